package battleledger.ledger.store;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.Session;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import javax.sql.DataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, the store in files (H2, the service's default): what a command costs the file is counted, events are
 * appended at the end of every index of the event store, and their identifiers are made in order and need no index.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StoreFileHttpTest {

    private EmbeddedServer server;
    private Api api;

    @BeforeAll
    void start(@TempDir Path data) {
        server = Contexts.onFile(data);
        api = new Api(server.getURL());
    }

    @AfterAll
    void stop() {
        server.close();
    }

    @Test
    void theEventsIdentifiersInTheStoreAreTimeOrderedUuidsInTheOrderTheEventsWereAppended() throws Exception {
        for (int i = 0; i < 3; i++) {
            Session battle = Session.create(api, "Ordered " + i, 7 + i);
            battle.add(Session.combatant("ann", "party", 14, 20));
            battle.add(Session.combatant("orc", "orcs", 10, 15));
            battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        }
        List<String> ids = new ArrayList<>();
        try (Connection c = DelegatingDataSource.unwrapDataSource(
                server.getApplicationContext().getBean(DataSource.class)).getConnection();
             ResultSet rs = c.createStatement().executeQuery(
                     "SELECT event_identifier FROM domain_event_entry ORDER BY global_index")) {
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
        }
        assertThat(ids).hasSizeGreaterThan(9).isSorted().doesNotHaveDuplicates();
        assertThat(ids).allSatisfy(id -> assertThat(UUID.fromString(id).version()).isEqualTo(7));
    }

    @Test
    void theEventStoreIndexesThePositionAndEachEncountersSequenceAndNotTheIdentifiers() throws Exception {
        List<String> indexes = new ArrayList<>();
        try (Connection c = DelegatingDataSource.unwrapDataSource(
                server.getApplicationContext().getBean(DataSource.class)).getConnection();
             ResultSet rs = c.createStatement().executeQuery("SELECT i.index_name, c.column_name "
                     + "FROM information_schema.indexes i JOIN information_schema.index_columns c "
                     + "ON c.index_schema = i.index_schema AND c.index_name = i.index_name "
                     + "WHERE i.table_name = 'domain_event_entry' ORDER BY i.index_name, c.ordinal_position")) {
            java.util.Map<String, List<String>> columns = new java.util.TreeMap<>();
            while (rs.next()) {
                columns.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
            }
            indexes.addAll(columns.values().stream().map(Object::toString).toList());
        }
        // migration V80: nothing reads an event by its identifier
        assertThat(indexes).containsExactlyInAnyOrder("[global_index]", "[aggregate_identifier, sequence_number]");
    }

    @Test
    void prometheusCountsTheBytesTheStoreWroteToItsFileAndReadFromItSampledOffTheScrape() throws Exception {
        Session battle = Session.create(api, "Counted", 5);
        battle.add(Session.combatant("ann", "party", 14, 20));
        double before = counter("ledger_store_file_written_bytes_total");
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        double after = before;
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (after <= before && System.nanoTime() < deadline) {
            Thread.sleep(100); // the counters are sampled once a second, not read from the store by the scrape
            after = counter("ledger_store_file_written_bytes_total");
        }
        assertThat(before).isPositive();
        assertThat(after).as("a command answered is on the disk: its flush wrote to the file").isGreaterThan(before);
        double read = counter("ledger_store_file_read_bytes_total");
        assertThat(Double.isFinite(read) && read >= 0).as("bytes read: %s", read).isTrue();
    }

    private double counter(String name) {
        return api.get("/prometheus").expect(200).body().lines().filter(l -> l.startsWith(name + " "))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
                .findFirst().orElseThrow(() -> new AssertionError(name + " is not among the metrics"));
    }
}
