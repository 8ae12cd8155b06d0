package battleledger.ledger.ops;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.sql.DataSource;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: H2's file counters are read by a sampler of their own, so a scrape of {@code /prometheus} (on the HTTP
 * event loop) never asks the store, and a store that cannot answer leaves the last values.
 */
class StoreFileMetricsTest {

    @Test
    void aScrapeReadsTheLastSampleWithoutAskingTheStoreAndAFailedSampleKeepsIt(@TempDir Path dir) throws Exception {
        JdbcDataSource h2 = new JdbcDataSource();
        String url = "jdbc:h2:file:" + dir.resolve("counted") + ";DATABASE_TO_LOWER=TRUE";
        h2.setURL(url);
        AtomicInteger asked = new AtomicInteger();
        AtomicBoolean down = new AtomicBoolean();
        DataSource counting = (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[]{DataSource.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getConnection")) {
                        asked.incrementAndGet();
                        if (down.get()) {
                            throw new SQLException("the store is down");
                        }
                    }
                    return method.invoke(h2, args);
                });
        try (Connection keepOpen = h2.getConnection()) {
            keepOpen.createStatement().execute("CREATE TABLE t (id INT PRIMARY KEY, s VARCHAR)");
            keepOpen.createStatement().execute("INSERT INTO t VALUES (1, REPEAT('x', 5000))");
            keepOpen.createStatement().execute("CHECKPOINT SYNC");
            SimpleMeterRegistry meters = new SimpleMeterRegistry();
            StoreFileMetrics metrics = new StoreFileMetrics(counting, meters, url, Duration.ofHours(1));
            metrics.start();
            try {
                FunctionCounter written = meters.get("ledger.store.file.written.bytes").functionCounter();
                double first = written.count();
                assertThat(first).isPositive();
                int asks = asked.get();
                for (int i = 0; i < 5; i++) {
                    assertThat(written.count()).isEqualTo(first);
                }
                assertThat(asked.get()).as("reading the counter asks the store nothing").isEqualTo(asks);

                keepOpen.createStatement().execute("INSERT INTO t VALUES (2, REPEAT('y', 5000))");
                keepOpen.createStatement().execute("CHECKPOINT SYNC");
                down.set(true);
                metrics.sample();
                assertThat(written.count()).as("a failed sample keeps the last value").isEqualTo(first);
                down.set(false);
                metrics.sample();
                assertThat(written.count()).as("the next sample sees the flush").isGreaterThan(first);
            } finally {
                metrics.stop();
            }
        }
    }

    @Test
    void anH2InMemoryOrAnotherStoreHasNoFileCounters() {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:nofile");
        new StoreFileMetrics(h2, meters, "jdbc:h2:mem:nofile", Duration.ofSeconds(1)).start();
        new StoreFileMetrics(h2, meters, "jdbc:postgresql://localhost/ledger", Duration.ofSeconds(1)).start();
        assertThat(meters.find("ledger.store.file.written.bytes").functionCounter()).isNull();
    }
}
