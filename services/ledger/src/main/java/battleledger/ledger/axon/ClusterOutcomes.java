package battleledger.ledger.axon;

import battleledger.ledger.app.OwnerUnavailable;
import org.axonframework.commandhandling.NoHandlerForCommandException;
import org.axonframework.commandhandling.distributed.CommandBusConnectorCommunicationException;
import org.axonframework.commandhandling.distributed.CommandDispatchException;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.axonframework.messaging.RemoteHandlingException;
import org.axonframework.messaging.RemoteNonTransientHandlingException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;

import java.sql.SQLTransientConnectionException;
import java.util.regex.Pattern;

/**
 * A command decided on another node fails here as a description of the exception the owner threw (Axon's
 * {@link RemoteHandlingException}), not as that exception. This turns the ones the service answers precisely back
 * into their own kinds (no such encounter, encounter exists, concurrent append, store unreachable), and a lost
 * owner into {@link OwnerUnavailable}; anything else is left as it is.
 */
public final class ClusterOutcomes {

    private static final Pattern STORE_UNREACHABLE = Pattern.compile(
            "SQLTransientConnectionException|SQLNonTransientConnectionException|SQLRecoverableException"
                    + "|SQLTimeoutException|ConnectException|ConnectionException|SocketException|SocketTimeoutException");

    private ClusterOutcomes() {
    }

    /** The failure as this node's own kind, or {@code failure} itself when it is local or unknown. */
    public static RuntimeException translate(String encounterId, RuntimeException failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            // Axon describes the owner's failure as one of two kinds: non-transient when its chain holds an
            // AxonNonTransientException (no such encounter, a store failure), transient otherwise
            if (t instanceof RemoteHandlingException remote) {
                return fromDescription(encounterId, String.join("\n", remote.getExceptionDescriptions()), failure);
            }
            if (t instanceof RemoteNonTransientHandlingException remote) {
                return fromDescription(encounterId, String.join("\n", remote.getExceptionDescriptions()), failure);
            }
            if (t instanceof CommandDispatchException || t instanceof CommandBusConnectorCommunicationException
                    || t instanceof NoHandlerForCommandException) {
                return new OwnerUnavailable(encounterId);
            }
        }
        return failure;
    }

    private static RuntimeException fromDescription(String encounterId, String description,
                                                    RuntimeException failure) {
        // the most specific first
        if (description.contains(AggregateStreamCreationException.class.getName())) {
            return new AggregateStreamCreationException("encounter \"" + encounterId + "\" exists already");
        }
        if (description.contains(AggregateNotFoundException.class.getName())) {
            return new AggregateNotFoundException(encounterId, "no encounter \"" + encounterId + "\"");
        }
        if (description.contains(ConcurrencyException.class.getName())) {
            return new ConcurrencyException("another command changed encounter \"" + encounterId + "\" meanwhile");
        }
        if (STORE_UNREACHABLE.matcher(description).find()) {
            return new EventStoreException("the owner of \"" + encounterId + "\" cannot reach the store",
                    new SQLTransientConnectionException("the store cannot be reached"));
        }
        if (description.contains(EventStoreException.class.getName())) {
            // the owner's store refused or timed out (a locked row, a statement time-out): nothing was stored
            return new EventStoreException("the owner of \"" + encounterId + "\" could not store the command");
        }
        return failure;
    }
}
