package battleledger.ledger.api;

import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, reads: the combatants are answered from memory while the encounter's projection has not moved. What a
 * client is answered never goes back: a read that waited for a command ({@code ?after=}) is followed, at once, by reads
 * without a position that show at least as much, however near the projector is to noting its commit; an undo (the
 * timeline moves on, the battle goes back) is shown as soon as it is projected.
 */
@MicronautTest(transactional = false)
class CachedCombatantsHttpTest extends ServedApi {

    @Test
    void aReadAfterACommandIsNeverFollowedByAnOlderAnswer() {
        Session s = Session.create(api, "{\"id\":\"cached-grows\",\"name\":\"Grows\",\"seed\":3}");
        List<String> joined = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String id = "c" + i;
            s.add(Session.combatant(id, "party", 10, 10 + i));
            joined.add(id);
            assertThat(ids(s.read("combatants"))).as("waited for the command").isEqualTo(joined);
            for (int again = 0; again < 3; again++) {
                assertThat(ids(api.get("/encounters/cached-grows/combatants").expect(200).json()))
                        .as("read at once after it, without a position").isEqualTo(joined);
            }
        }
    }

    @Test
    void anUndoneCommandLeavesTheAnswerAsSoonAsTheUndoIsProjected() {
        Session s = Session.create(api, "{\"id\":\"cached-undo\",\"name\":\"Undo\",\"seed\":3}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.add(Session.combatant("orc", "orcs", 10, 15));
        assertThat(ids(s.read("combatants"))).containsExactly("ann", "orc");
        assertThat(ids(api.get("/encounters/cached-undo/combatants").expect(200).json())).containsExactly("ann", "orc");

        s.command("{\"type\":\"Undo\"}");
        assertThat(ids(s.read("combatants"))).containsExactly("ann");
        assertThat(ids(api.get("/encounters/cached-undo/combatants").expect(200).json())).containsExactly("ann");
        assertThat(api.get("/encounters/cached-undo/combatants?as=gm").expect(200).json().get(0).get("hp").asInt())
                .isEqualTo(20);
    }

    @Test
    void aRebuildThatRepairsARowIsShownAtOnceThoughNoEventMoved() {
        Session s = Session.create(api, "{\"id\":\"cached-repair\",\"name\":\"Repair\",\"seed\":3}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.summary(); // projected (the summary does not read the combatants)
        sql("UPDATE combatant_view SET hp = 1 WHERE encounter_id = 'cached-repair'"); // a row gone wrong
        assertThat(api.get("/encounters/cached-repair/combatants").expect(200).json().get(0).get("hp").asInt())
                .as("read, and kept, as the rows stand").isEqualTo(1);

        api.post("/admin/projections/rebuild", "").expect(200);
        assertThat(api.get("/encounters/cached-repair/combatants").expect(200).json().get(0).get("hp").asInt())
                .as("the rebuild's repair, not what was kept under the same sequence").isEqualTo(20);
    }

    private void sql(String statement) {
        javax.sql.DataSource ds = io.micronaut.data.connection.jdbc.advice.DelegatingDataSource.unwrapDataSource(
                server.getApplicationContext().getBean(javax.sql.DataSource.class));
        try (java.sql.Connection c = ds.getConnection(); java.sql.Statement st = c.createStatement()) {
            st.executeUpdate(statement);
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> ids(JsonNode fighters) {
        List<String> ids = new ArrayList<>();
        fighters.forEach(f -> ids.add(f.get("id").asText()));
        return ids;
    }
}
