package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.SpellEvent.TriggeredEffectFired;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.List;

/**
 * Triggered spells: "Spells however can continue to trigger as their conditions are met, and they are resolved as
 * they trigger during the sequence" (002 › Sequences). They fire at once, even mid-sequence, and nest.
 */
public final class Triggers {

    static final int SETTLE_LIMIT = 100;

    private Triggers() {
    }

    /**
     * "certain spells that trigger when a spell is successfully cast go off" (002 › Resolve the spell): a rift lets
     * an enemy of its creator who casts a spell deal (that spell's level) dice to the creator.
     */
    static void spellCast(Decision d, String caster, int level) {
        for (ActiveEffect e : List.copyOf(d.battle().effects())) {
            SpellEffect.Rift rift = rift(e);
            Battle b = d.battle();
            Combatant creator = b.combatant(e.caster());
            if (rift == null || e.deferred() || b.effect(e.id()) == null || creator == null || creator.dead()
                    || !b.hostile(caster, e.caster()) || level < 1) {
                continue;
            }
            d.emit(new TriggeredEffectFired(d.step(), e.id(), caster, "a spell of level " + level + " is cast by an "
                    + "enemy of its creator"));
            Roll roll = d.roll(caster, SpellBook.find(e.spell()).name(),
                    DiceExpression.parse(level + rift.die()), List.of(), Dusk.SPELLS_KEEP_TRIGGERING);
            Damage.deal(d, e.caster(), new Damage.Blow(caster, rift.type(), roll, roll.total(), false, false));
            settle(d);
        }
    }

    /**
     * Conditions that came true: a contingency whose creature fell below its threshold casts its spell at once, and
     * a caster who can no longer act stops concentrating. Repeated until nothing more fires.
     */
    public static void settle(Decision d) {
        for (int i = 0; i < SETTLE_LIMIT; i++) {
            if (!fireContingency(d) && !Durations.dropLostConcentration(d)) {
                Zones.follow(d);
                return;
            }
        }
    }

    static boolean fireContingency(Decision d) {
        for (ActiveEffect e : d.battle().effects()) {
            Combatant c = d.battle().combatant(e.caster());
            if (e.stored() == null || e.trigger() == null || c == null || c.dead()) {
                continue;
            }
            if ("HitPointsBelow".equals(e.trigger().on()) && e.trigger().below() != null
                    && c.hp() < e.trigger().below()) {
                d.emit(new TriggeredEffectFired(d.step(), e.id(), e.caster(), c.stats().name() + " is below "
                        + e.trigger().below() + " hit points"));
                Durations.end(d, e, "it fired");
                Pending held = new Pending(d.newId("p"), e.caster(), Pending.Kind.SPELL, e.stored().spell(),
                        e.stored().level(), e.stored().mode(), List.of(e.caster()), null, null, null, false, false,
                        null, false, null, Pending.Cost.HELD, null);
                // the held spell takes its caster as target: whose magic it is is plain to see
                d.emit(new SpellBegun(d.step(), held.recorded(), true));
                SpellResolution.resolve(d, held);
                return true;
            }
        }
        return false;
    }

    static SpellEffect.Rift rift(ActiveEffect e) {
        for (SpellEffect piece : SpellBook.find(e.spell()).effects()) {
            if (piece instanceof SpellEffect.Rift r) {
                return r;
            }
        }
        return null;
    }
}
