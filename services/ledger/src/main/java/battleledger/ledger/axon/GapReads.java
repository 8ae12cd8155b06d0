package battleledger.ledger.axon;

import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.List;

/**
 * How the projection's processor reads the events after its token when the token has gaps (positions taken by
 * transactions that had not committed when it read past them; issue 18, read-your-writes with 16 writers). Axon's
 * statement asks {@code (global_index > ? AND global_index <= ?) OR global_index IN (gaps)}, and H2 answers such an
 * OR by scanning the whole event table: under 16 writers, whose commits leave gaps all the time, the event store's
 * producer thread spent its time scanning (reading the table's pages back from the file), the projection fell
 * behind, and a read waiting for its own write waited up to half a second. The same rows as two reads the index
 * answers, put together: the gaps all lie at or below the token's index and the range above it, so no row comes
 * twice.
 */
final class GapReads {

    private GapReads() {
    }

    /** The statement: the range after the token's index (?1, ?2), then the gaps (?3 on). */
    static String sql(EventSchema schema, int gaps) {
        String select = "SELECT " + schema.trackedEventFields() + " FROM " + schema.domainEventTable() + " WHERE ";
        return select + schema.globalIndexColumn() + " > ? AND " + schema.globalIndexColumn() + " <= ?"
                + " UNION ALL " + select + schema.globalIndexColumn() + " IN ("
                + String.join(",", Collections.nCopies(gaps, "?")) + ")"
                + " ORDER BY " + schema.globalIndexColumn() + " ASC";
    }

    /** The events of the batch after {@code globalIndex}, and those at the {@code gaps}, in the order of the store. */
    static PreparedStatement afterWithGaps(Connection connection, EventSchema schema, long globalIndex, int batchSize,
                                           List<Long> gaps) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql(schema, gaps.size()));
        statement.setLong(1, globalIndex);
        statement.setLong(2, globalIndex + batchSize);
        for (int i = 0; i < gaps.size(); i++) {
            statement.setLong(i + 3, gaps.get(i));
        }
        return statement;
    }
}
