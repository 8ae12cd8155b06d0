package battleledger.ledger.cli;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.state.EncounterState;
import picocli.CommandLine.Help.Ansi;

import java.io.PrintWriter;
import java.util.List;

/** Prints a battle as the narrated log, as the GM reads it: colour on a terminal, plain text when piped. */
final class Narration {

    private Narration() {
    }

    static void print(List<EncounterEvent> events, PrintWriter out, Ansi ansi) {
        EncounterDecider decider = new EncounterDecider();
        EncounterState state = decider.initialState();
        for (EncounterEvent e : events) {
            Line line = Narrator.narrate(state.battle(), e);
            String text = line.secret() != null ? line.secret() : line.text();
            String colour = switch (e.kind()) {
                case SETUP -> "bold";
                case INTENT -> "fg(white)";
                case OUTCOME -> "fg(yellow)";
                case RULING -> "fg(magenta)";
                case TIMELINE -> "fg(cyan)";
            };
            out.println(ansi.string("@|faint " + String.format("%5d", e.step()) + "|@  @|" + colour + " "
                    + escape(text) + "|@" + (line.rule() == null ? "" : "  @|faint,cyan [" + escape(line.rule())
                    + "]|@")));
            state = decider.evolve(state, e);
        }
        out.flush();
    }

    /** Keeps picocli's markup out of a line's own text. */
    static String escape(String s) {
        return s.replace("@|", "@ |").replace("|@", "| @");
    }
}
