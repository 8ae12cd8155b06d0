package battleledger.ledger.axon;

import battleledger.ledger.Api;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Several nodes (issue 12), what an operator sees while a segment has no node: one node whose share is one of the
 * projection's two segments and whose grace has not passed, as a node of a cluster whose other node stopped a moment
 * ago. Readiness stays UP (the node serves its own share, and takes the other once its grace has passed, ClaimShare)
 * and says how many segments no node holds, and so does a gauge: the encounters in that segment answer 503
 * projection-behind until then.
 */
@MicronautTest(transactional = false)
@Property(name = "ledger.projections.segments", value = "2")
@Property(name = "ledger.projections.max-claimed-segments", value = "1")
@Property(name = "ledger.projections.share-grace", value = "1h")
class UnheldSegmentReadinessHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    Projections projections;

    @Test
    void readinessAndTheGaugeCountTheSegmentNoNodeHolds() throws InterruptedException {
        Api api = new Api(server.getURL());
        for (int i = 0; i < 100 && projections.segmentsHere().isEmpty(); i++) {
            Thread.sleep(50); // the processor claims its share when it starts
        }
        JsonNode ready = api.get("/health/readiness").expect(200).json();
        JsonNode processor = ready.findPath("processors").path("projections");

        assertThat(ready.get("status").asText()).isEqualTo("UP");
        assertThat(processor.path("segments").asInt()).as("segments held here").isEqualTo(1);
        assertThat(processor.path("unheld").asInt()).as("segments no node holds").isEqualTo(1);
        assertThat(api.get("/prometheus").expect(200).body())
                .contains("ledger_projection_unheld_segments{processor=\"projections\"} 1.0");
    }
}
