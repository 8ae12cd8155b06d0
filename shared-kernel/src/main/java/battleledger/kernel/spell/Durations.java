package battleledger.kernel.spell;

import battleledger.kernel.magic.ActiveEffects;
import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.event.SpellEvent.EffectStarted;
import battleledger.kernel.model.Spot;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.List;

/** Spells' lasting effects: how they begin, how long they last, and how they end (001 › Magic › Duration). */
public final class Durations {

    private Durations() {
    }

    /** A creature inside a silence that has taken hold: it cannot cast a spell with a verbal component. */
    public static ActiveEffect silencing(Battle b, String combatant) {
        for (ActiveEffect e : b.effects()) {
            if (!e.deferred() && ActiveEffects.zone(e) != null && ActiveEffects.zone(e).silences()
                    && Zones.inside(b, e, combatant)) {
                return e;
            }
        }
        return null;
    }

    /**
     * A spell's lasting effect begins: a round lasts "from the current turn to the same turn in the next round"
     * (001 › Combat › The Round); a caster concentrates on one spell at a time; an emanation or spread cast during a
     * sequence waits for it to end (002 › Sequences).
     */
    public static Outcome start(Facts f, Pending p, SpellData spell, List<String> targets, String centre) {
        Spot point = spell.zone() ? Zones.placed(f.battle(), p, centre) : null;
        Battle b = f.battle();
        Outcome out = Outcome.none();
        if (spell.duration().concentration()) {
            for (ActiveEffect e : b.effects()) {
                if (e.concentration() && e.caster().equals(p.actor())) {
                    out = out.then(g -> end(g, e, "its caster concentrates on " + spell.name() + " now"));
                }
            }
        }
        int round = b.round();
        int endsRound = -1;
        String onTurnOf = b.turn();
        if (spell.duration().kind() == SpellData.Duration.Kind.UNTIL_CASTERS_NEXT_TURN) {
            onTurnOf = p.actor();
            int casterAt = b.order().indexOf(p.actor());
            int nowAt = b.order().indexOf(b.turn());
            endsRound = casterAt > nowAt ? round : round + 1;
        } else if (spell.duration().rounds() > 0) {
            endsRound = round + spell.duration().rounds();
        }
        boolean waits = spell.zone() && b.sequence() != null;
        int ends = endsRound;
        String turnOf = onTurnOf;
        // the id is made once the concentration ended above is played, as it was
        return out.then(g -> Outcome.of(new EffectStarted(g.step(), new ActiveEffect(g.newId("e"), spell.id(),
                p.actor(), p.level(), p.mode(), targets, centre, round, ends, turnOf,
                spell.duration().concentration(), waits, p.stored() == null ? null : p.stored().trigger(), p.stored(),
                point).recorded())));
    }

    /** An effect ends; a condition the spell imposed ends with it. */
    public static Outcome end(Facts f, ActiveEffect e, String reason) {
        Outcome out = Outcome.of(new EffectEnded(f.step(), e.id(), reason));
        for (SpellEffect piece : SpellBook.find(e.spell()).effects()) {
            if (piece instanceof SpellEffect.Afflict a) {
                out = out.and(Outcome.each(e.targets(), (h, target) -> lift(h, e, a, target)));
            }
        }
        return out;
    }

    /** The condition the ended effect's caster imposed on a target, relieved (read as the ends before left it). */
    private static Outcome lift(Facts f, ActiveEffect e, SpellEffect.Afflict a, String target) {
        Combatant c = f.battle().combatant(target);
        if (c == null || !e.caster().equals(c.sourceOf(a.condition()))) {
            return Outcome.none();
        }
        return Afflictions.relieve(f, target, a.condition(), SpellBook.find(e.spell()).name() + " ends");
    }

    /** At the start of a creature's turn, the effects whose time has come end. */
    public static Outcome expire(Facts f, String actor) {
        Battle b = f.battle();
        Outcome out = Outcome.none();
        for (ActiveEffect e : b.effects()) {
            if (e.endsRound() >= 0 && actor.equals(e.endsOnTurnOf()) && b.round() >= e.endsRound()) {
                out = out.then(g -> end(g, e, "its duration is over"));
            }
        }
        return out.then(g -> WillpowerDurations.atTurnStart(g, actor)) // 004 › Duration: "until your turn in the next round"
                .then(Durations::expireByTheClock);
    }

    /**
     * The effects whose time is over by the game clock end: "A duration can be expressed as a period of time,
     * expressed as rounds, minutes, hours" (001 › Magic › Duration). In the fight it was cast in an effect ends on
     * its turn, by rounds; one cast before the fight, or carried out of it, ends when the clock reaches its end —
     * at the start of a turn, or when time passes between fights.
     */
    public static Outcome expireByTheClock(Facts f) {
        Battle b = f.battle();
        Outcome out = Outcome.none();
        for (ActiveEffect e : b.effects()) {
            Long at = b.time().effectsEndAt().get(e.id());
            boolean byRounds = b.phase() == Battle.Phase.COMBAT && e.endsRound() >= 0 && e.endsOnTurnOf() != null;
            if (at != null && !byRounds && b.time().seconds() >= at) {
                // still there once the effects ended before it are played
                out = out.then(g -> g.battle().effect(e.id()) == null ? Outcome.none()
                        : end(g, e, "its duration is over by the game clock"));
            }
        }
        return out.then(WillpowerDurations::byTheClock); // 004 › Duration: a Dragonbane stretch or shift spell
    }

    /**
     * A concentration spell ends when its caster dies or cannot act; null when no caster has lost its concentration
     * (each caster is looked at again as the effects ended before it left the battle).
     */
    public static Outcome dropLostConcentration(Facts f) {
        List<ActiveEffect> effects = f.battle().effects();
        if (effects.stream().noneMatch(e -> lost(f, e))) {
            return null;
        }
        return Outcome.each(effects, (g, e) -> lost(g, e) ? end(g, e, "its caster can no longer concentrate")
                : Outcome.none());
    }

    private static boolean lost(Facts f, ActiveEffect e) {
        Combatant caster = f.battle().combatant(e.caster());
        return e.concentration() && (caster == null || caster.incapacitated());
    }
}
