package battleledger.kernel.spell;

import battleledger.kernel.Decision;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SpellEvent.DamageRolled;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.List;

/**
 * Emanations and spreads that act on those inside them: a creature starting its turn inside a damaging cloud
 * (cloudkill) saves or takes its damage. Without a grid the creatures inside are those the caster named.
 */
public final class Zones {

    private Zones() {
    }

    public static void startOfTurn(Decision d, String actor) {
        for (ActiveEffect e : List.copyOf(d.battle().effects())) {
            SpellEffect.Zone zone = Effects.zone(e);
            Combatant caster = d.battle().combatant(e.caster());
            if (zone == null || zone.damage() == null || e.deferred() || !e.on(actor) || caster == null
                    || d.battle().effect(e.id()) == null) {
                continue;
            }
            SpellData spell = SpellBook.find(e.spell());
            Pending as = new Pending(e.id(), e.caster(), Pending.Kind.SPELL, e.spell(), e.level(), e.mode(),
                    List.of(actor), null, null, null, false, false, null, false, null, Pending.Cost.HELD, null);
            Roll roll = d.roll(e.caster(), "damage", SpellEffects.upcast(zone.damage().dice(),
                    zone.damage().perSlotLevel(), e.level() - spell.level()), List.of(), Playtest.DAMAGE_ROLLS);
            d.emit(new DamageRolled(d.step(), e.id(), e.caster(), List.of(roll)));
            boolean saved = zone.damage().save() != null
                    && SpellEffects.saves(d, as, spell, caster, actor, zone.damage().save().ability());
            SpellEffects.hurt(d, as, actor, zone.damage().type(), roll, saved, zone.damage());
        }
    }


}
