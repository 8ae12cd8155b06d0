package battleledger.ledger;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rebuild writes only the rows that differ (issue 18), and the rows it leaves are exactly those the projection
 * wrote and those a rebuild into empty read models writes, row for row and column for column: after a rebuild of
 * right rows, of rows some of which are missing, wrong or left over, and of emptied tables.
 */
@MicronautTest(transactional = false)
class RebuiltRowsTest {

    private static final String[] TABLES = {
        "encounter_view ORDER BY id", "combatant_view ORDER BY id", "initiative_view ORDER BY id",
        "step_view ORDER BY encounter_id, step", "state_view ORDER BY encounter_id, step", "log_entry ORDER BY id"};

    @Inject
    EmbeddedServer server;

    @Test
    void aRebuildLeavesEveryRowAsTheProjectionWroteItWhateverTheRowsWereBefore() {
        Api api = new Api(server.getURL());
        for (int i = 0; i < 2; i++) {
            Session battle = Session.create(api, "Rows " + i, 2000 + i);
            battle.add(Session.combatant("ann", "party", 12 + i, 20));
            battle.add(Session.combatant("bob", "party", 12, 20));
            battle.add(Session.combatant("orc", "orcs", 10, 15));
            battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
            battle.command("{\"type\":\"OverrideRoll\",\"step\":5,\"roll\":0,\"dice\":[" + (10 + i) + "]}");
            for (int t = 0; t < 40; t++) { // past the 32nd step: a snapshot of the whole battle is kept
                String actor = battle.summary().get("turn").get("actor").asText();
                battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}");
            }
            battle.command("{\"type\":\"Undo\"}");
            if (i == 1) {
                battle.command("{\"type\":\"RevokeRuling\",\"step\":6}");
            }
            battle.summary(); // projected
        }
        List<String> projected = rows();
        assertThat(projected).anyMatch(r -> r.startsWith("state_view"));

        rebuild(api);
        assertThat(rows()).isEqualTo(projected);

        sql("DELETE FROM log_entry WHERE sequence IN (3, 17)", "UPDATE log_entry SET text = 'wrong' WHERE sequence = 9",
                "INSERT INTO log_entry (id, encounter_id, sequence, step, event_type, kind, text, rolls, origin, "
                        + "first_roll, privy) SELECT id || 'x', encounter_id, sequence + 1000, step, event_type, kind, "
                        + "text, rolls, origin, first_roll, privy FROM log_entry WHERE sequence = 4",
                "DELETE FROM step_view WHERE step = 7", "UPDATE step_view SET digest = 'wrong', status = 'undone' "
                        + "WHERE step = 12", "INSERT INTO step_view (encounter_id, step, sender, kind, command, status, "
                        + "in_effect, digest) SELECT encounter_id, 999, sender, kind, command, status, in_effect, digest "
                        + "FROM step_view WHERE step = 8",
                "UPDATE state_view SET battle = '{}'", "INSERT INTO state_view (encounter_id, step, digest, battle) "
                        + "SELECT encounter_id, 64, digest, battle FROM state_view WHERE step = 32",
                "UPDATE combatant_view SET hp = 1 WHERE combatant_id = 'ann'", "DELETE FROM initiative_view WHERE place = 1",
                "UPDATE encounter_view SET round = 99, name = 'wrong'");
        assertThat(rows()).isNotEqualTo(projected);
        rebuild(api);
        assertThat(rows()).isEqualTo(projected);

        sql("DELETE FROM log_entry", "DELETE FROM combatant_view", "DELETE FROM initiative_view",
                "DELETE FROM step_view", "DELETE FROM state_view", "DELETE FROM encounter_view");
        rebuild(api);
        assertThat(rows()).isEqualTo(projected);
    }

    /**
     * Issue 18: a projection batch gathers the rows of every encounter it touched and writes them a table at a time,
     * and the processor's segments commit their batches side by side. Eight battles played at once (batches that mix
     * them, in both segments) leave exactly the rows a rebuild into empty tables writes, each battle's its own.
     */
    @Test
    void battlesPlayedAtOnceLeaveTheRowsARebuildWritesEachBattleItsOwn() throws Exception {
        Api api = new Api(server.getURL());
        int battles = 8;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(battles);
        try {
            List<java.util.concurrent.Future<Session>> played = new ArrayList<>();
            for (int i = 0; i < battles; i++) {
                int n = i;
                played.add(pool.submit(() -> {
                    Session battle = Session.annBobAndOrc(api, "at-once-" + n, "At once " + n, 20 - n, 11, 3);
                    String[] order = {"ann", "bob", "orc"};
                    for (int t = 0; t < 36 + n; t++) { // past the 32nd step: a snapshot of the whole battle is kept
                        battle.command(Session.endTurn(order[t % 3]));
                    }
                    battle.command("{\"type\":\"Undo\"}");
                    return battle;
                }));
            }
            for (var f : played) {
                Session battle = f.get(2, java.util.concurrent.TimeUnit.MINUTES);
                battle.summary(); // projected
                assertThat(battle.verified()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
        List<String> projected = rows();
        for (int i = 0; i < battles; i++) {
            String id = "encounter_id=at-once-" + i + " ";
            assertThat(projected).filteredOn(r -> r.startsWith("state_view") && r.contains(id)).hasSize(1);
        }

        sql("DELETE FROM log_entry", "DELETE FROM combatant_view", "DELETE FROM initiative_view",
                "DELETE FROM step_view", "DELETE FROM state_view", "DELETE FROM encounter_view");
        rebuild(api);
        assertThat(rows()).isEqualTo(projected);
    }

    private static void rebuild(Api api) {
        api.post("/admin/projections/rebuild", "").expect(200);
    }

    private List<String> rows() {
        List<String> out = new ArrayList<>();
        try (java.sql.Connection c = dataSource().getConnection(); java.sql.Statement st = c.createStatement()) {
            for (String table : TABLES) {
                try (ResultSet rs = st.executeQuery("SELECT * FROM " + table)) {
                    ResultSetMetaData meta = rs.getMetaData();
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder(table.substring(0, table.indexOf(' ')));
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            row.append(" | ").append(meta.getColumnName(i)).append('=').append(rs.getString(i));
                        }
                        out.add(row.toString());
                    }
                }
            }
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
        return out;
    }

    private void sql(String... statements) {
        try (java.sql.Connection c = dataSource().getConnection(); java.sql.Statement st = c.createStatement()) {
            for (String s : statements) {
                st.executeUpdate(s);
            }
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    private javax.sql.DataSource dataSource() {
        return io.micronaut.data.connection.jdbc.advice.DelegatingDataSource.unwrapDataSource(
                server.getApplicationContext().getBean(javax.sql.DataSource.class));
    }
}
