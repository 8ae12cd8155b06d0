package battleledger.ledger.projection;

import io.micronaut.data.connection.ConnectionOperations;
import jakarta.inject.Singleton;

import java.sql.Connection;
import java.util.Collection;

/**
 * Inserts a batch's new log lines in one JDBC batch on the connection of the transaction in progress (the projection's
 * batch or a rebuild's), binding the columns by place. The repository's {@code saveAll} bound each of the 13 columns
 * of each line by a name it derived again per line: in a profile of 16 writers (issue 18, read-your-writes) it was
 * 14% of the projection's samples, on the path every {@code ?after=} read waits for. {@code LogRowsTest} reads back
 * through the repository what this wrote.
 */
@Singleton
public class LogRows {

    private final ConnectionOperations<Connection> connections;

    public LogRows(ConnectionOperations<Connection> connections) {
        this.connections = connections;
    }

    void insert(Collection<LogEntry> lines) {
        JdbcBatch.run(connections, "INSERT INTO log_entry (id, encounter_id, sequence, step, event_type, kind, text, "
                + "rule, rolls, origin, first_roll, secret, privy) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                lines, (ps, l) -> {
                    ps.setString(1, l.id());
                    ps.setString(2, l.encounterId());
                    ps.setLong(3, l.sequence());
                    ps.setInt(4, l.step());
                    ps.setString(5, l.eventType());
                    ps.setString(6, l.kind());
                    ps.setString(7, l.text());
                    JdbcBatch.text(ps, 8, l.rule());
                    ps.setString(9, l.rolls());
                    ps.setInt(10, l.origin());
                    ps.setInt(11, l.firstRoll());
                    JdbcBatch.text(ps, 12, l.secret());
                    ps.setString(13, l.privy());
                }, "the log's lines");
    }
}
