package battleledger.ledger.projection;

import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Singleton;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The timeline's rows ({@code step_view}), the sparse battle snapshots ({@code state_view}), keyed by (encounter,
 * step), and the log's lines ({@code log_entry}), written in JDBC batches on the connection of the transaction in progress (the projection's batch or a
 * rebuild's encounter); reads take a connection of their own.
 */
@Singleton
public class StepTables {

    private static final String STEP_COLUMNS =
            "encounter_id, step, sender, kind, command, status, in_effect, redecided_in, reason, digest";

    private final ConnectionOperations<Connection> connections;

    public StepTables(ConnectionOperations<Connection> connections) {
        this.connections = connections;
    }

    /** Inserts new steps. */
    void insertSteps(Collection<StepViewRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        batch("INSERT INTO step_view (" + STEP_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows, (ps, r) -> {
            ps.setString(1, r.encounterId());
            ps.setInt(2, r.step());
            ps.setString(3, r.sender());
            ps.setString(4, r.kind());
            ps.setString(5, r.command());
            ps.setString(6, r.status());
            ps.setBoolean(7, r.inEffect());
            JdbcBatch.integer(ps, 8, r.redecidedIn());
            ps.setString(9, r.reason());
            ps.setString(10, r.digest());
        });
    }

    /** Updates steps whose status changed, or whose digest this batch knows anew (a null digest keeps the old one). */
    void updateSteps(Collection<StepViewRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        batch("UPDATE step_view SET sender = ?, kind = ?, command = ?, status = ?, in_effect = ?, redecided_in = ?, "
                + "reason = ?, digest = COALESCE(?, digest) WHERE encounter_id = ? AND step = ?", rows, (ps, r) -> {
            ps.setString(1, r.sender());
            ps.setString(2, r.kind());
            ps.setString(3, r.command());
            ps.setString(4, r.status());
            ps.setBoolean(5, r.inEffect());
            JdbcBatch.integer(ps, 6, r.redecidedIn());
            ps.setString(7, r.reason());
            ps.setString(8, r.digest());
            ps.setString(9, r.encounterId());
            ps.setInt(10, r.step());
        });
    }

    /** Writes snapshots of one encounter's battle, replacing any of the same steps. */
    void putSnapshots(String encounterId, List<StateRow> rows) {
        putSnapshots(rows.stream().map(r -> new PendingRows.Snapshot(encounterId, r)).toList());
    }

    /** Writes snapshots of the battle, replacing any of the same steps (a step's events may span two batches). */
    void putSnapshots(Collection<PendingRows.Snapshot> rows) {
        if (rows.isEmpty()) {
            return;
        }
        batch("DELETE FROM state_view WHERE encounter_id = ? AND step = ?", rows, (ps, r) -> {
            ps.setString(1, r.encounterId());
            ps.setInt(2, r.row().step());
        });
        batch("INSERT INTO state_view (encounter_id, step, digest, battle) VALUES (?, ?, ?, ?)", rows, (ps, r) -> {
            ps.setString(1, r.encounterId());
            ps.setInt(2, r.row().step());
            ps.setString(3, r.row().digest());
            ps.setString(4, r.row().battle());
        });
    }

    /** Deletes these steps of the encounter (a rebuild's steps that changed or are gone). */
    void deleteSteps(String encounterId, Collection<Integer> stepNumbers) {
        deleteByStep("DELETE FROM step_view WHERE encounter_id = ? AND step = ?", encounterId, stepNumbers);
    }

    /** Deletes these snapshots of the encounter. */
    void deleteSnapshots(String encounterId, Collection<Integer> stepNumbers) {
        deleteByStep("DELETE FROM state_view WHERE encounter_id = ? AND step = ?", encounterId, stepNumbers);
    }

    private void deleteByStep(String sql, String encounterId, Collection<Integer> stepNumbers) {
        if (!stepNumbers.isEmpty()) {
            batch(sql, stepNumbers, (ps, step) -> {
                ps.setString(1, encounterId);
                ps.setInt(2, step);
            });
        }
    }

    /** Deletes log lines by their ids. */
    void deleteLines(Collection<String> ids) {
        if (!ids.isEmpty()) {
            batch("DELETE FROM log_entry WHERE id = ?", ids, (ps, id) -> ps.setString(1, id));
        }
    }

    /** Deletes every log line of the encounter. */
    void deleteLines(String encounterId) {
        update("DELETE FROM log_entry WHERE encounter_id = ?", encounterId);
    }

    void deleteEncounter(String encounterId) {
        update("DELETE FROM state_view WHERE encounter_id = ?", encounterId);
        update("DELETE FROM step_view WHERE encounter_id = ?", encounterId);
    }

    void deleteAll() {
        update("DELETE FROM state_view", null);
        update("DELETE FROM step_view", null);
    }

    /** Every step of the encounter, in order. */
    public List<StepViewRow> steps(String encounterId) {
        return query("SELECT " + STEP_COLUMNS + " FROM step_view WHERE encounter_id = ? ORDER BY step", encounterId,
                rs -> new StepViewRow(rs.getString(1), rs.getInt(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), rs.getString(6), rs.getBoolean(7), (Integer) rs.getObject(8, Integer.class),
                        rs.getString(9), rs.getString(10)));
    }

    /** Every step's digest, in order of steps (the battle left out). */
    public List<StateRow> digests(String encounterId) {
        return query("SELECT step, digest FROM step_view WHERE encounter_id = ? ORDER BY step", encounterId,
                rs -> new StateRow(rs.getInt(1), rs.getString(2), null));
    }

    /** The snapshot of the battle as of exactly this step, if one was kept. */
    Optional<StateRow> snapshot(String encounterId, int step) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "SELECT step, digest, battle FROM state_view WHERE encounter_id = ? AND step = ?")) {
                ps.setString(1, encounterId);
                ps.setInt(2, step);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(new StateRow(rs.getInt(1), rs.getString(2), rs.getString(3)))
                            : Optional.<StateRow>empty();
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read state_view", e);
            }
        });
    }

    private interface Reader<T> {
        T read(ResultSet rs) throws SQLException;
    }

    private <T> void batch(String sql, Collection<T> rows, JdbcBatch.Binder<T> binder) {
        JdbcBatch.run(connections, sql, rows, binder, "the timeline's rows");
    }

    private void update(String sql, String encounterId) {
        Connection c = connections.getConnectionStatus().getConnection();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (encounterId != null) {
                ps.setString(1, encounterId);
            }
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot delete the timeline's rows", e);
        }
    }

    private <T> List<T> query(String sql, String encounterId, Reader<T> reader) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(sql)) {
                ps.setString(1, encounterId);
                try (ResultSet rs = ps.executeQuery()) {
                    List<T> out = new ArrayList<>();
                    while (rs.next()) {
                        out.add(reader.read(rs));
                    }
                    return out;
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the timeline's rows", e);
            }
        });
    }
}
