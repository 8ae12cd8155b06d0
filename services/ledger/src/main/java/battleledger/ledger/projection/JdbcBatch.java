package battleledger.ledger.projection;

import io.micronaut.data.connection.ConnectionOperations;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Collection;

/**
 * One statement run for many rows in one JDBC batch, on the connection of the transaction in progress, with the
 * columns bound by place: how the projection writes its rows (issue 18: a round trip a table, not a row), shared by
 * the summaries, combatants, steps, snapshots and log lines.
 */
final class JdbcBatch {

    /** Binds one row's columns. */
    interface Binder<T> {
        void bind(PreparedStatement ps, T row) throws SQLException;
    }

    private JdbcBatch() {
    }

    /** Runs {@code sql} once per row, all in one batch; nothing when there are no rows. */
    static <T> void run(ConnectionOperations<Connection> connections, String sql, Collection<T> rows,
                        Binder<T> binder, String what) {
        if (rows.isEmpty()) {
            return;
        }
        Connection c = connections.getConnectionStatus().getConnection();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (T row : rows) {
                binder.bind(ps, row);
                ps.addBatch();
            }
            ps.executeBatch();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write " + what, e);
        }
    }

    /** A text column that may be null. */
    static void text(PreparedStatement ps, int index, String value) throws SQLException {
        if (value == null) {
            ps.setNull(index, Types.VARCHAR);
        } else {
            ps.setString(index, value);
        }
    }

    /** A whole-number column that may be null. */
    static void integer(PreparedStatement ps, int index, Integer value) throws SQLException {
        if (value == null) {
            ps.setNull(index, Types.INTEGER);
        } else {
            ps.setInt(index, value);
        }
    }
}
