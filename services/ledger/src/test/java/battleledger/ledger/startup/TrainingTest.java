package battleledger.ledger.startup;

import battleledger.ledger.Contexts;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The build's training run (README, "Startup and memory") plays a whole first session: if the API moved under it, its
 * requests would be refused and the class-data-sharing archive would hold only a start's classes, silently.
 */
class TrainingTest {

    @Test
    void theTrainingSessionIsAnsweredAsAFirstSessionIs() {
        try (EmbeddedServer server = Contexts.start("jdbc:h2:mem:training;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1",
                Map.of("ledger.security.mode", "open"))) {
            List<Integer> statuses = Training.run(server.getApplicationContext());

            // health, the API document, the encounter created, two fighters, combat started, two reads, an unknown one
            assertThat(statuses).containsExactly(200, 200, 201, 200, 200, 200, 200, 200, 404);
        }
    }
}
