package battleledger.ledger.api;

import battleledger.ledger.axon.StoreFailures;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What no more specific handler answers: a store that is down, too slow or holding a lock too long is a
 * {@code 503 store-unavailable} with {@code Retry-After} (the pool gives up on a connection after
 * {@code datasources.default.connection-timeout}, a locked row after the lock timeout of StoreTimeouts), and anything
 * else a {@code 500 internal-error}. Any throwable counts, an Error too: the PostgreSQL driver whose connection dies
 * in the middle of a batch append can throw an AssertionError, and Axon and Micronaut pass it on as it is (issue 12).
 * Neither body ever carries SQL, a class name or a stack trace; the log gets one line for the store, the stack trace
 * only for a real defect.
 */
final class StoreProblems {

    static final String RETRY_AFTER_SECONDS = "2";

    private static final Logger LOG = LoggerFactory.getLogger(StoreProblems.class);

    private StoreProblems() {
    }

    /** Whether the failure comes from a store that cannot be reached (or does not answer) rather than a defect. */
    static boolean storeUnreachable(Throwable failure) {
        return StoreFailures.unreachable(failure);
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
            if (ProblemHandlers.undecodable(e)) {
                return ProblemHandlers.undecodableBody(request);
            }
            return defect(request, e);
        }
    }

    /**
     * An Error or a checked exception, which the handler of RuntimeException never sees: the store's (an
     * AssertionError of a driver cut off mid-batch) is a 503 like any store failure, anything else a 500 problem.
     */
    @Singleton
    @Produces
    static final class UnexpectedThrowable implements ExceptionHandler<Throwable, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, Throwable e) {
            if (storeUnreachable(e)) {
                return unavailable(request, e);
            }
            if (ProblemHandlers.undecodable(e)) {
                return ProblemHandlers.undecodableBody(request);
            }
            return defect(request, e);
        }
    }

    private static HttpResponse<Problem> defect(HttpRequest<?> request, Throwable e) {
        LOG.error("{} {} -> 500", request.getMethod(), request.getPath(), e);
        return Problem.of(HttpStatus.INTERNAL_SERVER_ERROR, "internal-error",
                "the service failed to answer; the failure is logged", null).response();
    }
}
