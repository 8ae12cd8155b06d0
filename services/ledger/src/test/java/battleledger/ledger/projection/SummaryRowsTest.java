package battleledger.ledger.projection;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.transaction.SynchronousTransactionManager;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.sql.Connection;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, read-your-writes: the projection updates an encounter's summary by the columns' places (SummaryRows); the
 * repository reads back exactly the summary written, every column, set and unset, and no other encounter's.
 */
@MicronautTest(transactional = false)
class SummaryRowsTest {

    @Inject
    SummaryRows rows;
    @Inject
    EncounterViews repository;
    @Inject
    SynchronousTransactionManager<Connection> transactions;
    @Inject
    javax.sql.DataSource dataSource;

    @Test
    void theSummariesOfOneBatchUpdatedByPlaceReadBackThroughTheRepositoryColumnForColumn() {
        EncounterView created = new EncounterView("summary-rows", "Summary", "playtest", 7, "{}", "setup", 0, null,
                1, 0, 3, null, "[]", null, "[]", null, null, 0);
        EncounterView other = new EncounterView("summary-other", "Other", "playtest", 8, "{}", "setup", 0, null, 1,
                0, 4, null, "[]", null, "[]", null, null, 0);
        repository.save(created);
        repository.save(other);

        EncounterView full = new EncounterView("summary-rows", "Summary, renamed", "dragonbane", 9,
                "{\"dice\":{\"mode\":\"seeded\"}}", "active", 3, "ann", 42, 57, 1234, "{\"actions\":1}",
                "[{\"who\":\"bob\"}]", "{\"spell\":\"fireball\"}", "[{\"effect\":\"bless\"}]", "{\"width\":10}",
                "{\"roller\":\"ann\"}", 18);
        transactions.executeWrite(status -> {
            rows.update(java.util.List.of(full));
            return null;
        });
        assertThat(repository.findById("summary-rows")).contains(full);
        assertThat(repository.findById("summary-other")).contains(other);

        EncounterView bare = new EncounterView("summary-rows", "Summary", "playtest", 9, "{}", "ended", 4, null, 43,
                58, 1240, null, "[]", null, "[]", null, null, 24);
        EncounterView otherMoved = new EncounterView("summary-other", "Other", "playtest", 8, "{}", "active", 1,
                "cat", 2, 1, 5, null, "[]", null, "[]", null, null, 6);
        transactions.executeWrite(status -> {
            rows.update(java.util.List.of(bare, otherMoved));
            return null;
        });
        assertThat(repository.findById("summary-rows")).contains(bare);
        assertThat(repository.findById("summary-other")).contains(otherMoved);
    }

    /**
     * A summary stands at its last event's own store position, not at the later one its tracking token carried when
     * that event filled a gap (issue 18: a rebuild writes the event's own).
     */
    @Test
    void theSummaryStandsAtItsLastEventsStorePositionNotTheTokens() throws Exception {
        long stored;
        try (Connection c = io.micronaut.data.connection.jdbc.advice.DelegatingDataSource.unwrapDataSource(dataSource)
                .getConnection();
             java.sql.PreparedStatement ps = c.prepareStatement("INSERT INTO domain_event_entry (event_identifier, "
                     + "aggregate_identifier, sequence_number, time_stamp, payload_type, payload) "
                     + "VALUES ('summary-gap-e5', 'summary-gap', 5, '2026-11-27T00:00:00Z', 'Test', X'00')",
                     java.sql.Statement.RETURN_GENERATED_KEYS)) {
            ps.executeUpdate();
            try (java.sql.ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                stored = keys.getLong(1);
            }
        }
        EncounterView created = new EncounterView("summary-gap", "Gap", "playtest", 7, "{}", "setup", 0, null,
                1, 0, 3, null, "[]", null, "[]", null, null, 0);
        repository.save(created);
        long tokens = stored + 40; // a later position, another encounter's event
        EncounterView moved = new EncounterView("summary-gap", "Gap", "playtest", 7, "{}", "active", 1, null,
                2, 5, tokens, null, "[]", null, "[]", null, null, 6);
        transactions.executeWrite(status -> {
            rows.update(java.util.List.of(moved));
            return null;
        });
        assertThat(repository.findById("summary-gap")).hasValueSatisfying(v -> {
            assertThat(v.position()).isEqualTo(stored);
            assertThat(v.sequence()).isEqualTo(5);
        });
    }
}
