package battleledger.kernel.exploration;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.BeginLongRest;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.ExplorationEvent.LongRestInterrupted;
import battleledger.kernel.event.SetupEvent.LongRestBegun;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.GameTime;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A long rest that lasts: "A long rest is a period of extended downtime, about 8 hours long ... If you take any
 * strenuous action during a long rest, such as attacking, taking damage, or casting a spell, you must start the rest
 * over. You must have at least 1 hit point to take a long rest. At the end of the rest, you regain all your hit
 * points and Hit Dice." (001 › Damage and Dying › Resting › Long Rest). {@code BeginLongRest} begins it; the game
 * clock ends it; a strenuous act of a resting creature interrupts it, and the GM may begin it again.
 */
public final class LongRests {

    static final long LENGTH = 8 * GameTime.HOUR;

    private LongRests() {
    }

    public static Outcome begin(Facts f, BeginLongRest c) {
        Setup.gmOnly(f, "BeginLongRest");
        Rests.outOfCombat(f);
        List<String> resting = who(f, c.combatants());
        for (String id : resting) {
            Combatant who = f.battle().combatant(id);
            if (f.battle().time().resting().containsKey(id)) {
                throw RuleViolation.conflict("already-resting", Playtest.LONG_REST, who.stats().name()
                        + " is in a long rest already, begun " + GameClock.hours(f.battle().time().seconds()
                        - f.battle().time().resting().get(id)) + " ago");
            }
            GameClock.oneLongRestADay(f.battle(), who);
        }
        return Outcome.of(new LongRestBegun(f.step(), f.by(), c.combatants(), resting));
    }

    /** Who rests: the named, each with at least 1 hit point, or everyone alive with at least 1 hit point. */
    static List<String> who(Facts f, List<String> named) {
        List<String> resting = new ArrayList<>();
        if (named.isEmpty()) {
            f.battle().combatants().values().stream().filter(x -> !x.dead() && x.hp() >= 1)
                    .forEach(x -> resting.add(x.id()));
            return resting;
        }
        for (String id : named) {
            Combatant who = f.combatant(id, "combatants[]");
            if (who.dead() || who.hp() < 1) {
                throw RuleViolation.conflict("too-hurt-to-rest", Playtest.LONG_REST,
                        who.stats().name() + " has " + who.hp() + " hit points; a long rest takes at least 1");
            }
            resting.add(id);
        }
        return resting;
    }

    /** Once time has passed: each begun rest whose 8 hours are over ends, and the creature regains what it rests for. */
    static Outcome over(Facts f) {
        return Outcome.each(List.copyOf(f.battle().time().resting().entrySet()), LongRests::over);
    }

    private static Outcome over(Facts f, Map.Entry<String, Long> rest) {
        if (f.battle().time().seconds() - rest.getValue() < LENGTH) {
            return Outcome.none();
        }
        Combatant who = f.battle().combatant(rest.getKey());
        return Outcome.of(new Rested(f.step(), who.id(), "long", who.hp(), who.stats().hp()));
    }

    /**
     * After a command: a resting creature that attacked, took damage or cast a spell in it must start its rest over.
     * {@code events} are the command's own events.
     */
    public static Outcome interruptedBy(Facts f, List<EncounterEvent> events) {
        if (f.battle().time().resting().isEmpty()) {
            return Outcome.none();
        }
        return Outcome.each(events, (g, e) -> switch (e) {
            case AttackRolled a -> interrupt(g, a.attacker(), "attacking");
            case DamageDealt hurt when hurt.amount() > 0 -> interrupt(g, hurt.target(), "taking damage");
            case SpellBegun s -> interrupt(g, s.pending().actor(), "casting a spell");
            case SpellCastWithWillpower s -> interrupt(g, s.caster(), "casting a spell");
            default -> Outcome.none(); // anything else may be done during a long rest
        });
    }

    private static Outcome interrupt(Facts f, String id, String cause) {
        return f.battle().time().resting().containsKey(id)
                ? Outcome.of(new LongRestInterrupted(f.step(), id, cause)) : Outcome.none();
    }
}
