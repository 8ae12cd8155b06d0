package battleledger.ledger.ops;

import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import io.micronaut.management.health.indicator.annotation.Readiness;
import jakarta.inject.Singleton;
import io.micronaut.core.async.publisher.Publishers;
import org.reactivestreams.Publisher;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Readiness (issue 12, Operations): DOWN when the event store cannot be reached or a projection processor is stuck;
 * the details name each processor with its lag, its events per second, the segments this node holds and those no node
 * holds (UP all the same: a node takes those past its share, ClaimShare).
 */
@Singleton
@Readiness
public class StoreAndProjectionsReadiness implements HealthIndicator {

    static final String NAME = "ledger";

    private final ProcessorWatch watch;

    public StoreAndProjectionsReadiness(ProcessorWatch watch) {
        this.watch = watch;
    }

    @Override
    public Publisher<HealthResult> getResult() {
        // off the event loop: the check asks the database, which may take up to the pool's connection timeout
        return Publishers.fromCompletableFuture(() -> CompletableFuture.supplyAsync(this::check));
    }

    HealthResult check() {
        Map<String, Object> details = new LinkedHashMap<>();
        Map<String, ProcessorWatch.Sample> samples;
        try {
            samples = watch.sample();
            details.put("store", "UP");
        } catch (RuntimeException | Error e) {
            // an Error too: a driver cut off mid-way can throw one (StoreProblems)
            details.put("store", "DOWN: the event store cannot be reached");
            samples = watch.last();
            details.put("processors", describe(samples));
            return HealthResult.builder(NAME, HealthStatus.DOWN).details(details).build();
        }
        details.put("processors", describe(samples));
        boolean stuck = samples.values().stream().anyMatch(ProcessorWatch.Sample::stuck);
        return HealthResult.builder(NAME, stuck ? HealthStatus.DOWN : HealthStatus.UP).details(details).build();
    }

    private static Map<String, Object> describe(Map<String, ProcessorWatch.Sample> samples) {
        Map<String, Object> out = new LinkedHashMap<>();
        samples.values().forEach(s -> {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("lag", s.lag());
            d.put("position", s.position());
            d.put("segments", s.segments());
            d.put("unheld", s.unheld());
            d.put("eventsPerSecond", Math.round(s.eventsPerSecond() * 10) / 10.0);
            d.put("stuck", s.stuck());
            if (s.why() != null) {
                d.put("why", s.why());
            }
            out.put(s.processor(), d);
        });
        return out;
    }
}
