package battleledger.ledger.projection;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With several nodes, an encounter's projection segment can leave a node and come back after another node projected
 * the encounter further (a batch that failed releases its segment; a node that stalls loses its claim). The node it
 * comes back to still holds its old fold of the encounter: its next batch projects again what the other node wrote,
 * and fails on rows that exist. Here the same state is made on one node by putting an older fold back into the
 * projection's cache: the failed batch must forget it, and the next one fold the encounter again from the store.
 */
@MicronautTest(transactional = false)
class StaleFoldHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    ProjectionCache projections;

    @Test
    void aFoldLeftBehindTheRowsIsFoldedAgainFromTheStoreAfterItsBatchFailsNotRetriedForever() {
        Session b = Session.create(new Api(server.getURL()), "{\"id\":\"left-behind\",\"name\":\"Left behind\","
                + "\"seed\":4}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        endTurns(b, 1);
        Projected behind = projections.get("left-behind");
        endTurns(b, 2); // "another node" projects these
        assertThat(projections.get("left-behind").sequence()).isGreaterThan(behind.sequence());

        projections.put("left-behind", behind); // the segment is back on the node that folded only as far as this
        int step = endTurns(b, 1);

        assertThat(b.summary().get("step").asInt()).isEqualTo(step);
        assertThat(b.verified()).as("the rows are those of the stored events").isTrue();
    }

    /** The one whose turn it is ends it, {@code n} times; the last step. */
    private static int endTurns(Session b, int n) {
        int step = 0;
        for (int i = 0; i < n; i++) {
            String actor = b.summary().get("turn").get("actor").asText();
            step = b.command(Session.endTurn(actor)).get("step").asInt();
        }
        return step;
    }
}
