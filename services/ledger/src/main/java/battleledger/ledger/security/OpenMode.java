package battleledger.ledger.security;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.async.publisher.Publishers;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpRequest;
import io.micronaut.security.authentication.Authentication;
import io.micronaut.security.filters.AuthenticationFetcher;
import jakarta.inject.Singleton;
import org.reactivestreams.Publisher;

/**
 * {@code ledger.security.mode: open}: one table on one laptop. Every request is the GM of every encounter (and the
 * admin), without a token; a command's {@code by} names who acts, as before tokens.
 */
@Singleton
@Requires(property = SecuritySettings.MODE, value = "open")
public class OpenMode implements AuthenticationFetcher<HttpRequest<?>> {

    @Override
    public Publisher<Authentication> fetchAuthentication(HttpRequest<?> request) {
        return Publishers.just(Party.open().authentication());
    }

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }
}
