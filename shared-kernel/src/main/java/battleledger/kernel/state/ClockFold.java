package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.ExplorationEvent.RecoveryRolled;
import battleledger.kernel.event.ExplorationEvent.TimePassed;
import battleledger.kernel.event.SetupEvent.CombatEnded;
import battleledger.kernel.event.SetupEvent.LongRestTaken;
import battleledger.kernel.event.SetupEvent.ShortRestTaken;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.event.SpellEvent.EffectStarted;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Life;
import battleledger.kernel.support.Dispatch;

/**
 * How events move the battle's clock (001 › Exploration › Time): "Each round lasts about 6 seconds" (a round is
 * counted when the next begins, and the last one when combat ends), a short rest "about 10 minutes", a long rest
 * "about 8 hours", and the time the GM lets pass. It runs after the battle's own fold, on the battle that fold left.
 */
final class ClockFold {

    static final long SHORT_REST = 10 * GameTime.MINUTE;
    static final long LONG_REST = 8 * GameTime.HOUR;

    private static final Dispatch<Battle, EncounterEvent> CLOCK = new Dispatch<Battle, EncounterEvent>()
            .on(RoundStarted.class, (b, e) -> e.round() > 1 ? passed(b, GameTime.ROUND) : b)
            .on(CombatEnded.class, (b, e) -> byTheClock(passed(b, GameTime.ROUND)))
            .on(ShortRestTaken.class, (b, e) -> passed(b, SHORT_REST))
            // the rest's 8 hours pass when it is taken; each creature's rest began 8 hours before that
            .on(LongRestTaken.class, (b, e) -> passed(b, LONG_REST))
            .on(Rested.class, (b, e) -> "long".equals(e.rest())
                    ? b.withTime(b.time().longRestBegunBy(e.combatant(), b.time().seconds() - LONG_REST)) : b)
            .on(TimePassed.class, (b, e) -> passed(b, e.seconds()))
            .on(RecoveryRolled.class, (b, e) -> b.withTime(b.time().recovers(e.combatant(), e.at())))
            .on(LifeChanged.class, (b, e) -> e.to() == Life.STABLE
                    ? b.withTime(b.time().stabilized(e.combatant()))
                    : e.from() == Life.STABLE ? b.withTime(b.time().noLongerStable(e.combatant())) : b)
            // a spell of rounds, minutes or hours ends when its time has passed (001 › Magic › Duration)
            .on(EffectStarted.class, (b, e) -> e.effect().endsRound() < 0 ? b : b.withTime(b.time().effectEndsAt(
                    e.effect().id(), b.time().seconds()
                            + (long) (e.effect().endsRound() - e.effect().startedRound()) * GameTime.ROUND)))
            .on(EffectEnded.class, (b, e) -> b.withTime(b.time().effectGone(e.effect())));

    private ClockFold() {
    }

    static Battle apply(Battle b, EncounterEvent e) {
        return CLOCK.apply(b, e);
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
