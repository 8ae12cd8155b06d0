package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.data.connection.ConnectionOperations;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The wrong refusal of issue 12's three-node kill test, forced. A client read whose turn it was with
 * {@code ?after=} the store's head, was shown the turn just ended, and had its EndTurn refused not-your-turn. The
 * read had compared store positions: the projection keeps, per encounter, its tracking token's position, and an event
 * that commits after a later position was already read (a gap in the global index, filled late: two nodes, or two
 * threads, commit in another order than they took their positions) is delivered with a token standing at that later
 * position. EndTurn's events (the turn ended, the next one started) may be projected in two batches; after the first,
 * the encounter's row said step 5, ann's turn, at a position past the command's last event, and the read passed.
 *
 * <p>Here the projection is left in exactly that state (the row the first batch writes) and the same read is made:
 * it must wait for the encounter's last event, by its sequence number, and answer 503 when it does not come.
 */
class ReadAfterAGapFilledHttpTest extends ShortWaitService {

    @Override
    protected String database() {
        return "gap-filled";
    }

    @Test
    void aReadAfterTheHeadWaitsForTheLastEventOfTheLastCommandNotForATokenThatStandsPastIt() {
        Session s = Session.create(api, "{\"id\":\"gap\",\"name\":\"Gap\",\"seed\":3,"
                + "\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[18,3]}}}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.add(Session.combatant("orc", "orcs", 10, 15));
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode ended = s.command(Session.endTurn("ann"));
        long head = ended.get("position").asLong();
        JsonNode summary = api.get("/encounters/gap?after=" + head).expect(200).json();
        assertThat(summary.get("turn").get("actor").asText()).isEqualTo("orc");

        // what the projection holds after the first of EndTurn's events, delivered as a gap filled late: the step is
        // 5, the turn still ann's, the sequence one short of the last event, the token's position past the head
        long last = summary.get("step").asLong();
        assertThat(last).isEqualTo(5);
        halfProjected("gap", head + 7);

        // the read must not answer from that row: it waits for the last event, which is not coming again here
        api.get("/encounters/gap?after=" + head).problem(503, "projection-behind");
    }

    private void halfProjected(String id, long tokenPosition) {
        @SuppressWarnings("unchecked")
        ConnectionOperations<Connection> connections = server.getApplicationContext()
                .getBean(ConnectionOperations.class);
        connections.executeWrite(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "UPDATE encounter_view SET turn_actor = 'ann', sequence = sequence - 1, position = ? WHERE id = ?")) {
                ps.setLong(1, tokenPosition);
                ps.setString(2, id);
                assertThat(ps.executeUpdate()).isEqualTo(1);
                return null;
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
