package battleledger.ledger.rules;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17, defect 10: a read of {@code /log?after=P} once showed one line fewer than the encounter's events up to P.
 * A projection batch writes its read models and its token in one transaction, so no read can see half of one; this
 * drives two encounters at once with batches of two events (so a command's events span batches and encounters
 * interleave in the store) and checks every read against the store.
 */
@Tag("slow")
class LogReadYourWritesHttpTest {

    static EmbeddedServer server;
    static Api api;

    @BeforeAll
    static void start() {
        server = Contexts.start("jdbc:h2:mem:log-ryw;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1",
                Map.of("ledger.projections.batch-size", 2, "ledger.projections.segments", 2));
        api = new Api(server.getURL());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static String creature(String id, String side) {
        return "{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"side\":\""
                + side + "\",\"abilities\":{\"str\":10,\"dex\":10,\"con\":10,\"int\":10,\"wis\":10,\"cha\":10},"
                + "\"level\":1,\"ac\":10,\"hp\":10,\"speed\":30,\"attacks\":[]}}";
    }

    /** Plays turns and, after each, compares the log read as of its answer with the store's events up to it. */
    static List<String> playAndRead(String name, int turns) {
        Session s = Session.create(api, name, 7);
        s.command(creature("ann", "party"));
        s.command(creature("orc", "orcs"));
        s.command("{\"type\":\"StartCombat\"}");
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < turns; i++) {
            String actor = s.read("").path("turn").path("actor").asText();
            s.command("{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}");
            long p = s.position();
            int lines = s.read("log").size();
            long stored = 0;
            for (JsonNode e : api.get("/encounters/" + s.id() + "/events").expect(200).json()) {
                stored += e.path("position").asLong() <= p ? 1 : 0;
            }
            if (lines != stored) {
                mismatches.add(name + " after " + p + ": " + lines + " lines for " + stored + " events");
            }
        }
        return mismatches;
    }

    @Test
    @DisplayName("DESIGN.md, read-your-writes: /log?after=P has a line for every event of the encounter up to P, "
            + "while another encounter writes at the same time")
    void everyLogReadHasEveryLineUpToItsPosition() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<List<String>> a = pool.submit(() -> playAndRead("ryw-a", 25));
            Future<List<String>> b = pool.submit(() -> playAndRead("ryw-b", 25));
            List<String> mismatches = new ArrayList<>(a.get());
            mismatches.addAll(b.get());
            assertThat(mismatches).isEmpty();
        } finally {
            pool.shutdownNow();
        }
    }
}
