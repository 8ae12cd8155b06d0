package battleledger.ledger.ops;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;

/**
 * What an H2 store in files wrote to and read from its file (issue 18): {@code ledger.store.file.written.bytes} and
 * {@code ledger.store.file.read.bytes}, H2's own counters ({@code info.FILE_WRITE_BYTES}, {@code info.FILE_READ_BYTES}
 * of {@code INFORMATION_SCHEMA.SETTINGS}) since the service started. Bytes written per command say what a command
 * costs the flush whatever the machine's load; bytes read are the pages H2's cache did not hold. Read when scraped;
 * not a number when the store cannot answer.
 */
public final class StoreFileMetrics {

    private StoreFileMetrics() {
    }

    /** Registers both counters; for an H2 database in files only (H2 in memory writes no file, PostgreSQL has none). */
    public static void register(DataSource pool, MeterRegistry meters) {
        FunctionCounter.builder("ledger.store.file.written.bytes", pool, p -> info(p, "info.FILE_WRITE_BYTES"))
                .description("bytes H2 wrote to its file since the start").baseUnit("bytes").register(meters);
        FunctionCounter.builder("ledger.store.file.read.bytes", pool, p -> info(p, "info.FILE_READ_BYTES"))
                .description("bytes H2 read from its file since the start (pages its cache lacked)")
                .baseUnit("bytes").register(meters);
    }

    private static double info(DataSource pool, String name) {
        try (Connection c = pool.getConnection();
             PreparedStatement st = c.prepareStatement(
                     "SELECT setting_value FROM information_schema.settings WHERE setting_name = ?")) {
            st.setString(1, name);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Double.parseDouble(rs.getString(1)) : Double.NaN;
            }
        } catch (Exception e) {
            return Double.NaN;
        }
    }
}
