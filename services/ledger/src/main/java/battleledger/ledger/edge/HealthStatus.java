package battleledger.ledger.edge;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.management.endpoint.health.HealthEndpoint;
import io.micronaut.management.endpoint.health.filter.HealthResultFilter;
import io.micronaut.management.health.indicator.HealthResult;

/**
 * The HTTP status of a health answer (issue 12: 503 when the service is DOWN), set as Micronaut's
 * {@link HealthResultFilter} sets it, by a filter of every path (issue 18). Micronaut's filter names the three health
 * paths, and it was the service's only filter that did not match every path: because of it, Micronaut's router made
 * each request's list of filters anew, matching the three patterns against the path, asking each filter for a matching
 * annotation and sorting the list (9% of the service's CPU for a read at 16 clients). With every filter matching every
 * path, the router hands out one list made once. The answers are the same: only a health result has a status set.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@Replaces(HealthResultFilter.class)
@Requires(beans = HealthEndpoint.class)
final class HealthStatus {

    private final HealthEndpoint health;

    HealthStatus(HealthEndpoint health) {
        this.health = health;
    }

    @ResponseFilter
    void status(MutableHttpResponse<?> response) {
        if (response.body() instanceof HealthResult result) {
            io.micronaut.health.HealthStatus status = result.getStatus();
            HttpStatus mapped = health.getStatusConfiguration().getHttpMapping().get(status.getName());
            if (mapped != null) {
                response.status(mapped);
            } else if (!status.getOperational().orElse(true)) {
                response.status(HttpStatus.SERVICE_UNAVAILABLE);
            }
        }
    }
}
