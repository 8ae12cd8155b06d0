package battleledger.ledger;

import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Determinism is a feature (DESIGN.md, The kernel is a decider): the same commands, run in two fresh
 * applications, store byte-identical event payloads.
 */
class DeterminismTest {

    @Test
    void theSameCommandsInTwoFreshApplicationsStoreByteIdenticalEvents() throws SQLException {
        List<String> first = run("determinism-a");
        List<String> second = run("determinism-b");
        assertThat(first).hasSizeGreaterThan(20);
        assertThat(second).isEqualTo(first);
    }

    private static List<String> run(String database) throws SQLException {
        try (EmbeddedServer server = Contexts.inMemory(database)) {
            Api api = new Api(server.getURL());
            Session battle = Session.create(api, "{\"id\":\"same-battle\",\"name\":\"Same\",\"seed\":31337}");
            battle.add(Session.combatant("ann", "party", 14, 20));
            battle.add(Session.combatant("bob", "party", 14, 20));
            battle.add(Session.combatant("cal", "party", 14, 20));
            battle.add(Session.combatant("orc", "orcs", 14, 15));
            battle.command("{\"type\":\"StartCombat\",\"surprised\":[\"orc\"]}");
            for (int t = 0; t < 8; t++) {
                String actor = battle.summary().get("turn").get("actor").asText();
                battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}");
            }
            List<String> rows = new ArrayList<>();
            DataSource ds = server.getApplicationContext().getBean(DataSource.class);
            try (Connection c = io.micronaut.data.connection.jdbc.advice.DelegatingDataSource.unwrapDataSource(ds)
                    .getConnection();
                 PreparedStatement ps = c.prepareStatement("SELECT sequence_number, payload_type, payload_revision, "
                         + "payload FROM domain_event_entry WHERE aggregate_identifier = ? ORDER BY sequence_number")) {
                ps.setString(1, "same-battle");
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows.add(rs.getLong(1) + " " + rs.getString(2) + "@" + rs.getString(3) + " "
                                + java.util.HexFormat.of().formatHex(rs.getBytes(4)));
                    }
                }
            }
            return rows;
        }
    }
}
