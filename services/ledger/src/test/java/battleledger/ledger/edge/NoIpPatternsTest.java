package battleledger.ledger.edge;

import io.micronaut.security.config.SecurityConfiguration;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: Micronaut's IP rule refuses callers whose address matches none of {@code micronaut.security.ip-patterns};
 * its default ({@code 0.0.0.0}) lets every address in, but wrote out and matched each caller's address per request.
 * The service names no pattern, so the rule lets every address in without asking (every HTTP test is a caller it lets
 * in).
 */
@MicronautTest
class NoIpPatternsTest {

    @Inject
    SecurityConfiguration security;

    @Test
    void theIpRuleHasNoPatternToMatchEachCallerAgainst() {
        assertThat(security.getIpPatterns()).isEmpty();
    }
}
