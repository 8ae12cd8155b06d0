package battleledger.ledger.api;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.ConnectException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.sql.SQLNonTransientConnectionException;

/**
 * What no more specific handler answers: a store that is down or too slow is a {@code 503 store-unavailable} with
 * {@code Retry-After} (the pool gives up on a connection after {@code datasources.default.connection-timeout}), and
 * anything else a {@code 500 internal-error}. Neither body ever carries SQL, a class name or a stack trace; the log
 * gets one line for the store, the stack trace only for a real defect.
 */
final class StoreProblems {

    static final String RETRY_AFTER_SECONDS = "2";

    private static final Logger LOG = LoggerFactory.getLogger(StoreProblems.class);

    private StoreProblems() {
    }

    /** Whether the failure comes from a store that cannot be reached (or does not answer) rather than a defect. */
    static boolean storeUnreachable(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof SQLRecoverableException || t instanceof SQLTimeoutException
                    || t instanceof ConnectException || t instanceof SocketTimeoutException
                    || t instanceof SocketException
                    || t instanceof io.micronaut.data.connection.exceptions.ConnectionException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                // 08: connection exception; 57P: operator intervention (shutdown, cannot connect now); 53: resources
                if (state.startsWith("08") || state.startsWith("57P") || state.startsWith("53")) {
                    return true;
                }
            }
        }
        return false;
    }

    static HttpResponse<Problem> unavailable(HttpRequest<?> request, Throwable failure) {
        LOG.warn("{} {} -> 503 store-unavailable ({})", request.getMethod(), request.getPath(), rootMessage(failure));
        return Problem.of(HttpStatus.SERVICE_UNAVAILABLE, "store-unavailable",
                "the event store cannot be reached just now; nothing was changed, try again", null)
                .response().header("Retry-After", RETRY_AFTER_SECONDS);
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + ": " + root.getMessage();
    }

    @Singleton
    @Produces
    static final class Unexpected implements ExceptionHandler<RuntimeException, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, RuntimeException e) {
            if (storeUnreachable(e)) {
                return unavailable(request, e);
            }
            LOG.error("{} {} -> 500", request.getMethod(), request.getPath(), e);
            return Problem.of(HttpStatus.INTERNAL_SERVER_ERROR, "internal-error",
                    "the service failed to answer; the failure is logged", null).response();
        }
    }
}
