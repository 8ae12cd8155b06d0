package battleledger.ledger.projection;

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

    public ProjectedCombatants(DataSource dataSource) {
        this.pool = DelegatingDataSource.unwrapDataSource(dataSource);
    }

    /** The sequence number of the encounter's last event the read models hold; empty when they hold none. */
    public OptionalLong sequence(String encounterId) {
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
