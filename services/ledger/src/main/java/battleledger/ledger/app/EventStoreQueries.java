package battleledger.ledger.app;

import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Singleton;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The few questions the API asks the event store table directly: where an event stands in the global stream
 * (the "position" of a command's answer) and whether an encounter exists there at all.
 */
@Singleton
public class EventStoreQueries {

    private final ConnectionOperations<Connection> connections;

    public EventStoreQueries(ConnectionOperations<Connection> connections) {
        this.connections = connections;
    }

    /** The global index of an encounter's event with the given sequence number, or -1. */
    public long positionOf(String encounterId, long sequence) {
        return query("SELECT global_index FROM domain_event_entry WHERE aggregate_identifier = ? AND sequence_number = ?",
                encounterId, sequence);
    }

    /** The global index of the encounter's last event at or before {@code position}, or -1 when it has none. */
    public long lastPositionAtOrBefore(String encounterId, long position) {
        return query("SELECT MAX(global_index) FROM domain_event_entry WHERE aggregate_identifier = ? AND global_index <= ?",
                encounterId, position);
    }

    /**
     * The sequence number of the encounter's last event at or before {@code position}, or -1 when it has none: how far
     * a read with {@code ?after=position} must see the encounter projected.
     */
    public long lastSequenceAtOrBefore(String encounterId, long position) {
        return query("SELECT MAX(sequence_number) FROM domain_event_entry WHERE aggregate_identifier = ? "
                + "AND global_index <= ?", encounterId, position);
    }

    /** The sequence number of the encounter's last stored event, or -1. */
    public long lastSequence(String encounterId) {
        return query("SELECT MAX(sequence_number) FROM domain_event_entry WHERE aggregate_identifier = ? "
                + "AND sequence_number >= ?", encounterId, 0);
    }

    public boolean exists(String encounterId) {
        return positionOf(encounterId, 0) >= 0;
    }

    /** The global index of each of the encounter's events from sequence {@code from} to {@code to}, by sequence. */
    public Map<Long, Long> positions(String encounterId, long from, long to) {
        return positionsWhere("sequence_number BETWEEN ? AND ?", encounterId, from, to);
    }

    /**
     * Global index by sequence number, for the encounter's events stored after {@code position} (a stream resuming
     * there), by sequence: a long battle's earlier events are not read.
     */
    public Map<Long, Long> positionsAfter(String encounterId, long position) {
        return positionsWhere("global_index > ?", encounterId, position);
    }

    /** Global index by sequence number, of the encounter's events that meet {@code condition} (its ? the bounds). */
    private Map<Long, Long> positionsWhere(String condition, String encounterId, long... bounds) {
        return connections.executeRead(status -> {
            Map<Long, Long> out = new LinkedHashMap<>();
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "SELECT sequence_number, global_index FROM domain_event_entry WHERE aggregate_identifier = ? "
                            + "AND " + condition + " ORDER BY sequence_number")) {
                ps.setString(1, encounterId);
                for (int i = 0; i < bounds.length; i++) {
                    ps.setLong(i + 2, bounds[i]);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getLong(1), rs.getLong(2));
                    }
                }
                return out;
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read positions", e);
            }
        });
    }

    /** Global index by sequence number, for every event of an encounter. */
    public Map<Long, Long> positions(String encounterId) {
        return positions(encounterId, 0, Long.MAX_VALUE);
    }

    /** Every encounter the store holds, in the order they were created, with how many events it has. */
    public Map<String, Long> encounterSizes() {
        return connections.executeRead(status -> {
            Map<String, Long> out = new java.util.LinkedHashMap<>();
            // the last sequence number of each: one look into the (aggregate, sequence) index per encounter
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "SELECT f.aggregate_identifier, (SELECT MAX(e.sequence_number) FROM domain_event_entry e "
                            + "WHERE e.aggregate_identifier = f.aggregate_identifier) FROM domain_event_entry f "
                            + "WHERE f.sequence_number = 0 ORDER BY f.global_index");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getLong(2) + 1);
                }
                return out;
            } catch (SQLException e) {
                throw new IllegalStateException("cannot list the encounters", e);
            }
        });
    }

    private long query(String sql, String id, long number) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(sql)) {
                ps.setString(1, id);
                ps.setLong(2, number);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        long value = rs.getLong(1);
                        return rs.wasNull() ? -1L : value;
                    }
                    return -1L;
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot query the event store", e);
            }
        });
    }
}
