package battleledger.ledger.projection;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.narration.Line;

/**
 * The seed is the GM's secret (issue 16): every die an engine-rolled battle will draw follows from it, so whoever
 * knows it knows the dice to come. The log line of an encounter's creation names it only in the line's secret, which
 * the log shows to the GM alone ({@code ?as=gm}).
 */
final class SeedSecret {

    private SeedSecret() {
    }

    static Line keep(EncounterEvent event, Line line) {
        if (!(event instanceof EncounterCreated created) || line.text() == null) {
            return line;
        }
        String seed = ", seed " + created.seed();
        if (!line.text().contains(seed)) {
            return line;
        }
        return new Line(line.text().replace(seed, ""), line.rule(), line.rolls(),
                "The encounter's seed is " + created.seed() + ".", java.util.List.of());
    }
}
