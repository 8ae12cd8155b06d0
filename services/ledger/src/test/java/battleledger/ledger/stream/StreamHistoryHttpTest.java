package battleledger.ledger.stream;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.table.Table;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/** GET /encounters/{id}/stream is the battle's history as it happened, where /log is the battle as it stands. */
@MicronautTest(transactional = false)
class StreamHistoryHttpTest {

    @Inject
    EmbeddedServer server;

    /**
     * The stream is the history as it happened (README, "Live stream"): a fresh one still carries the line of
     * a step since undone, then the undo's own, where the log reads only the steps in effect.
     */
    @Test
    void aFreshStreamKeepsTheLineOfAnUndoneStepWhichTheLogLeavesOut() throws Exception {
        Session s = Session.annBobAndOrc(new Api(server.getURL()), "stream-undone", "Streamed", 18, 11, 3, 15, 6, 12);
        s.command(Session.endTurn("ann"));
        int undone = s.summary().get("step").asInt();
        s.command("{\"type\":\"Undo\"}");
        try (SseClient fresh = SseClient.open(server.getURL(), "/encounters/" + s.id() + "/stream", null)) {
            List<SseClient.Received> got = fresh.awaitId(s.position());
            List<Integer> steps = got.stream().map(r -> r.data().get("step").asInt()).toList();
            long ofTheUndone = steps.stream().filter(step -> step == undone).count();
            assertThat(ofTheUndone).isPositive();
            assertThat(got.get(got.size() - 1).data().get("type").asText()).isEqualTo("StepUndone");
            assertThat(Table.texts(s.read("log"), "text")).hasSize(got.size() - (int) ofTheUndone);
            assertThat(StreamSupport.stream(s.read("log").spliterator(), false)
                    .map(l -> l.get("step").asInt())).doesNotContain(undone);
        }
    }
}
