package battleledger.ledger.app;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.event.EncounterEvent;
import battleledger.ledger.axon.EncounterCommands;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The commands taken with an idempotency key (issue 12): the answer a key was first given, told again from the
 * store (the step's events are read again where they stand in the stream, so the answer is the original one, on any
 * node). The keys themselves are written with the command's events (axon.KeyedCommands).
 */
@Singleton
public class CommandKeys {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ConnectionOperations<Connection> connections;
    private final Provider<EventStore> events;
    private final EventStoreQueries store;

    public CommandKeys(ConnectionOperations<Connection> connections, Provider<EventStore> events,
                       EventStoreQueries store) {
        this.connections = connections;
        this.events = events;
        this.store = store;
    }

    private record Row(String fingerprint, int step, long first, long last, String secrets) {
    }

    /**
     * The original answer to the command taken with this key, if one was; a 422 {@code idempotency-key-reused} when
     * the key was taken by a request with another body.
     */
    public Optional<EncounterService.Accepted> answer(String encounterId, CommandKey key) {
        Optional<Row> row = find(encounterId, key.value());
        if (row.isEmpty()) {
            return Optional.empty();
        }
        Row r = row.get();
        if (!r.fingerprint().equals(key.fingerprint())) {
            throw RuleViolation.illegal("idempotency-key-reused", null, "the Idempotency-Key \"" + key.value()
                    + "\" was first sent with another request body, taken as step " + r.step()
                    + "; a new command needs a new key");
        }
        List<EncounterEvent> stepEvents = new ArrayList<>();
        DomainEventStream stream = events.get().readEvents(encounterId, r.first());
        while (stream.hasNext()) {
            DomainEventMessage<?> m = stream.next();
            if (m.getSequenceNumber() > r.last()) {
                break;
            }
            stepEvents.add((EncounterEvent) m.getPayload());
        }
        return Optional.of(new EncounterService.Accepted(encounterId, r.step(), store.positionOf(encounterId, r.last()),
                stepEvents, secrets(r.secrets())));
    }

    private static List<EncounterCommands.Secret> secrets(String json) {
        try {
            return JSON.readValue(json, new TypeReference<List<EncounterCommands.Secret>>() {
            });
        } catch (IOException e) {
            throw new IllegalStateException("cannot read a stored answer's secrets", e);
        }
    }

    private Optional<Row> find(String encounterId, String key) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement("SELECT fingerprint, step, "
                    + "first_sequence, last_sequence, secrets FROM command_key WHERE encounter_id = ? "
                    + "AND idempotency_key = ?")) {
                ps.setString(1, encounterId);
                ps.setString(2, key);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(new Row(rs.getString(1), rs.getInt(2), rs.getLong(3),
                            rs.getLong(4), rs.getString(5))) : Optional.<Row>empty();
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the command keys", e);
            }
        });
    }
}
