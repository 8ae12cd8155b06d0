package battleledger.ledger.axon;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Several nodes (issue 12), the node left: one node whose share is one of the projection's two segments, as a node of
 * a cluster whose other nodes stopped. Every encounter is still projected, whichever segment it falls in: past its
 * grace the node claims the segment no node holds (ClaimShare). With its share alone, half the encounters' reads
 * answered 503 projection-behind for good.
 */
@MicronautTest(transactional = false)
@Property(name = "ledger.projections.segments", value = "2")
@Property(name = "ledger.projections.max-claimed-segments", value = "1")
@Property(name = "ledger.projections.share-grace", value = "0s")
class NodeLeftAloneHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    Projections projections;

    @Test
    void aNodeLeftAloneProjectsTheEncountersOfEverySegment() {
        Api api = new Api(server.getURL());
        List<Session> battles = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Session battle = Session.create(api, "{\"id\":\"alone-" + i + "\",\"name\":\"Alone " + i + "\"}");
            battle.command("{\"type\":\"AddCombatant\",\"combatant\":" + Session.combatant("ann", "party", 14, 20)
                    + "}");
            battles.add(battle);
        }

        for (Session battle : battles) {
            assertThat(battle.read("combatants")).as(battle.id() + "'s combatants, read after its command").hasSize(1);
        }
        assertThat(projections.segmentsHere()).as("the segments this node holds").containsExactlyInAnyOrder(0, 1);
        JsonNode processor = api.get("/health/readiness").expect(200).json().findPath("processors").path("projections");
        assertThat(processor.path("segments").asInt()).as("segments held here").isEqualTo(2);
        assertThat(processor.path("unheld").asInt()).as("segments no node holds").isZero();
    }
}
