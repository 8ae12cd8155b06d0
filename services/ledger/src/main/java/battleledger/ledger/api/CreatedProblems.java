package battleledger.ledger.api;

import battleledger.ledger.app.CreatedPositionUnknown;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An encounter created (or imported) whose answer the store could not complete (README, Run on PostgreSQL): 503
 * {@code created-position-unknown}, or {@code creation-unknown} when the store failed under the creation itself (its
 * commit may have gone through), without {@code Retry-After} (created again, it could meet 409 encounter-exists),
 * carrying the encounter's id and its GM token, stored with it if it was created.
 */
@Singleton
@Produces
public final class CreatedProblems implements ExceptionHandler<CreatedPositionUnknown, HttpResponse<CreatedProblems.CreatedProblem>> {

    private static final Logger LOG = LoggerFactory.getLogger(CreatedProblems.class);

    /** The problem, with the new encounter's id and GM token (shown only in this answer). */
    public record CreatedProblem(String type, String title, int status, String code, String detail, String rule,
                                 String id, String gmToken) {
    }

    @Override
    public HttpResponse<CreatedProblem> handle(HttpRequest request, CreatedPositionUnknown e) {
        Throwable cause = e.getCause();
        LOG.warn("{} {} -> 503 {} ({})", request.getMethod(), request.getPath(), e.code(),
                cause == null ? "" : cause.getClass().getSimpleName() + ": " + cause.getMessage());
        Problem p = Problem.of(HttpStatus.SERVICE_UNAVAILABLE, e.code(), e.getMessage(), null);
        return HttpResponse.<CreatedProblem>status(HttpStatus.SERVICE_UNAVAILABLE)
                .body(new CreatedProblem(p.type(), p.title(), p.status(), p.code(), p.detail(), p.rule(),
                        e.encounterId(), e.gmToken()))
                .contentType(Problem.PROBLEM_JSON).header("Cache-Control", "no-store");
    }
}
