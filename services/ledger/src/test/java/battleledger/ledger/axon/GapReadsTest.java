package battleledger.ledger.axon;

import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, read-your-writes with 16 writers: the projection's read of the events after a token with gaps answers the
 * range and the gaps, in order, each once, and H2 answers it from the index, where Axon's {@code ... OR global_index IN
 * (...)} scans the whole table (which is what kept a read waiting for its own write up to half a second).
 */
class GapReadsTest {

    private static final EventSchema SCHEMA = AxonFactory.EVENT_SCHEMA;
    private Connection connection;

    @BeforeEach
    void events() throws SQLException {
        connection = DriverManager.getConnection("jdbc:h2:mem:gap-reads", "sa", "");
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE domain_event_entry (global_index BIGINT PRIMARY KEY, event_identifier VARCHAR(255),"
                    + " aggregate_identifier VARCHAR(255), sequence_number BIGINT, aggregate_type VARCHAR(255),"
                    + " time_stamp VARCHAR(255), payload_type VARCHAR(255), payload_revision VARCHAR(255),"
                    + " payload BYTEA, meta_data BYTEA)");
            s.execute("INSERT INTO domain_event_entry SELECT x, 'e' || x, 'enc', x, 'Encounter', 't', 'p', null,"
                    + " X'00', null FROM SYSTEM_RANGE(1, 3000) WHERE x NOT IN (1004, 1006)");
        }
    }

    @AfterEach
    void close() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("DROP ALL OBJECTS");
        }
        connection.close();
    }

    @Test
    void theRangeAfterTheTokenAndItsGapsComeInTheStoresOrderEachOnce() throws SQLException {
        List<Long> read = new ArrayList<>();
        try (PreparedStatement ps = GapReads.afterWithGaps(connection, SCHEMA, 1000, 8, List.of(997L, 990L, 1004L));
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                read.add(rs.getLong(SCHEMA.globalIndexColumn()));
            }
        }
        // 1004 is a gap still open (never committed) and lies in no range: the store has no such row
        assertThat(read).containsExactly(990L, 997L, 1001L, 1002L, 1003L, 1005L, 1007L, 1008L);
    }

    @Test
    void h2AnswersItFromTheIndexWhereTheOrFormScansTheTable() throws SQLException {
        String ours = plan(GapReads.sql(SCHEMA, 2));
        String axons = plan("SELECT " + SCHEMA.trackedEventFields() + " FROM " + SCHEMA.domainEventTable()
                + " WHERE (global_index > ? AND global_index <= ?) OR global_index IN (?,?) ORDER BY global_index ASC");
        assertThat(scanned(ours)).as("rows H2 looked at: %s", ours).isLessThan(20);
        assertThat(scanned(axons)).as("rows H2 looked at: %s", axons).isGreaterThan(2_900);
    }

    /** The rows the plan's scans looked at, as EXPLAIN ANALYZE counts them. */
    private static int scanned(String plan) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("scanCount: (\\d+)").matcher(plan);
        int rows = 0;
        while (m.find()) {
            rows += Integer.parseInt(m.group(1));
        }
        return rows;
    }

    private String plan(String sql) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("EXPLAIN ANALYZE " + sql)) {
            ps.setLong(1, 1000);
            ps.setLong(2, 1008);
            ps.setLong(3, 990);
            ps.setLong(4, 997);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }
}
