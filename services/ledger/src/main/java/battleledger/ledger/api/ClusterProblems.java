package battleledger.ledger.api;

import battleledger.ledger.app.OwnerUnavailable;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** A command whose owner node left under it (issue 12, Several nodes): 503 {@code owner-unavailable}. */
@Singleton
@Produces
@Requires(classes = {OwnerUnavailable.class, ExceptionHandler.class})
final class ClusterProblems implements ExceptionHandler<OwnerUnavailable, HttpResponse<Problem>> {

    @Override
    public HttpResponse<Problem> handle(HttpRequest request, OwnerUnavailable e) {
        return Problem.of(HttpStatus.SERVICE_UNAVAILABLE, "owner-unavailable", e.getMessage(), null)
                .response().header("Retry-After", StoreProblems.RETRY_AFTER_SECONDS);
    }
}
