package battleledger.kernel.narration;

import battleledger.kernel.state.Battle;

import battleledger.kernel.event.ExplorationEvent.RecoveryRolled;
import battleledger.kernel.event.ExplorationEvent.TimePassed;
import battleledger.kernel.rules.Playtest;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;

/** Lines for the world around a battle: time passing, and what time does. */
final class ExplorationLines {

    private ExplorationLines() {
    }

    static Line tell(Battle b, TimePassed e) {
        return line("The GM lets " + span(e.rounds(), e.minutes(), e.hours()) + " pass"
                + (e.reason() == null ? "" : " (" + e.reason() + ")") + ".", Playtest.TIME);
    }

    static Line tell(Battle b, battleledger.kernel.event.SetupEvent.LongRestBegun e) {
        return line((e.resting().isEmpty()
                ? "Nobody" : Narrator.names(b, e.resting())) + " begin" + (e.resting().size() == 1 ? "s" : "")
                + " a long rest of 8 hours.", Playtest.LONG_REST);
    }

    static Line tell(Battle b, battleledger.kernel.event.ExplorationEvent.LongRestInterrupted e) {
        return line(name(b, e.combatant())
                + " must start the long rest over: " + e.cause() + " is strenuous.", Playtest.LONG_REST);
    }

    static Line tell(Battle b, RecoveryRolled e) {
        return new Line(name(b, e.combatant()) + " will regain 1 hit point after "
                + Narrator.show(e.roll()) + " hours of rest.", Playtest.STABILIZED.citation(), List.of(e.roll()));
    }

    /**
     * The line names no one's reach; the event does, so when it names a creature that is hiding the line keeps that
     * for the GM and the hider (see {@link Narrator#hiding}), and the event is withheld from the others.
     */
    static Line tell(Battle b, battleledger.kernel.event.IntentEvent.Traversed e) {
        Line line = traversed(b, e);
        List<String> hiding = Narrator.hiding(b, ActionLines.concat(e.leaves(), e.enters()));
        return hiding.isEmpty() ? line : new Line(line.text(), line.rule(), line.rolls(), line.text()
                + (e.leaves().isEmpty() ? "" : " It leaves the reach of " + Narrator.names(b, e.leaves()) + ".")
                + (e.enters().isEmpty() ? "" : " It comes into the reach of " + Narrator.names(b, e.enters()) + "."),
                hiding);
    }

    private static Line traversed(Battle b, battleledger.kernel.event.IntentEvent.Traversed e) {
        return line(name(b, e.actor()) + " " + switch (
                e.mode()) {
            case "climb" -> "climbs " + e.feet() + " feet (" + e.cost() + " feet of movement).";
            case "swim" -> "swims " + e.feet() + " feet (" + e.cost() + " feet of movement).";
            case "high-jump" -> "jumps " + e.feet() + " feet high (at most " + e.limit() + (e.runUp()
                    ? " after a run-up)." : " from a standing start).");
            default -> "leaps " + e.feet() + " feet (at most " + e.limit() + (e.runUp()
                    ? " after a run-up)." : " from a standing start).");
        }, switch (e.mode()) {
            case "climb" -> Playtest.CLIMB;
            case "swim" -> Playtest.SWIM;
            case "high-jump" -> Playtest.HIGH_JUMP;
            default -> Playtest.LONG_JUMP;
        });
    }

    static Line tell(Battle b, battleledger.kernel.event.IntentEvent.NoiseMade e) {
        return line(name(b, e.actor()) + " makes a noise"
                + (e.noise() == null ? "" : " (" + e.noise() + ")") + ".", Playtest.STAYING_QUIET);
    }

    static Line tell(Battle b, battleledger.kernel.event.RulingEvent.SightRuled e) {
        return line("The GM rules that "
                + name(b, e.to()) + " has " + e.cover().name().toLowerCase().replace('_', '-') + " cover from "
                + name(b, e.from()) + (e.unseen() ? ", which cannot see it" : "") + " (" + e.reason()
                + "), until revoked.", battleledger.kernel.rules.GridRules.COVER);
    }

    static String span(Integer rounds, Integer minutes, Integer hours) {
        List<String> parts = new ArrayList<>();
        if (hours != null && hours > 0) {
            parts.add(hours + (hours == 1 ? " hour" : " hours"));
        }
        if (minutes != null && minutes > 0) {
            parts.add(minutes + (minutes == 1 ? " minute" : " minutes"));
        }
        if (rounds != null && rounds > 0) {
            parts.add(rounds + (rounds == 1 ? " round" : " rounds"));
        }
        return String.join(" and ", parts);
    }
}
