package battleledger.ledger.axon;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.projection.ProjectionCache;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;

/** The battles the caches' tests play, and a wait for the projection's fold of one. */
final class CachedBattles {

    private CachedBattles() {
    }

    /** Waits until the projection has noted its fold of the encounter's last stored event (after its commit). */
    static void awaitFold(EmbeddedServer server, ProjectionCache projections, String id) {
        JsonNode events = new Api(server.getURL()).get("/encounters/" + id + "/events?limit=1000").expect(200).json();
        long last = events.get(events.size() - 1).get("sequence").asLong();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (projections.committedSequence(id).orElse(-1) != last) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(id + "'s fold never reached sequence " + last);
            }
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
        }
    }

    /** Ann against an orc, the combat started. */
    static Session battle(EmbeddedServer server, String id) {
        Session b = Session.create(new Api(server.getURL()), "{\"id\":\"" + id + "\",\"name\":\"" + id
                + "\",\"seed\":9}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return b;
    }

    /** Each turn the GM calls for a check and the one whose turn it is ends it; the last step. */
    static int turns(Session b, int n) {
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
