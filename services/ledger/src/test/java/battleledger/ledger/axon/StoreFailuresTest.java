package battleledger.ledger.axon;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.axonframework.common.jdbc.JdbcException;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Which failures are the store's (README, Run on PostgreSQL: while the database is down every request answers 503
 * store-unavailable, never 500). PostgreSQL stopped under a node mid-load: the pool closed the connections it found
 * broken, and an append that went on with one failed with HikariCP's SQLException("Connection is closed"), which has
 * no SQL state; it was answered 500 internal-error.
 */
class StoreFailuresTest {

    @Test
    void aStatementOnAConnectionThePoolClosedIsTheStoreUnreachable() {
        SQLException closed = aStatementOnAConnectionThePoolClosed();

        assertThat(closed.getSQLState()).isNull();
        assertThat(StoreFailures.unreachable(new JdbcException("Failed to create a SQL statement", closed))).isTrue();
    }

    @Test
    void anSqlExceptionOfAStatementTheDatabaseRefusesIsNotTheStoreUnreachable() {
        assertThat(StoreFailures.unreachable(new SQLException("syntax error at or near \"SELEC\"", "42601"))).isFalse();
        assertThat(StoreFailures.unreachable(new SQLException("no state, not the pool's"))).isFalse();
    }

    /** What HikariCP throws for a statement on a connection it has closed. */
    static SQLException aStatementOnAConnectionThePoolClosed() {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl("jdbc:h2:mem:closed-connection");
        config.setMaximumPoolSize(1);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            Connection connection = pool.getConnection();
            connection.close();
            connection.prepareStatement("SELECT 1");
        } catch (SQLException e) {
            return e;
        }
        return fail("a closed connection took a statement");
    }
}
