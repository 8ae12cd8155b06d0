package battleledger.kernel.state;

import battleledger.kernel.event.ExplorationEvent;
import battleledger.kernel.event.SetupEvent;
import battleledger.kernel.event.ExplorationEvent.RecoveryRolled;
import battleledger.kernel.event.ExplorationEvent.TimePassed;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.event.SpellEvent.EffectStarted;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Life;

/**
 * How events move the battle's clock (001 › Exploration › Time): "Each round lasts about 6 seconds" (a round is
 * counted when the next begins, and the last one when combat ends), a short rest "about 10 minutes", a long rest
 * "about 8 hours", and the time the GM lets pass. Each runs after the event's own change, on the battle that left
 * ({@link BattleFold}).
 */
final class ClockFold {

    static final long SHORT_REST = 10 * GameTime.MINUTE;
    static final long LONG_REST = 8 * GameTime.HOUR;

    private ClockFold() {
    }

    static Battle roundStarted(Battle b, RoundStarted e) {
        return e.round() > 1 ? passed(b, b.time().roundSeconds()) : b;
    }

    static Battle combatEnded(Battle b) {
        return byTheClock(passed(b, b.time().roundSeconds()));
    }

    static Battle shortRest(Battle b) {
        return passed(b, SHORT_REST);
    }

    /** The rest's 8 hours pass when it is taken; each creature's rest began 8 hours before that. */
    static Battle longRest(Battle b) {
        return passed(b, LONG_REST);
    }

    /** A long rest taken at once began 8 hours before it ended; a begun one, when it was begun. */
    static Battle rested(Battle b, Rested e) {
        if (!"long".equals(e.rest())) {
            return b;
        }
        Long begun = b.time().resting().get(e.combatant());
        return b.withTime(b.time().longRestBegunBy(e.combatant(), begun != null ? begun
                : b.time().seconds() - LONG_REST).restOver(e.combatant()));
    }

    static Battle longRestBegun(Battle b, SetupEvent.LongRestBegun e) {
        GameTime time = b.time();
        for (String id : e.resting()) {
            time = time.restBegun(id);
        }
        return b.withTime(time);
    }

    static Battle explored(Battle b, ExplorationEvent event) {
        return switch (event) {
            case TimePassed e -> passed(b, e.seconds());
            case RecoveryRolled e -> b.withTime(b.time().recovers(e.combatant(), e.at()));
            case ExplorationEvent.LongRestInterrupted e -> b.withTime(b.time().restOver(e.combatant()));
            case ExplorationEvent.SpellsRecorded e -> MageFold.recorded(b, e);
        };
    }

    static Battle lifeChanged(Battle b, LifeChanged e) {
        return e.to() == Life.STABLE ? b.withTime(b.time().stabilized(e.combatant()))
                : e.from() == Life.STABLE ? b.withTime(b.time().noLongerStable(e.combatant())) : b;
    }

    /** A spell of rounds, minutes or hours ends when its time has passed (001 › Magic › Duration). */
    static Battle effectStarted(Battle b, EffectStarted e) {
        return e.effect().endsRound() < 0 ? b : b.withTime(b.time().effectEndsAt(e.effect().id(), b.time().seconds()
                + (long) (e.effect().endsRound() - e.effect().startedRound()) * b.time().roundSeconds()));
    }

    static Battle effectEnded(Battle b, EffectEnded e) {
        return b.withTime(b.time().effectGone(e.effect()));
    }

    /**
     * Out of the fight it was cast in, an effect's rounds mean nothing (the next fight counts rounds from 1): from
     * now on the game clock alone ends it, at the second it was due to end.
     */
    private static Battle byTheClock(Battle b) {
        return b.withEffects(b.effects().stream().map(x -> x.endsRound() < 0 ? x : new ActiveEffect(x.id(), x.spell(),
                x.caster(), x.level(), x.mode(), x.targets(), x.centre(), x.startedRound(), -1, null,
                x.concentration(), x.deferred(), x.trigger(), x.stored(), x.point())).toList());
    }

    private static Battle passed(Battle b, long seconds) {
        return b.withTime(b.time().passed(seconds));
    }
}
