package battleledger.kernel.spell;

import battleledger.kernel.magic.ActiveEffects;
import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Decision;
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
    public static void start(Decision d, Pending p, SpellData spell, List<String> targets, String centre) {
        Spot point = spell.zone() ? Zones.placed(d.battle(), p, centre) : null;
        Battle b = d.battle();
        if (spell.duration().concentration()) {
            for (ActiveEffect e : b.effects()) {
                if (e.concentration() && e.caster().equals(p.actor())) {
                    end(d, e, "its caster concentrates on " + spell.name() + " now");
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
        d.emit(new EffectStarted(d.step(), new ActiveEffect(d.newId("e"), spell.id(), p.actor(), p.level(), p.mode(),
                targets, centre, round, endsRound, onTurnOf, spell.duration().concentration(), waits,
                p.stored() == null ? null : p.stored().trigger(), p.stored(), point).recorded()));
    }

    /** An effect ends; a condition the spell imposed ends with it. */
    public static void end(Decision d, ActiveEffect e, String reason) {
        d.emit(new EffectEnded(d.step(), e.id(), reason));
        for (SpellEffect piece : SpellBook.find(e.spell()).effects()) {
            if (piece instanceof SpellEffect.Afflict a) {
                for (String target : e.targets()) {
                    Combatant c = d.battle().combatant(target);
                    if (c != null && e.caster().equals(c.sourceOf(a.condition()))) {
                        Afflictions.relieve(d, target, a.condition(), SpellBook.find(e.spell()).name() + " ends");
                    }
                }
            }
        }
    }

    /** At the start of a creature's turn, the effects whose time has come end. */
    public static void expire(Decision d, String actor) {
        Battle b = d.battle();
        for (ActiveEffect e : b.effects()) {
            if (e.endsRound() >= 0 && actor.equals(e.endsOnTurnOf()) && b.round() >= e.endsRound()) {
                end(d, e, "its duration is over");
            }
        }
        WillpowerDurations.atTurnStart(d, actor); // 004 › Duration: "until your turn in the next round"
        expireByTheClock(d);
    }

    /**
     * The effects whose time is over by the game clock end: "A duration can be expressed as a period of time,
     * expressed as rounds, minutes, hours" (001 › Magic › Duration). In the fight it was cast in an effect ends on
     * its turn, by rounds; one cast before the fight, or carried out of it, ends when the clock reaches its end —
     * at the start of a turn, or when time passes between fights.
     */
    public static void expireByTheClock(Decision d) {
        Battle b = d.battle();
        for (ActiveEffect e : b.effects()) {
            Long at = b.time().effectsEndAt().get(e.id());
            boolean byRounds = b.phase() == Battle.Phase.COMBAT && e.endsRound() >= 0 && e.endsOnTurnOf() != null;
            if (at != null && !byRounds && b.time().seconds() >= at && d.battle().effect(e.id()) != null) {
                end(d, e, "its duration is over by the game clock");
            }
        }
        WillpowerDurations.byTheClock(d); // 004 › Duration: a Dragonbane stretch or shift spell
    }

    /** A concentration spell ends when its caster dies or cannot act. */
    public static boolean dropLostConcentration(Decision d) {
        boolean changed = false;
        for (ActiveEffect e : d.battle().effects()) {
            Combatant caster = d.battle().combatant(e.caster());
            if (e.concentration() && (caster == null || caster.incapacitated())) {
                end(d, e, "its caster can no longer concentrate");
                changed = true;
            }
        }
        return changed;
    }
}
