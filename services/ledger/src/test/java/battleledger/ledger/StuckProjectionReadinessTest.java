package battleledger.ledger;

import battleledger.ledger.projection.EncounterProjector;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.EventProcessor;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Readiness is DOWN while the projection processor does not run, and UP again once it runs and catches up. */
class StuckProjectionReadinessTest {

    @Test
    void aStoppedProjectionProcessorMakesTheNodeNotReadyUntilItRunsAgain() throws Exception {
        try (EmbeddedServer server = Contexts.start("jdbc:h2:mem:stuck-" + System.nanoTime()
                + ";DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1", Map.of("ledger.health.stuck-after", "1s"))) {
            Api api = new Api(server.getURL());
            Session battle = Session.create(api, "Stuck", 21);
            battle.summary();
            assertThat(api.get("/health/readiness").expect(200).json().get("status").asText()).isEqualTo("UP");

            EventProcessor processor = server.getApplicationContext().getBean(Configuration.class)
                    .eventProcessingConfiguration().eventProcessor(EncounterProjector.GROUP).orElseThrow();
            processor.shutDown();
            battle.add(Session.combatant("ann", "party", 14, 20));

            Api.Answer down = api.get("/health/readiness");
            assertThat(down.status()).as(down.body()).isEqualTo(503);
            JsonNode projections = down.json().findPath("processors").path(EncounterProjector.GROUP);
            assertThat(projections.path("stuck").asBoolean()).isTrue();
            assertThat(projections.path("why").asText()).isEqualTo("not running");

            processor.start();
            battle.summary(); // waits until the projection has the command
            assertThat(api.get("/health/readiness").expect(200).json().get("status").asText()).isEqualTo("UP");
        }
    }
}
