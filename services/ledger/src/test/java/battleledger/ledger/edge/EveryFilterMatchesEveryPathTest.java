package battleledger.ledger.edge;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.filter.GenericHttpFilter;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteMatch;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: when every filter of the service matches every path, Micronaut's router hands each request the one list
 * of filters it made at the start; one filter naming paths (Micronaut's health filter did, {@link HealthStatus} now
 * stands in for it) makes it build, match and sort a list per request. Requests to different routes get the very
 * same list here, and the health filter's work is in it. (That a DOWN health answer is still a 503:
 * {@code StuckProjectionReadinessTest}.)
 */
@MicronautTest
class EveryFilterMatchesEveryPathTest {

    @Inject
    Router router;
    @Inject
    EmbeddedServer server;

    @Test
    void requestsToDifferentRoutesAreHandedTheSameListOfFilters() {
        List<GenericHttpFilter> combatants = filtersOf("/encounters/x1/combatants");
        List<GenericHttpFilter> health = filtersOf("/health/readiness");

        assertThat(health).isSameAs(combatants);
        assertThat(health).anySatisfy(f -> assertThat(f.toString()).contains(HealthStatus.class.getName()));
        assertThat(health).noneSatisfy(f -> assertThat(f.toString()).contains("HealthResultFilter"));
    }

    private List<GenericHttpFilter> filtersOf(String path) {
        HttpRequest<?> request = HttpRequest.GET("http://localhost:" + server.getPort() + path);
        UriRouteMatch<Object, Object> route = router.findClosest(request);
        assertThat(route).as(path).isNotNull();
        return router.findFilters(request, route);
    }
}
