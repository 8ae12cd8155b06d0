package battleledger.ledger.axon;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Stores a command's idempotency key (README, Commands a client can send again; issue 12) in the transaction that
 * appends its events: the node that decides the command (with the cluster on, the encounter's owner, to which the key
 * travels in the command's metadata) writes the key, the step and where the step's events stand, once they are
 * decided, just before the unit of work commits. A refused command changes nothing and stores no key. A key already
 * taken (the same command sent again at the same time through another node) fails the insert, and with it the whole
 * transaction: the events are not appended twice.
 */
public final class KeyedCommands implements MessageHandlerInterceptor<CommandMessage<?>> {

    /** The metadata keys: the client's key and the fingerprint of the request it came with. */
    public static final String KEY = "ledger-idempotency-key";
    public static final String FINGERPRINT = "ledger-idempotency-fingerprint";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ConnectionProvider connections;

    KeyedCommands(ConnectionProvider connections) {
        this.connections = connections;
    }

    @Override
    public Object handle(UnitOfWork<? extends CommandMessage<?>> unitOfWork, InterceptorChain chain)
            throws Exception {
        Object result = chain.proceed();
        CommandMessage<?> command = unitOfWork.getMessage();
        Object key = command.getMetaData().get(KEY);
        Object fingerprint = command.getMetaData().get(FINGERPRINT);
        if (key != null && fingerprint != null && command.getPayload() instanceof EncounterCommands.Submit submit
                && result instanceof EncounterCommands.Decided decided && decided.refused() == null
                && !decided.events().isEmpty()) {
            String secrets = JSON.writeValueAsString(decided.secrets() == null ? java.util.List.of() : decided.secrets());
            long last = decided.lastSequence(); // the sequence number of the command's last event
            unitOfWork.onPrepareCommit(u -> insert(submit.encounterId(), key.toString(), fingerprint.toString(),
                    decided.step(), last - decided.events().size() + 1, last, secrets));
        }
        return result;
    }

    private void insert(String encounterId, String key, String fingerprint, int step, long first, long last,
                        String secrets) {
        try {
            Connection c = connections.getConnection();
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO command_key (encounter_id, idempotency_key, "
                    + "fingerprint, step, first_sequence, last_sequence, secrets) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                ps.setString(1, encounterId);
                ps.setString(2, key);
                ps.setString(3, fingerprint);
                ps.setInt(4, step);
                ps.setLong(5, first);
                ps.setLong(6, last);
                ps.setString(7, secrets);
                ps.executeUpdate();
            } finally {
                c.close(); // the transaction's connection ignores it
            }
        } catch (SQLException e) {
            if (DuplicateKeyResolver.UNIQUE_VIOLATION.equals(e.getSQLState())) {
                throw new KeyTaken(encounterId, e);
            }
            throw new org.axonframework.eventsourcing.eventstore.EventStoreException(
                    "cannot store the key of a command to \"" + encounterId + "\"", e);
        }
    }

    /**
     * The insert of a key failed: taken meanwhile by the same command sent again (or the row is held by one still
     * deciding). Like an append that found its sequence number taken, it is a concurrency failure: the service looks
     * the key up, and answers with the command taken, or 409 concurrent-command.
     */
    public static final class KeyTaken extends org.axonframework.modelling.command.ConcurrencyException {
        KeyTaken(String encounterId, SQLException cause) {
            super("the idempotency key of a command to \"" + encounterId + "\" could not be stored", cause);
        }
    }
}
