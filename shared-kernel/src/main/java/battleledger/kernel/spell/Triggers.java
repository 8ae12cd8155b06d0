package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
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
    static Outcome spellCast(Facts f, String caster, int level) {
        return Outcome.each(List.copyOf(f.battle().effects()), (g, e) -> rift(g, e, caster, level));
    }

    /** One rift, looked at as the rifts before it left the battle: it fires, strikes its creator, and all settles. */
    private static Outcome rift(Facts f, ActiveEffect e, String caster, int level) {
        SpellEffect.Rift rift = rift(e);
        Battle b = f.battle();
        Combatant creator = b.combatant(e.caster());
        // a creator teleported away is out of the rift's reach ("teleporting him miles away", 002 › Sequences)
        if (rift == null || e.deferred() || b.effect(e.id()) == null || creator == null || creator.dead()
                || creator.away() || !b.hostile(caster, e.caster()) || level < 1) {
            return Outcome.none();
        }
        return Outcome.of(new TriggeredEffectFired(f.step(), e.id(), caster, "a spell of level " + level + " is cast by "
                + "an enemy of its creator")).then(g -> riftStrikes(g, e, rift, caster, level)).then(Triggers::settle);
    }

    /** The rift's dice (the spell's level of them) strike its creator. */
    private static Outcome riftStrikes(Facts f, ActiveEffect e, SpellEffect.Rift rift, String caster, int level) {
        Roll roll = f.roll(caster, SpellBook.find(e.spell()).name(), DiceExpression.parse(level + rift.die()),
                List.of(), Dusk.SPELLS_KEEP_TRIGGERING);
        return Damage.deal(f, e.caster(), new Damage.Blow(caster, rift.type(), roll, roll.total(), false, false));
    }

    /**
     * Conditions that came true: a contingency whose creature fell below its threshold casts its spell at once, and
     * a caster who can no longer act stops concentrating. Repeated until nothing more fires (at most
     * {@link #SETTLE_LIMIT} times), each time on the battle as the last left it.
     */
    public static Outcome settle(Facts f) {
        return settle(f, 0);
    }

    private static Outcome settle(Facts f, int times) {
        if (times >= SETTLE_LIMIT) {
            return Outcome.none();
        }
        Outcome fired = fireContingency(f);
        if (fired == null) {
            fired = Durations.dropLostConcentration(f);
        }
        return fired == null ? Zones.follow(f) : fired.then(g -> settle(g, times + 1));
    }

    /** A contingency that fires, and the held spell it casts; null when none does. */
    static Outcome fireContingency(Facts f) {
        for (ActiveEffect e : f.battle().effects()) {
            Combatant c = f.battle().combatant(e.caster());
            if (e.stored() == null || e.trigger() == null || c == null || c.dead()) {
                continue;
            }
            if ("HitPointsBelow".equals(e.trigger().on()) && e.trigger().below() != null
                    && c.hp() < e.trigger().below()) {
                return Outcome.of(new TriggeredEffectFired(f.step(), e.id(), e.caster(), c.stats().name() + " is below "
                        + e.trigger().below() + " hit points")).then(g -> Durations.end(g, e, "it fired"))
                        .then(g -> castHeld(g, e));
            }
        }
        return null;
    }

    /** The contingency's stored spell, begun and resolved at once. */
    private static Outcome castHeld(Facts f, ActiveEffect e) {
        Pending held = new Pending(f.newId("p"), e.caster(), Pending.Kind.SPELL, e.stored().spell(),
                e.stored().level(), e.stored().mode(), List.of(e.caster()), null, null, null, false, false,
                null, false, null, Pending.Cost.HELD, null);
        // the held spell takes its caster as target: whose magic it is is plain to see
        return Outcome.of(new SpellBegun(f.step(), held.recorded(), true))
                .then(g -> SpellResolution.resolve(g, held));
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
