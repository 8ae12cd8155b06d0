package battleledger.ledger.security;

import io.micronaut.core.async.publisher.Publishers;
import io.micronaut.http.HttpRequest;
import io.micronaut.security.authentication.Authentication;
import io.micronaut.security.rules.SecuredAnnotationRule;
import io.micronaut.security.rules.SecurityRule;
import io.micronaut.security.rules.SecurityRuleResult;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.UriRouteMatch;
import jakarta.inject.Singleton;
import org.reactivestreams.Publisher;

/**
 * A token is bound to one encounter: on every route with an encounter {@code {id}}, a token of another encounter is
 * refused (403) before the {@code @Secured} roles are even looked at. The admin credential and the open mode are
 * bound to none. Runs in Micronaut Security's filter, before {@link SecuredAnnotationRule}.
 */
@Singleton
public class EncounterBinding implements SecurityRule<HttpRequest<?>> {

    public static final int ORDER = SecuredAnnotationRule.ORDER - 100;

    @Override
    public Publisher<SecurityRuleResult> check(HttpRequest<?> request, Authentication authentication) {
        if (authentication == null || request == null) {
            return Publishers.just(SecurityRuleResult.UNKNOWN);
        }
        Party party = Party.of(authentication);
        if (party.everywhere()) {
            return Publishers.just(SecurityRuleResult.UNKNOWN);
        }
        String encounter = RouteAttributes.getRouteMatch(request)
                .filter(m -> m instanceof UriRouteMatch<?, ?>)
                .map(m -> ((UriRouteMatch<?, ?>) m).getVariableValues().get("id"))
                .map(String::valueOf).orElse(null);
        if (encounter != null && !encounter.equals(party.encounter())) {
            return Publishers.just(SecurityRuleResult.REJECTED);
        }
        return Publishers.just(SecurityRuleResult.UNKNOWN);
    }

    @Override
    public int getOrder() {
        return ORDER;
    }
}
