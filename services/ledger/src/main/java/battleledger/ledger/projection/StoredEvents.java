package battleledger.ledger.projection;

import battleledger.kernel.event.EncounterEvent;
import battleledger.ledger.axon.Upcasters;
import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.eventsourcing.EventStreamUtils;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.serialization.upcasting.event.EventUpcasterChain;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The stored events of a group of encounters, read for a rebuild in one streamed query (issue 18) rather than one
 * {@code readEvents} per encounter and one more query per encounter for the events' positions; each event is upcast
 * and deserialized by Axon's own serializer and upcaster chain, as the event store does.
 */
@Singleton
public class StoredEvents {

    /** One stored event: its sequence number in its encounter, its global index in the store, and the event. */
    record Stored(long sequence, long position, EncounterEvent event) {
    }

    private final ConnectionOperations<Connection> connections;
    private final Provider<Configuration> axon;
    private final EventUpcasterChain upcasters;

    public StoredEvents(ConnectionOperations<Connection> connections, Provider<Configuration> axon,
                        Upcasters upcasters) {
        this.connections = connections;
        this.axon = axon;
        this.upcasters = new EventUpcasterChain(upcasters.all());
    }

    /** Every stored event of these encounters, each encounter's in order; encounters without events are left out. */
    Map<String, List<Stored>> of(List<String> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        Map<String, List<GenericDomainEventEntry<byte[]>>> entries = new LinkedHashMap<>();
        Map<String, Map<Long, Long>> positions = new HashMap<>();
        connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement("SELECT global_index, event_identifier, "
                    + "aggregate_identifier, sequence_number, aggregate_type, time_stamp, payload_type, payload_revision, "
                    + "payload, meta_data FROM domain_event_entry WHERE aggregate_identifier IN ("
                    + String.join(",", Collections.nCopies(ids.size(), "?"))
                    + ") ORDER BY aggregate_identifier, sequence_number")) {
                for (int i = 0; i < ids.size(); i++) {
                    ps.setString(i + 1, ids.get(i));
                }
                ps.setFetchSize(1000);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        String id = rs.getString(3);
                        long sequence = rs.getLong(4);
                        entries.computeIfAbsent(id, k -> new ArrayList<>()).add(new GenericDomainEventEntry<>(
                                rs.getString(5), id, sequence, rs.getString(2), rs.getString(6), rs.getString(7),
                                rs.getString(8), rs.getBytes(9), rs.getBytes(10)));
                        positions.computeIfAbsent(id, k -> new HashMap<>()).put(sequence, rs.getLong(1));
                    }
                }
                return null;
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the stored events of " + ids, e);
            }
        });
        var serializer = axon.get().eventSerializer();
        Map<String, List<Stored>> out = new java.util.concurrent.ConcurrentHashMap<>();
        entries.entrySet().parallelStream().forEach(e -> { // deserializing is most of the read: on every core
            Map<Long, Long> at = positions.get(e.getKey());
            List<Stored> events = new ArrayList<>(e.getValue().size());
            DomainEventStream stream = EventStreamUtils.upcastAndDeserializeDomainEvents(e.getValue().stream(),
                    serializer, upcasters);
            while (stream.hasNext()) {
                DomainEventMessage<?> m = stream.next();
                events.add(new Stored(m.getSequenceNumber(), at.getOrDefault(m.getSequenceNumber(), -1L),
                        (EncounterEvent) m.getPayload()));
            }
            out.put(e.getKey(), events);
        });
        return out;
    }
}
