package battleledger.ledger.projection;

import io.micronaut.context.annotation.Value;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.inject.Singleton;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * The reads a cached answer needs (issue 18, reads at 16 clients), by hand on a pooled connection of their own: how far
 * the read models hold an encounter (its summary's sequence number, one row by its key), and the encounter's
 * combatants together with that number in one statement, so the rows and the number come from one snapshot of the
 * store: a batch writes both in one transaction, and a rebuild that empties them in between is seen whole or not
 * at all. Through Micronaut Data the first read cost five times its query (the interceptors, a connection set up
 * read-only and back per call).
 *
 * <p>On H2 in a file of its own ({@code AUTO_SERVER} off: one process at a time, as {@code TokenOwner} tells) or in
 * memory, and no cluster, the service's own projector is the only writer of the read models, and what it has committed
 * ({@link ProjectionCache}: only committed folds enter it, a rebuild's too, and it says nothing of an encounter whose
 * rows are being committed) says how far they hold an encounter without asking the store: the look-up that was a fifth
 * of a read's time. Anywhere else (PostgreSQL, several nodes, H2 shared by processes) other writers may have
 * projected further: on PostgreSQL the nodes tell each other how far they projected ({@link ProjectionNotices}) and
 * the number heard stands, otherwise (or for an encounter not heard of) ask.
 */
@Singleton
public class ProjectedCombatants {

    /** The combatants as of a sequence number: the encounter's last event the rows show. */
    public record AsOf(long sequence, List<CombatantView> rows) {
    }

    private static final String SEQUENCE = "SELECT sequence FROM encounter_view WHERE id = ?";
    private static final String WITH_SEQUENCE = "SELECT "
            + Arrays.stream(CombatantRows.COLUMNS.split(", ")).map(c -> "c." + c).collect(Collectors.joining(", "))
            + ", e.sequence FROM encounter_view e LEFT JOIN combatant_view c ON c.encounter_id = e.id"
            + " WHERE e.id = ? ORDER BY c.ordinal";
    private static final int SEQUENCE_COLUMN = CombatantRows.COLUMNS.split(", ").length + 1;

    private final DataSource pool;
    private final ProjectionCache committed;
    private final ProjectionNotices notices;
    private final boolean alone;

    public ProjectedCombatants(DataSource dataSource, ProjectionCache committed, ProjectionNotices notices,
                               @Value("${datasources.default.url:}") String url,
                               @Value("${ledger.cluster.enabled:false}") boolean clustered) {
        this.pool = DelegatingDataSource.unwrapDataSource(dataSource);
        this.committed = committed;
        this.notices = notices;
        this.alone = battleledger.ledger.axon.TokenOwner.alone(url, clustered);
    }

    /** Whether this node's projector is the only writer of the read models (H2 in a file of its own, or in memory). */
    public boolean alone() {
        return alone;
    }

    /** Changes whenever rows may have changed without their encounter's sequence moving ({@link ProjectionCache}). */
    public long generation() {
        return committed.generation();
    }

    /**
     * How far the read models hold the encounter, or an earlier number while this node's projector is between
     * committing and noting it, or while another node's notice of its commit is on its way (a read a moment older);
     * empty when they hold none or this node cannot tell.
     */
    public OptionalLong sequence(String encounterId) {
        if (alone) {
            OptionalLong known = committed.committedSequence(encounterId);
            if (known.isPresent()) {
                return known;
            }
        } else if (notices.listening()) {
            OptionalLong heard = notices.sequence(encounterId);
            if (heard.isPresent()) {
                return heard;
            }
            long before = notices.epoch();
            OptionalLong stored = storedSequence(encounterId);
            stored.ifPresent(n -> notices.learned(encounterId, n, before));
            return stored;
        }
        return storedSequence(encounterId);
    }

    /** The sequence number of the encounter's last event the read models hold, as the store says; empty when none. */
    public OptionalLong storedSequence(String encounterId) {
        try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(SEQUENCE)) {
            ps.setString(1, encounterId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read how far " + encounterId + " is projected", e);
        }
    }

    /** The encounter's combatants in the order they joined, with the number they are as of; null when unprojected. */
    public AsOf combatants(String encounterId) {
        try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(WITH_SEQUENCE)) {
            ps.setString(1, encounterId);
            try (ResultSet rs = ps.executeQuery()) {
                boolean projected = false;
                long sequence = 0;
                List<CombatantView> rows = new ArrayList<>();
                while (rs.next()) {
                    projected = true;
                    sequence = rs.getLong(SEQUENCE_COLUMN);
                    if (rs.getString(1) != null) {
                        rows.add(CombatantRows.row(rs));
                    }
                }
                return projected ? new AsOf(sequence, rows) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the combatants of " + encounterId, e);
        }
    }
}
