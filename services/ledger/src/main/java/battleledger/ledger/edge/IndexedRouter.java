package battleledger.ledger.edge;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.web.router.DefaultRouter;
import io.micronaut.web.router.RouteBuilder;
import io.micronaut.web.router.UriRouteInfo;
import io.micronaut.web.router.UriRouteMatch;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Micronaut's router, finding a request's route among the few its path can match (issue 18). Micronaut 4.10's {@link
 * DefaultRouter#findClosest} tries every route of the request's method against its path, and each try of a template
 * with a variable fills a map and cuts substrings before it fails: with 36 GET routes, most of them {@code
 * /encounters/{id}/...}, that was 8% of the service's CPU for a read at 16 clients and 45% of what the event loop
 * allocated for it. Here the routes are indexed by their path segments ({@link RouteIndex}); the candidates are
 * checked as {@code DefaultRouter} checks them (port, body, consumed and produced types, conditions) and matched as it
 * matches them. When one matches, it is the route; when none, there is none; when two or more, or for a path the index
 * does not read, {@code DefaultRouter} decides as before (its ambiguity rules). Every other question (filters, 405,
 * 406, 415, errors) is {@code DefaultRouter}'s own. {@code IndexedRouterTest} compares the two on every route of the
 * service.
 */
@Singleton
@Replaces(DefaultRouter.class)
public class IndexedRouter extends DefaultRouter {

    private final Map<String, RouteIndex<UriRouteInfo<Object, Object>>> byMethod = new HashMap<>();
    private volatile Set<Integer> ports;

    @Inject
    @SuppressWarnings("unchecked")
    public IndexedRouter(Collection<RouteBuilder> builders) {
        super(builders);
        Map<UriRouteInfo<?, ?>, Boolean> seen = new IdentityHashMap<>();
        uriRoutes().forEach(route -> {
            if (seen.put(route, Boolean.TRUE) == null) {
                byMethod.computeIfAbsent(methodOf(route), m -> new RouteIndex<>())
                        .add(route.getUriMatchTemplate().toString(), (UriRouteInfo<Object, Object>) route);
            }
        });
    }

    @Override
    public void applyDefaultPorts(List<Integer> ports) {
        super.applyDefaultPorts(ports);
        this.ports = new HashSet<>(ports);
    }

    @Override
    public <T, R> UriRouteMatch<T, R> findClosest(HttpRequest<?> request) {
        RouteIndex<UriRouteInfo<Object, Object>> index = byMethod.get(methodOf(request));
        if (index == null) {
            return super.findClosest(request);
        }
        String path = request.getPath();
        List<UriRouteInfo<Object, Object>> candidates = index.candidates(path);
        if (candidates == null) {
            return super.findClosest(request);
        }
        UriRouteMatch<T, R> found = null;
        Requested requested = new Requested(request);
        for (UriRouteInfo<Object, Object> route : candidates) {
            if (!requested.admits(route)) {
                continue;
            }
            @SuppressWarnings("unchecked")
            UriRouteMatch<T, R> match = (UriRouteMatch<T, R>) (UriRouteMatch<?, ?>) route.tryMatch(path);
            if (match != null) {
                if (found != null) {
                    return super.findClosest(request); // two match: DefaultRouter's ambiguity rules decide
                }
                found = match;
            }
        }
        return found;
    }

    /** {@link DefaultRouter#findClosest}: every route of the method tried (for {@code IndexedRouterTest}). */
    <T, R> UriRouteMatch<T, R> findClosestTryingEveryRoute(HttpRequest<?> request) {
        return super.findClosest(request);
    }

    /** The request's headers, read once, and the checks {@code DefaultRouter} makes of a route before matching it. */
    private final class Requested {
        private final HttpRequest<?> request;
        private final boolean body;
        private MediaType contentType;
        private Collection<MediaType> accept;

        Requested(HttpRequest<?> request) {
            this.request = request;
            this.body = request.getMethod().permitsRequestBody();
        }

        boolean admits(UriRouteInfo<Object, Object> route) {
            Set<Integer> on = ports;
            if (on != null && route.getPort() == null && !on.contains(request.getServerAddress().getPort())) {
                return false;
            }
            if (body) {
                if (!route.isPermitsRequestBody()) {
                    return false;
                }
                if (!route.consumesAll()) {
                    if (contentType == null) {
                        contentType = request.getContentType().orElse(null);
                    }
                    if (!route.doesConsume(contentType)) {
                        return false;
                    }
                }
            }
            if (!route.producesAll()) {
                if (accept == null) {
                    accept = request.accept();
                }
                if (!route.doesProduce(accept)) {
                    return false;
                }
            }
            return route.matching(request);
        }
    }

    private static String methodOf(UriRouteInfo<?, ?> route) {
        return route.getHttpMethod() == HttpMethod.CUSTOM ? route.getHttpMethodName() : route.getHttpMethod().name();
    }

    private static String methodOf(HttpRequest<?> request) {
        return request.getMethod() == HttpMethod.CUSTOM ? request.getMethodName() : request.getMethod().name();
    }
}
