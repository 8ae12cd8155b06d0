package battleledger.ledger.axon;

import io.micronaut.data.connection.ConnectionOperations;
import io.micronaut.data.connection.ConnectionStatus;
import org.axonframework.common.jdbc.ConnectionProvider;

import javax.sql.DataSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Gives Axon the connection of the Micronaut transaction in progress, wrapped so Axon's {@code close()} leaves it
 * open for the transaction to commit; outside a transaction, a plain connection from the pool (the injected
 * DataSource is a contextual proxy that refuses to work outside a transaction). Either way the driver's Errors reach
 * Axon as SQLExceptions (DriverErrors).
 */
final class MicronautConnectionProvider implements ConnectionProvider {

    private final ConnectionOperations<Connection> connections;
    private final DataSource pool;

    MicronautConnectionProvider(ConnectionOperations<Connection> connections, DataSource pool) {
        this.connections = connections;
        this.pool = pool;
    }

    @Override
    public Connection getConnection() throws SQLException {
        Optional<ConnectionStatus<Connection>> current = connections.findConnectionStatus();
        if (current.isPresent()) {
            return DriverErrors.guard(uncloseable(current.get().getConnection()));
        }
        return DriverErrors.guard(pool.getConnection());
    }

    private static Connection uncloseable(Connection connection) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[]{Connection.class},
                (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "close":
                            return null;
                        case "isClosed":
                            return false;
                        default:
                            try {
                                return method.invoke(connection, args);
                            } catch (InvocationTargetException e) {
                                throw e.getCause();
                            }
                    }
                });
    }
}
