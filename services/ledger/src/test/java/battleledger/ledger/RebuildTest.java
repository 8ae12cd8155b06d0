package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every read model can be dropped and rebuilt from the event store, and ends identical. */
@MicronautTest(transactional = false)
class RebuildTest {

    @Inject
    EmbeddedServer server;

    @Test
    void rebuildingTheProjectionsGivesTheSameAnswers() {
        Api api = new Api(server.getURL());
        List<Session> battles = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Session battle = Session.create(api, "Rebuilt " + i, 1000 + i);
            battle.add(Session.combatant("ann", "party", 12 + i, 20));
            battle.add(Session.combatant("bob", "party", 12, 20));
            battle.add(Session.combatant("orc", "orcs", 10, 15));
            battle.command("{\"type\":\"StartCombat\",\"surprised\":[\"orc\"]}");
            battle.command("{\"type\":\"OverrideRoll\",\"step\":5,\"roll\":0,\"dice\":[" + (10 + i) + "]}");
            for (int t = 0; t < 4; t++) {
                String actor = battle.summary().get("turn").get("actor").asText();
                battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}");
            }
            battle.command("{\"type\":\"Undo\"}");
            if (i == 1) {
                battle.command("{\"type\":\"RevokeRuling\",\"step\":6}");
            }
            battles.add(battle);
        }
        List<JsonNode> before = answers(battles);

        // drop the read models (and leave a wrong row behind, which the rebuild must not keep)
        sql("DELETE FROM log_entry", "DELETE FROM combatant_view", "DELETE FROM initiative_view",
                "DELETE FROM step_view", "DELETE FROM state_view",
                "UPDATE encounter_view SET round = 99, name = 'wrong'");
        assertThat(api.get("/encounters/" + battles.get(0).id()).expect(200).json().get("round").asInt())
                .isEqualTo(99);

        JsonNode status = api.post("/admin/projections/rebuild", "").expect(200).json();
        assertThat(status.get("processor").asText()).isEqualTo("projections");
        assertThat(status.get("encounters").asInt()).isGreaterThanOrEqualTo(3);

        assertThat(answers(battles)).isEqualTo(before);
        for (Session b : battles) {
            assertThat(b.verified()).isTrue();
        }
    }

    private void sql(String... statements) {
        javax.sql.DataSource ds = io.micronaut.data.connection.jdbc.advice.DelegatingDataSource.unwrapDataSource(
                server.getApplicationContext().getBean(javax.sql.DataSource.class));
        try (java.sql.Connection c = ds.getConnection(); java.sql.Statement st = c.createStatement()) {
            for (String s : statements) {
                st.executeUpdate(s);
            }
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    private static List<JsonNode> answers(List<Session> battles) {
        List<JsonNode> all = new ArrayList<>();
        for (Session b : battles) {
            all.add(b.summary());
            all.add(b.read("combatants"));
            all.add(b.read("initiative"));
            all.add(b.read("log"));
            all.add(b.read("timeline"));
            int steps = b.summary().get("step").asInt();
            for (int step = 1; step <= steps; step++) {
                all.add(b.read("state?step=" + step).get("battle"));
            }
        }
        return all;
    }
}
