package battleledger.ledger.api;

import battleledger.ledger.app.TakenPositionUnknown;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A command taken whose answer the store could not complete (README, Run on PostgreSQL): 503
 * {@code taken-position-unknown}, without {@code Retry-After}, since sending it again would take it twice.
 */
@Singleton
@Produces
final class TakenProblems implements ExceptionHandler<TakenPositionUnknown, HttpResponse<Problem>> {

    private static final Logger LOG = LoggerFactory.getLogger(TakenProblems.class);

    @Override
    public HttpResponse<Problem> handle(HttpRequest request, TakenPositionUnknown e) {
        Throwable cause = e.getCause();
        LOG.warn("{} {} -> 503 taken-position-unknown ({})", request.getMethod(), request.getPath(),
                cause == null ? "" : cause.getClass().getSimpleName() + ": " + cause.getMessage());
        return Problem.of(HttpStatus.SERVICE_UNAVAILABLE, "taken-position-unknown", e.getMessage(), null).response();
    }
}
