package battleledger.ledger.axon;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.projection.ProjectionCache;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.axonframework.common.caching.Cache;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The aggregate cache and the projection's cache hold battles softly, so that many battles never exhaust the
 * service's heap: when the collector lets go of them (here: by hand, as it would when the heap runs short), the
 * battle goes on, folded again from the store, and its read models stay those of its events.
 */
@MicronautTest(transactional = false)
class CachesLetGoHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    Cache aggregates;
    @Inject
    ProjectionCache projections;

    @Test
    void aBattleGoesOnWhenBothCachesHaveLetGoOfIt() {
        Session b = Session.create(new Api(server.getURL()), "{\"id\":\"let-go\",\"name\":\"Let go\",\"seed\":9}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        turns(b, 3);
        assertThat(aggregates.containsKey("let-go")).isTrue();

        ((AggregateCache) aggregates).letGoOfValues();
        projections.letGoOfStates();
        assertThat(aggregates.containsKey("let-go")).as("let go of").isFalse();

        int step = turns(b, 3);
        JsonNode summary = b.summary();
        assertThat(summary.get("step").asInt()).isEqualTo(step);
        JsonNode events = new Api(server.getURL()).get("/encounters/let-go/events?limit=1000").expect(200).json();
        JsonNode log = b.read("log");
        assertThat(log.get(log.size() - 1).get("sequence").asLong())
                .isEqualTo(events.get(events.size() - 1).get("sequence").asLong());
        assertThat(b.verified()).as("the rows are those of the stored events").isTrue();
    }

    /** Each turn the GM calls for a check and the one whose turn it is ends it; the last step. */
    private static int turns(Session b, int n) {
        int step = 0;
        for (int i = 0; i < n; i++) {
            String actor = b.summary().get("turn").get("actor").asText();
            b.command("{\"type\":\"CallForCheck\",\"combatant\":\"" + actor + "\",\"ability\":\"wis\",\"dc\":11,"
                    + "\"purpose\":\"keep watch\"}");
            step = b.command(Session.endTurn(actor)).get("step").asInt();
        }
        return step;
    }
}
