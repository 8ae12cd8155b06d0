package battleledger.kernel.narration;

import battleledger.kernel.event.ExplorationEvent.RecoveryRolled;
import battleledger.kernel.event.ExplorationEvent.TimePassed;
import battleledger.kernel.rules.Exploration;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.on;

/** Lines for the world around a battle: time passing, and what time does. */
final class ExplorationLines {

    private ExplorationLines() {
    }

    static void register() {
        on(TimePassed.class, (b, e) -> line("The GM lets " + span(e.rounds(), e.minutes(), e.hours()) + " pass"
                + (e.reason() == null ? "" : " (" + e.reason() + ")") + ".", Exploration.TIME));
        on(RecoveryRolled.class, (b, e) -> new Line(name(b, e.combatant()) + " will regain 1 hit point after "
                + Narrator.show(e.roll()) + " hours of rest.", Exploration.STABILIZED.citation(), List.of(e.roll())));
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
