package battleledger.ledger.projection;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.stream.SseClient;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Property;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The projection with batches of one event, so that every command of more than one event reaches it in pieces: the
 * read models still change a whole command at a time (a reader never finds a command half projected), and the deep
 * override of {@link LongBattleStepRowsTest} still writes only the steps it changed.
 */
@MicronautTest(transactional = false)
@Property(name = "ledger.projections.batch-size", value = "1")
class CommandsSplitOverBatchesTest extends LongBattleStepRowsTest {

    @Test
    void aReaderOnlyEverFindsTheEncounterAsAWholeCommandLeftIt() throws Exception {
        Session b = Session.create(new Api(server.getURL()), "{\"id\":\"split\",\"name\":\"Split\",\"seed\":5}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        Set<Long> seen = new TreeSet<>();
        AtomicBoolean playing = new AtomicBoolean(true);
        Thread reader = new Thread(() -> {
            while (playing.get()) {
                long sequence = projectedSequence("split");
                if (sequence >= 0) {
                    seen.add(sequence);
                }
            }
        });
        reader.start();
        for (int turn = 0; turn < 8; turn++) {
            String actor = b.summary().get("turn").get("actor").asText();
            b.command("{\"type\":\"CallForCheck\",\"combatant\":\"" + actor + "\",\"ability\":\"str\",\"dc\":12,"
                    + "\"purpose\":\"hold the line\"}");
            b.command(Session.endTurn(actor));
        }
        b.summary();
        playing.set(false);
        reader.join();

        Map<Integer, Long> lastOfStep = new HashMap<>();
        for (JsonNode line : b.read("log")) {
            lastOfStep.merge(line.get("step").asInt(), line.get("sequence").asLong(), Math::max);
        }
        assertThat(lastOfStep.values()).as("commands of more than one event were played")
                .hasSizeLessThan(b.read("log").size());
        assertThat(seen).as("the sequences the summary row was found at").isNotEmpty()
                .allSatisfy(s -> assertThat(lastOfStep).containsValue(s));
        assertThat(b.verified()).isTrue();
    }

    /**
     * The events a batch held back, the start of a command the batch ended in the middle of, are projected with the
     * rest of their command: the live stream hears each of them once, at its own place in the store.
     */
    @Test
    void aLiveStreamHearsEachEventAtItsStorePositionThoughCommandsArriveInPieces() throws Exception {
        Session b = Session.create(new Api(server.getURL()), "{\"id\":\"split-live\",\"name\":\"Split\",\"seed\":7}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        try (SseClient live = SseClient.open(server.getURL(), "/encounters/split-live/stream", null)) {
            assertThat(live.status()).isEqualTo(200);
            b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
            for (int turn = 0; turn < 4; turn++) {
                b.command(Session.endTurn(b.summary().get("turn").get("actor").asText()));
            }
            List<Long> stored = new ArrayList<>();
            b.read("events").forEach(e -> stored.add(e.get("position").asLong()));

            List<Long> heard = live.awaitId(stored.get(stored.size() - 1)).stream()
                    .map(SseClient.Received::id).toList();

            assertThat(heard).as("every stored event once, at its store position").containsExactlyElementsOf(stored);
        }
    }

    private long projectedSequence(String id) {
        try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT sequence FROM encounter_view WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }
}
