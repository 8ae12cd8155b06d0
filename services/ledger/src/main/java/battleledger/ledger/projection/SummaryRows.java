package battleledger.ledger.projection;

import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Singleton;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Updates an encounter's summary row ({@code encounter_view}) once per projection batch that touched it (all of a batch's in one JDBC batch), on the
 * connection of the transaction in progress, binding the columns by place. The repository's {@code update} bound
 * each of the 18 columns by a name it derived again per call: in a profile of 16 writers (issue 18,
 * read-your-writes) it was 12% of the projection's samples, on the path every {@code ?after=} read waits for. A new
 * encounter's row is still inserted by the repository. {@code SummaryRowsTest} reads back through the repository
 * what this wrote.
 */
@Singleton
public class SummaryRows {

    private final ConnectionOperations<Connection> connections;

    public SummaryRows(ConnectionOperations<Connection> connections) {
        this.connections = connections;
    }

    /**
     * The store position of the encounter's last event, looked up where the row is written. The position an event
     * reaches the projection with is its tracking token's, and for an event that filled a gap (its command committed
     * after a later position was read: several writers on PostgreSQL, issue 12) that is a later position, another
     * encounter's; a rebuild, which reads the store in order, writes the event's own (issue 18: battles played at
     * once on PostgreSQL left summaries a rebuild then changed). The token's position stands when the store has no
     * such event (it always has: the row is written after its events).
     */
    private static final String UPDATE = "UPDATE encounter_view SET name = ?, ruleset = ?, seed = ?, options = ?, "
            + "status = ?, round = ?, turn_actor = ?, step = ?, sequence = ?, position = COALESCE((SELECT global_index "
            + "FROM domain_event_entry WHERE aggregate_identifier = ? AND sequence_number = ?), ?), economy = ?, "
            + "awaiting = ?, sequence_state = ?, effects = ?, grid = ?, dice_awaited = ?, game_time = ? WHERE id = ?";

    /** Updates the rows of these encounters, in one JDBC batch. */
    void update(java.util.Collection<EncounterView> views) {
        JdbcBatch.run(connections, UPDATE, views, SummaryRows::bind, "the encounters' summaries");
    }

    private static void bind(PreparedStatement ps, EncounterView v) throws SQLException {
        ps.setString(1, v.name());
        ps.setString(2, v.ruleset());
        ps.setLong(3, v.seed());
        ps.setString(4, v.options());
        ps.setString(5, v.status());
        ps.setInt(6, v.round());
        JdbcBatch.text(ps, 7, v.turnActor());
        ps.setInt(8, v.step());
        ps.setLong(9, v.sequence());
        ps.setString(10, v.id()); // the position: the store's for the last event, else the token's
        ps.setLong(11, v.sequence());
        ps.setLong(12, v.position());
        JdbcBatch.text(ps, 13, v.economy());
        ps.setString(14, v.awaiting());
        JdbcBatch.text(ps, 15, v.sequenceState());
        ps.setString(16, v.effects());
        JdbcBatch.text(ps, 17, v.grid());
        JdbcBatch.text(ps, 18, v.diceAwaited());
        ps.setLong(19, v.gameTime());
        ps.setString(20, v.id());
    }
}
