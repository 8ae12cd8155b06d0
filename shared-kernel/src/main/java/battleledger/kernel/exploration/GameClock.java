package battleledger.kernel.exploration;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.command.ExplorationCommand.PassTime;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.ExplorationEvent.RecoveryRolled;
import battleledger.kernel.event.ExplorationEvent.TimePassed;
import battleledger.kernel.event.SpellEvent.RitualTimeSpent;
import battleledger.kernel.model.Life;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.spell.Durations;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.GameTime;

import java.util.List;

/**
 * Game time (001 › Exploration › Time): the GM lets time pass between fights, and what waits for time happens when
 * it has passed — a stabilized creature "remain[s] unconscious ... until after 2d6 hours have passed, at which point
 * you regain 1 hit point" (001 › Damage and Dying › Stabilized).
 */
public final class GameClock {

    /** The most the GM lets pass in one command: 30 days. */
    static final long MOST = 30 * 24 * GameTime.HOUR;
    public static final long DAY = 24 * GameTime.HOUR;

    private GameClock() {
    }

    public static Outcome passTime(Facts f, PassTime c) {
        Setup.gmOnly(f, "PassTime");
        if (f.battle().phase() == Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("in-combat", Playtest.ROUNDS, "in combat time passes a round (6 seconds) "
                    + "at a time; end combat before letting time pass");
        }
        for (Integer part : new Integer[] {c.rounds(), c.minutes(), c.hours()}) {
            if (part != null && (part < 0 || part > MOST)) {
                throw RuleViolation.invalid("out-of-bounds", "rounds, minutes and hours are each 0 to " + MOST);
            }
        }
        long seconds = c.seconds();
        if (seconds <= 0 || seconds > MOST) {
            throw RuleViolation.invalid("out-of-bounds", "time passes by more than nothing and at most 30 days");
        }
        return Outcome.of(new TimePassed(f.step(), f.by(), c.rounds(), c.minutes(), c.hours(), c.reason(), seconds))
                .then(GameClock::timePassed);
    }

    /**
     * What happens once time has passed between fights: spells whose duration is over end (001 › Magic › Duration),
     * and stabilized creatures roll or finish their hours.
     */
    public static Outcome timePassed(Facts f) {
        return Outcome.next(Durations::expireByTheClock).then(GameClock::recoveries).then(LongRests::over);
    }

    /**
     * After a cast: when a ritual took its stretch or shift of game time ({@code RitualTimeSpent},
     * 004 › Casting Time), what waits for time happens as after {@code PassTime}. {@code cast} are the cast's own
     * events, as the step emitted them.
     */
    public static Outcome afterRituals(Facts f, List<EncounterEvent> cast) {
        return cast.stream().anyMatch(e -> e instanceof RitualTimeSpent) ? timePassed(f) : Outcome.none();
    }

    /**
     * Once time has passed: each stabilized creature whose 2d6 hours are not yet rolled rolls them now (counted from
     * when it became stable), and each whose hours are over regains 1 hit point.
     */
    public static Outcome recoveries(Facts f) {
        GameTime time = f.battle().time();
        return Outcome.each(List.copyOf(f.battle().combatants().values()), (g, c) -> recovery(g, time, c));
    }

    private static Outcome recovery(Facts f, GameTime time, Combatant c) {
        if (c.vitals().life() != Life.STABLE) {
            return Outcome.none();
        }
        Long rolled = time.recoversAt().get(c.id());
        Outcome out = Outcome.none();
        if (rolled == null) {
            Roll hours = f.roll(c.id(), "hours until a stabilized creature regains 1 hit point",
                    DiceExpression.of(2, 6), List.of(), Playtest.STABILIZED);
            long since = time.stabilizedAt().getOrDefault(c.id(), time.seconds());
            rolled = since + hours.total() * GameTime.HOUR;
            out = Outcome.of(new RecoveryRolled(f.step(), c.id(), hours, rolled));
        }
        long at = rolled;
        return out.then(g -> g.battle().time().seconds() >= at
                ? Damage.heal(g, c.id(), "2d6 hours stabilized", null, 1) : Outcome.none());
    }

    /** "You cannot take more than one long rest in a 24-hour period" (001 › Damage and Dying › Resting › Long Rest). */
    public static void oneLongRestADay(Battle b, Combatant who) {
        Long begun = b.time().longRestBegun().get(who.id());
        long now = b.time().seconds();
        if (begun != null && now - begun < DAY) {
            long wait = DAY - (now - begun);
            throw RuleViolation.conflict("long-rest-too-soon", Playtest.LONG_REST, who.stats().name()
                    + " began a long rest " + hours(now - begun) + " ago; not more than one long rest in 24 hours ("
                    + hours(wait) + " to wait)");
        }
    }

    static String hours(long seconds) {
        long h = seconds / GameTime.HOUR;
        long m = (seconds % GameTime.HOUR) / GameTime.MINUTE;
        return h + " h " + m + " min";
    }
}
