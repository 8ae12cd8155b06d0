package battleledger.ledger.edge;

import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import io.micronaut.web.router.UriRouteMatch;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: {@link IndexedRouter} finds a request's route among the few its path can match, and must find exactly the
 * route Micronaut's own router finds by trying every route. Every route of the service is asked for, by every method,
 * with paths made from its template (as written, with a trailing slash, a segment more, a segment less) and with paths
 * that are odd (empty segments, escapes, other case, unknown), with and without Accept and Content-Type headers.
 */
@MicronautTest
class IndexedRouterTest {

    private static final HttpMethod[] METHODS = {HttpMethod.GET, HttpMethod.POST, HttpMethod.PUT, HttpMethod.DELETE,
        HttpMethod.PATCH, HttpMethod.HEAD, HttpMethod.OPTIONS};
    private static final String[] ACCEPT = {null, "application/json", "text/html", "text/event-stream", "*/*"};
    private static final String[] CONTENT = {null, "application/json", "text/plain", "application/x-ndjson"};

    @Inject
    Router router;
    @Inject
    EmbeddedServer server;

    @Test
    void theServiceRoutesThroughTheIndex() {
        assertThat(router).isInstanceOf(IndexedRouter.class);
    }

    @Test
    void everyRequestFindsTheRouteMicronautsOwnRouterFinds() {
        IndexedRouter indexed = (IndexedRouter) router;
        Set<String> paths = new LinkedHashSet<>();
        router.uriRoutes().forEach(route -> paths.addAll(pathsOf(route.getUriMatchTemplate().toString())));
        paths.addAll(List.of("/", "/encounters", "/encounters/", "//encounters/x1/combatants",
                "/encounters//combatants", "/encounters/x1//combatants", "/encounters/%78/combatants",
                "/ENCOUNTERS/x1/combatants", "/encounters/x1/combatants;v=1", "/nope", "/nope/x1", "/console",
                "/console/", "/console/app.js", "/docs", "/docs/index.html", "/openapi.yml", "/health",
                "/health/liveness", "/health/readiness", "/rulesets/dragonbane/spells", "/encounters/x1/y/z/w"));

        int asked = 0;
        Set<String> found = new java.util.HashSet<>();
        List<String> differ = new ArrayList<>();
        for (String path : paths) {
            for (HttpMethod method : METHODS) {
                for (String accept : ACCEPT) {
                    for (String content : method.permitsRequestBody() ? CONTENT : new String[] {null}) {
                        MutableHttpRequest<?> request = HttpRequest.create(method,
                                "http://localhost:" + server.getPort() + path);
                        if (accept != null) {
                            request.header("Accept", accept);
                        }
                        if (content != null) {
                            request.header("Content-Type", content);
                        }
                        String expected = outcome(() -> indexed.findClosestTryingEveryRoute(request));
                        String actual = outcome(() -> indexed.findClosest(request));
                        asked++;
                        if (expected.contains("@")) {
                            found.add(expected.substring(0, expected.indexOf(" | ")));
                        }
                        if (!expected.equals(actual)) {
                            differ.add(method + " " + path + " accept=" + accept + " content=" + content
                                    + ": every route " + expected + ", indexed " + actual);
                        }
                    }
                }
            }
        }
        assertThat(differ).as("of %d requests", asked).isEmpty();
        // not a comparison of nothing with nothing: nearly every route was found by some request
        long routes = router.uriRoutes().distinct().count();
        assertThat(found).as("routes found, of %d", routes).hasSizeGreaterThan((int) (routes * 3 / 4));
        assertThat(outcome(() -> indexed.findClosest(HttpRequest.GET(
                "http://localhost:" + server.getPort() + "/encounters/x1/combatants")))).contains("/combatants");
    }

    /** Paths a template matches, and some it nearly matches. */
    private static List<String> pathsOf(String template) {
        String path = template.replaceAll("\\{[?&][^}]*}", "");
        List<String> out = new ArrayList<>();
        for (String value : new String[] {"x1", "5", "a.b"}) {
            String p = path.replaceAll("\\{[A-Za-z0-9_]+}", value).replaceAll("\\{[^}]*}", value + "/more");
            if (p.isEmpty()) {
                p = "/";
            }
            out.add(p);
            out.add(p.endsWith("/") ? p : p + "/");
            out.add((p.endsWith("/") ? p : p + "/") + "extra");
            int last = p.lastIndexOf('/');
            out.add(last > 0 ? p.substring(0, last) : "/");
        }
        return out;
    }

    private interface Find {
        UriRouteMatch<?, ?> find();
    }

    private static String outcome(Find find) {
        try {
            UriRouteMatch<?, ?> match = find.find();
            if (match == null) {
                return "none";
            }
            UriRouteInfo<?, ?> route = match.getRouteInfo();
            return route.getHttpMethodName() + " " + route.getUriMatchTemplate() + " " + route.getTargetMethod()
                    + "@" + System.identityHashCode(route) + " | " + match.getVariableValues();
        } catch (RuntimeException e) {
            return e.getClass().getName();
        }
    }
}
