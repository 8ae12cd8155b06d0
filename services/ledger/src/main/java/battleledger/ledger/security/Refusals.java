package battleledger.ledger.security;

import battleledger.ledger.api.Problem;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.security.authentication.AuthorizationException;
import io.micronaut.security.authentication.DefaultAuthorizationExceptionHandler;
import jakarta.inject.Singleton;

/** Micronaut Security's refusals as problem+json: 401 without a (valid) token, 403 for a token that may not. */
@Singleton
@Produces
@Replaces(DefaultAuthorizationExceptionHandler.class)
public class Refusals implements ExceptionHandler<AuthorizationException, MutableHttpResponse<?>> {

    @Override
    public MutableHttpResponse<?> handle(HttpRequest request, AuthorizationException e) {
        if (e.isForbidden()) {
            Party party = Party.of(e.getAuthentication());
            return Problem.of(HttpStatus.FORBIDDEN, "forbidden", "this " + party.role().name().toLowerCase(java.util.Locale.ROOT)
                    + " credential" + (party.encounter() == null ? "" : " of encounter \"" + party.encounter() + "\"")
                    + " may not " + request.getMethodName() + " " + request.getPath(), null).response();
        }
        return Problem.of(HttpStatus.UNAUTHORIZED, "unauthenticated", "this request needs a valid token: "
                        + "Authorization: Bearer <token> (README, Who may do what)", null).response()
                .header(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
    }
}
