package battleledger.ledger.security;

import io.micronaut.core.async.publisher.Publishers;
import io.micronaut.http.HttpRequest;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.security.authentication.Authentication;
import io.micronaut.security.token.validator.TokenValidator;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import org.reactivestreams.Publisher;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/**
 * Turns the bearer token Micronaut Security read from {@code Authorization: Bearer ...} into the party it stands for:
 * the admin credential from configuration, or an encounter's token found by its SHA-256 (not revoked). Anything else
 * authenticates nobody, and a secured route answers 401. The store is read off the event loop, and only for a token
 * this node does not know already (Tokens keeps them briefly).
 */
@Singleton
public class LedgerTokenValidator implements TokenValidator<HttpRequest<?>> {

    private final Tokens tokens;
    private final SecuritySettings settings;
    private final ExecutorService blocking;

    public LedgerTokenValidator(Tokens tokens, SecuritySettings settings,
                                @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
        this.tokens = tokens;
        this.settings = settings;
        this.blocking = blocking;
    }

    @Override
    public Publisher<Authentication> validateToken(String token, HttpRequest<?> request) {
        if (settings.isAdmin(token)) {
            return Publishers.just(Party.admin().authentication());
        }
        if (token == null || !token.startsWith(Tokens.PREFIX)) {
            return Publishers.empty();
        }
        java.util.Optional<Party> known = tokens.known(token);
        if (known != null) {
            return known.isPresent() ? Publishers.just(known.get().authentication()) : Publishers.empty();
        }
        return Publishers.fromCompletableFuture(() -> CompletableFuture.supplyAsync(
                () -> tokens.check(token).map(Party::authentication).orElse(null), blocking));
    }
}
