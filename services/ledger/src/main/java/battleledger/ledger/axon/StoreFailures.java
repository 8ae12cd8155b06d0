package battleledger.ledger.axon;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandCallback;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.CommandResultMessage;
import org.axonframework.commandhandling.GenericCommandResultMessage;
import org.axonframework.eventsourcing.eventstore.EventStoreException;

import java.net.ConnectException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.List;

/**
 * Which failures are the store's, not the service's: a store that is down, too slow or holding a lock too long
 * (answered 503 store-unavailable, issue 12). On one node the answer is chosen from the failure itself; a command
 * decided on another node (the cluster) comes back only as a description of the owner's failure, its class names and
 * messages without an SQL state, so the owner names such a failure by a kind the description keeps
 * ({@link #named(CommandBus)}) before it is sent back.
 */
public final class StoreFailures {

    /**
     * Code whose own failures are the store's: the JDBC drivers and the pool. A throwable that is not an SQLException
     * yet was thrown inside them (an AssertionError or a NullPointerException of a driver whose connection died
     * mid-way) means the store broke, not the service.
     */
    private static final List<String> STORE_CODE = List.of("org.postgresql.", "org.h2.", "com.zaxxer.hikari.");

    /** The pool, whose SQLExceptions without an SQL state are about its connections, never about a statement. */
    private static final List<String> POOL_CODE = List.of("com.zaxxer.hikari.");

    /**
     * SQL states of a store that is there but cannot serve now: 08 connection exception; 57P operator intervention
     * (shutdown, cannot connect now); 53 insufficient resources; 55P03 lock not available (PostgreSQL's
     * lock_timeout); 57014 statement cancelled (its statement_timeout); HYT00 a timeout (H2's LOCK_TIMEOUT).
     */
    private static final List<String> UNAVAILABLE_STATES = List.of("08", "57P", "53", "55P03", "57014", "HYT00");

    private StoreFailures() {
    }

    /** The mark of a failure met while committing a transaction (which may then have committed all the same). */
    private static final class AtCommit extends RuntimeException {
        AtCommit() {
            super("met while committing: the transaction may have committed", null, false, false);
        }
    }

    /** Marks a failure met while committing, as it is (its type is what Axon and the handlers read). */
    static void markAtCommit(Throwable failure) {
        failure.addSuppressed(new AtCommit());
    }

    /**
     * Whether the failure was met while committing, so that what it was committing may be stored all the same (the
     * database went before acknowledging the commit). A failure before the commit rolled its transaction back.
     */
    public static boolean atCommit(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth++ < 32; t = t.getCause() == t ? null : t.getCause()) {
            for (Throwable s : t.getSuppressed()) {
                if (s instanceof AtCommit) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the failure comes from a store that cannot be reached (or does not answer) rather than a defect. */
    public static boolean unreachable(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth++ < 32; t = t.getCause() == t ? null : t.getCause()) {
            if (!(t instanceof SQLException) && thrownBy(t, STORE_CODE)) {
                return true;
            }
            // the pool's own SQLException without a state: a statement on a connection it closed as broken once the
            // database went ("Connection is closed", HikariCP's ProxyConnection.ClosedConnection)
            if (t instanceof SQLException sql && sql.getSQLState() == null && thrownBy(t, POOL_CODE)) {
                return true;
            }
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof SQLRecoverableException || t instanceof SQLTimeoutException
                    || t instanceof ConnectException || t instanceof SocketTimeoutException
                    || t instanceof SocketException
                    || t instanceof io.micronaut.data.connection.exceptions.ConnectionException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                if (UNAVAILABLE_STATES.stream().anyMatch(state::startsWith)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the throwable was thrown from inside code of one of these packages (it is on the stack where thrown). */
    private static boolean thrownBy(Throwable t, List<String> packages) {
        StackTraceElement[] trace = t.getStackTrace();
        for (int i = 0; i < Math.min(trace.length, 64); i++) {
            String type = trace[i].getClassName();
            if (packages.stream().anyMatch(type::startsWith)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The owner's command bus, whose store failures are named so that a description of them says so: a connection
     * the pool had handed out and the database then closed fails as Hikari's {@code SQLException("Connection is
     * closed")}, which only the code that threw it shows to be the store's; described for the node that sent the
     * command, that was lost and the answer was 500 internal-error (an operator's restart of PostgreSQL mid-load). Such a
     * failure is passed on inside an {@link EventStoreException} caused by an {@link SQLTransientConnectionException}
     * (ClusterOutcomes recognises the name), which this node answers 503 as it did before.
     */
    static CommandBus named(CommandBus bus) {
        return new AnswerWrappingBus(bus) {
            @Override
            public <C, R> void dispatch(CommandMessage<C> command, CommandCallback<? super C, ? super R> callback) {
                bus.dispatch(command, (CommandCallback<C, R>) (message, result) ->
                        callback.onResult(message, named(result)));
            }
        };
    }

    private static <R> CommandResultMessage<? extends R> named(CommandResultMessage<? extends R> result) {
        if (!result.isExceptional() || !unreachable(result.exceptionResult())) {
            return result;
        }
        Throwable failure = result.exceptionResult();
        return GenericCommandResultMessage.asCommandResultMessage(new EventStoreException(
                "the store cannot be reached", new SQLTransientConnectionException(
                "the store cannot be reached", DriverErrors.CONNECTION_FAILURE, failure)));
    }
}
