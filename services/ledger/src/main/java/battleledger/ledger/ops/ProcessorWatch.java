package battleledger.ledger.ops;

import battleledger.ledger.axon.LiveClaims;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Value;
import io.micronaut.data.connection.ConnectionOperations;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import io.micronaut.context.annotation.Context;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Watches Axon's streaming processors on this node: how far behind the event store's head each one is (its lag, in
 * events), how many events a second it handles, and whether it is stuck (behind, and no progress for
 * {@code ledger.health.stuck-after}, or a segment in error). Sampled every few seconds; the readiness check and the
 * gauges {@code ledger.projection.lag} and {@code ledger.projection.events.per.second} read the last sample.
 */
@Context
public class ProcessorWatch {

    /**
     * One processor as last sampled; {@code segments} is how many of its segments this node holds, {@code unheld} how
     * many no node holds (their encounters' reads answer 503 projection-behind until a node claims them).
     */
    public record Sample(String processor, int segments, int unheld, long position, long lag, double eventsPerSecond,
                         boolean stuck, String why) {
    }

    private final Configuration axon;
    private final ConnectionOperations<Connection> connections;
    private final MeterRegistry meters;
    private final LiveClaims claims;
    private final Duration stuckAfter;
    private final Duration sampleEvery;
    private final ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "processor-watch");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, Sample> last = new ConcurrentHashMap<>();
    private final Map<String, long[]> progress = new ConcurrentHashMap<>(); // position, nanos of last change

    public ProcessorWatch(Configuration axon, ConnectionOperations<Connection> connections, MeterRegistry meters,
                          LiveClaims claims, @Value("${ledger.health.stuck-after:30s}") Duration stuckAfter,
                          @Value("${ledger.health.sample-every:5s}") Duration sampleEvery) {
        this.sampleEvery = sampleEvery;
        this.axon = axon;
        this.connections = connections;
        this.meters = meters;
        this.claims = claims;
        this.stuckAfter = stuckAfter;
    }

    /** The event store's head: the global index of its last event, or -1 when empty. */
    public long head() {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "SELECT MAX(global_index) FROM domain_event_entry");
                 ResultSet rs = ps.executeQuery()) {
                long value = rs.next() ? rs.getLong(1) : -1;
                return rs.wasNull() ? -1L : value;
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the event store's head", e);
            }
        });
    }

    @PostConstruct
    void startSampling() {
        sampler.scheduleWithFixedDelay(this::sampleQuietly, sampleEvery.toMillis(), sampleEvery.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stopSampling() {
        sampler.shutdownNow();
    }

    void sampleQuietly() {
        try {
            sample();
        } catch (RuntimeException e) {
            // the store is down: readiness says so when it is asked; the samples keep their last values
        }
    }

    /** Samples every streaming processor now against the store's head. */
    public Map<String, Sample> sample() {
        long head = head();
        long now = System.nanoTime();
        Map<String, Sample> out = new LinkedHashMap<>();
        for (EventProcessor p : axon.eventProcessingConfiguration().eventProcessors().values()) {
            if (p instanceof StreamingEventProcessor streaming) {
                Sample s = sample(streaming, head, now);
                out.put(s.processor(), s);
                if (last.put(s.processor(), s) == null) {
                    register(s.processor());
                }
            }
        }
        return out;
    }

    private Sample sample(StreamingEventProcessor p, long head, long now) {
        Map<Integer, EventTrackerStatus> status = held(p.processingStatus(), claimedByOthers());
        long position = -1;
        boolean error = false;
        for (EventTrackerStatus s : status.values()) {
            OptionalLong at = s.getCurrentPosition();
            long pos = at.isPresent() ? at.getAsLong() : -1;
            position = position < 0 ? pos : Math.min(position, pos);
            error |= s.isErrorState();
        }
        long lag = status.isEmpty() ? 0 : Math.max(0, head - position);
        long at = position;
        long[] seen = progress.computeIfAbsent(p.getName(), k -> new long[]{at, now});
        double rate = 0;
        if (position != seen[0]) {
            double seconds = Math.max(1e-3, (now - seen[1]) / 1e9);
            rate = Math.max(0, position - seen[0]) / seconds;
            seen[0] = position;
            seen[1] = now;
        }
        boolean stalled = lag > 0 && now - seen[1] > stuckAfter.toNanos();
        String why = error ? "a segment is in error" : !p.isRunning() ? "not running"
                : stalled ? "no progress for " + stuckAfter.toSeconds() + " s while " + lag + " events behind" : null;
        return new Sample(p.getName(), status.size(), claims.unheld(p.getName()), position, lag, rate, why != null,
                why);
    }

    /**
     * The statuses of the segments this node holds. Axon keeps the status of a segment whose work here was aborted in
     * error (the database stopped mid-batch) after another node claimed that segment: a node left holding no segment
     * once PostgreSQL came back read "a segment is in error", 2 segments held and readiness DOWN for as long as it
     * ran, though it projected again as soon as a segment came its way. Such a status is left out.
     */
    static Map<Integer, EventTrackerStatus> held(Map<Integer, EventTrackerStatus> status, Set<Integer> elsewhere) {
        Map<Integer, EventTrackerStatus> held = new LinkedHashMap<>(status);
        held.entrySet().removeIf(e -> e.getValue().isErrorState() && elsewhere.contains(e.getKey()));
        return held;
    }

    private Set<Integer> claimedByOthers() {
        try {
            return claims.claimedByOthers();
        } catch (RuntimeException e) {
            return Set.of(); // the store is down: the statuses as Axon has them
        }
    }

    /** The last sample of every processor. */
    public Map<String, Sample> last() {
        return Map.copyOf(last);
    }

    private void register(String processor) {
        Gauge.builder("ledger.projection.lag", last, m -> m.containsKey(processor) ? m.get(processor).lag() : 0)
                .tag("processor", processor).description("events the processor is behind the store's head")
                .register(meters);
        Gauge.builder("ledger.projection.events.per.second", last,
                        m -> m.containsKey(processor) ? m.get(processor).eventsPerSecond() : 0)
                .tag("processor", processor).description("events handled per second, over the last sample")
                .register(meters);
        Gauge.builder("ledger.projection.unheld.segments", last,
                        m -> m.containsKey(processor) ? m.get(processor).unheld() : 0)
                .tag("processor", processor).description("segments of the processor no node holds")
                .register(meters);
    }
}
