package battleledger.ledger.projection;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: the read side writes what changed and nothing more. A row no event changed is left as it was, so a mark
 * put on it by hand survives: a plain ruling rewrites no step, an undo rewrites only the step it undoes, and a turn
 * rewrites only the combatants it changes.
 */
@MicronautTest(transactional = false)
class ReadSideWritesTest {

    @Inject
    EmbeddedServer server;
    @Inject
    DataSource dataSource;

    @Test
    void aRulingAndAnUndoLeaveTheRowsTheyDoNotChangeAsTheyWere() {
        Api api = new Api(server.getURL());
        // ann 18, bob 11, orc 3; then the dice of the checks
        Session b = Session.annBobAndOrc(api, "untouched-rows", "Untouched", 18, 11, 3, 7, 7, 7, 7, 7, 7);
        b.summary(); // the projection has written the setup
        sql("UPDATE step_view SET reason = 'marked' WHERE encounter_id = 'untouched-rows' AND step <= 5");
        sql("UPDATE combatant_view SET name = 'Marked' WHERE encounter_id = 'untouched-rows' AND combatant_id = 'orc'");

        b.command("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,"
                + "\"purpose\":\"shove the door\"}");
        b.command(Session.endTurn("ann"));
        JsonNode timeline = b.read("timeline");
        assertThat(timeline.get(2).get("reason").asText()).isEqualTo("marked");
        assertThat(timeline.get(4).get("reason").asText()).isEqualTo("marked");
        assertThat(b.read("combatants").get(2).get("name").asText()).isEqualTo("Marked");

        b.command("{\"type\":\"Undo\"}"); // undoes ann's EndTurn, step 7
        timeline = b.read("timeline");
        assertThat(timeline.get(6).get("status").asText()).isEqualTo("undone");
        assertThat(timeline.get(2).get("reason").asText()).isEqualTo("marked");
        assertThat(timeline.get(5).get("status").asText()).isEqualTo("active");
        assertThat(b.summary().get("turn").get("actor").asText()).isEqualTo("ann");
    }

    @Test
    void theBattleAsOfEveryStepIsAnsweredThoughOnlyEveryKthIsStored() {
        Api api = new Api(server.getURL());
        Session b = Session.annBobAndOrc(api, "sparse-states", "Sparse", 18, 11, 3);
        String[] order = {"ann", "bob", "orc"};
        for (int i = 0; i < 40; i++) {
            b.command(Session.endTurn(order[i % 3]));
        }
        int steps = b.summary().get("step").asInt();
        assertThat(count("SELECT COUNT(*) FROM state_view WHERE encounter_id = 'sparse-states'"))
                .isEqualTo(steps / 32);
        for (int step = 1; step <= steps; step++) {
            JsonNode state = b.read("state?step=" + step);
            assertThat(state.get("step").asInt()).isEqualTo(step);
            assertThat(state.get("digest").asText()).hasSize(64);
        }
        assertThat(b.read("state?step=" + steps).get("battle").get("round").asInt())
                .isEqualTo(b.summary().get("round").asInt());
        assertThat(b.verified()).isTrue();
    }

    private void sql(String statement) {
        try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
             PreparedStatement ps = c.prepareStatement(statement)) {
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    private int count(String query) {
        try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
             PreparedStatement ps = c.prepareStatement(query); var rs = ps.executeQuery()) {
            rs.next();
            return rs.getInt(1);
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }
}
