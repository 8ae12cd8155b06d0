package battleledger.ledger.ops;

import battleledger.ledger.axon.DurableCommands;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What an H2 store in files wrote to and read from its file (issue 18): {@code ledger.store.file.written.bytes} and
 * {@code ledger.store.file.read.bytes}, H2's own counters ({@code info.FILE_WRITE_BYTES}, {@code info.FILE_READ_BYTES}
 * of {@code INFORMATION_SCHEMA.SETTINGS}) since the service started. Bytes written per command say what a command
 * costs the flushes (its events', its projection's and H2's own writes) whatever the machine's load; bytes read are the
 * pages H2's cache did not hold.
 * <p>
 * Sampled on a thread of their own every {@code ledger.store.file-sample-every} (1 s), never when {@code /prometheus}
 * is scraped: a scrape runs on the HTTP event loop, which must not wait for a connection of the pool or a store that
 * is down. A sample that fails keeps the last values. Nothing for H2 in memory or PostgreSQL.
 */
@Context
public final class StoreFileMetrics {

    private final DataSource pool;
    private final boolean h2InFiles;
    private final Duration every;
    private final MeterRegistry meters;
    private final AtomicLong written = new AtomicLong();
    private final AtomicLong read = new AtomicLong();
    private ScheduledExecutorService sampler;

    public StoreFileMetrics(DataSource dataSource, MeterRegistry meters,
                            @Value("${datasources.default.url:}") String url,
                            @Value("${ledger.store.file-sample-every:1s}") Duration every) {
        this.pool = DelegatingDataSource.unwrapDataSource(dataSource);
        this.h2InFiles = DurableCommands.needsGroupCommit(url);
        this.every = every;
        this.meters = meters;
    }

    @PostConstruct
    void start() {
        if (!h2InFiles) {
            return;
        }
        sample();
        FunctionCounter.builder("ledger.store.file.written.bytes", written, AtomicLong::get)
                .description("bytes H2 wrote to its file since the start").baseUnit("bytes").register(meters);
        FunctionCounter.builder("ledger.store.file.read.bytes", read, AtomicLong::get)
                .description("bytes H2 read from its file since the start (pages its cache lacked)")
                .baseUnit("bytes").register(meters);
        sampler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "store-file-metrics");
            t.setDaemon(true);
            return t;
        });
        sampler.scheduleWithFixedDelay(this::sample, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        if (sampler != null) {
            sampler.shutdownNow();
        }
    }

    /** Reads both counters now; a store that cannot answer leaves the last values. */
    void sample() {
        try (Connection c = pool.getConnection();
             PreparedStatement st = c.prepareStatement("SELECT setting_name, setting_value FROM "
                     + "information_schema.settings WHERE setting_name IN ('info.FILE_WRITE_BYTES', "
                     + "'info.FILE_READ_BYTES')");
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                long value = Long.parseLong(rs.getString(2).trim());
                (rs.getString(1).equals("info.FILE_WRITE_BYTES") ? written : read).set(value);
            }
        } catch (Exception e) {
            // the store is down or busy: readiness says so when asked; the counters keep their last values
        }
    }
}
