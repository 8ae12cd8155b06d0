package battleledger.ledger.store;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * H2, with a switch that makes every new statement fail the way the PostgreSQL driver does when its connection dies
 * in the middle of a batch append (issue 12's note: an AssertionError from its query executor, not an SQLException).
 * Configured as {@code datasources.default.driver-class-name}.
 */
public final class FaultyDriver implements Driver {

    private static volatile boolean broken;
    private static volatile String lostOn;
    private static volatile String lostAfterCommitOf;
    private static volatile boolean commitLost;

    private final Driver h2 = new org.h2.Driver();

    public static void breakDown() {
        broken = true;
    }

    public static void repair() {
        broken = false;
        lostOn = null;
        lostAfterCommitOf = null;
        commitLost = false;
    }

    /**
     * From now on, a transaction that prepared a statement containing {@code fragment} commits, and then its commit
     * fails as PostgreSQL's driver fails when the server went before acknowledging it (SQL state 08006): the client
     * cannot tell whether it was committed.
     */
    public static void loseConnectionAfterCommitOf(String fragment) {
        lostAfterCommitOf = fragment;
    }

    /** As {@link #loseConnectionAfterCommitOf}, but the connection is lost before the commit reaches the database. */
    public static void failCommitOf(String fragment) {
        lostAfterCommitOf = fragment;
        commitLost = true;
    }

    /**
     * From now on, a statement whose SQL contains {@code fragment} fails as PostgreSQL's driver fails once the server
     * has gone (SQL state 08006); every other statement still works.
     */
    public static void loseConnectionOn(String fragment) {
        lostOn = fragment;
    }

    /** What the driver threw: an Error raised inside the driver's own code. */
    static AssertionError driverError() {
        AssertionError e = new AssertionError("Unexpected packet type: 0");
        StackTraceElement[] own = e.getStackTrace();
        StackTraceElement[] trace = new StackTraceElement[own.length + 2];
        trace[0] = new StackTraceElement("org.postgresql.core.v3.QueryExecutorImpl", "processResults",
                "QueryExecutorImpl.java", 2314);
        trace[1] = new StackTraceElement("org.postgresql.core.v3.QueryExecutorImpl", "execute",
                "QueryExecutorImpl.java", 586);
        System.arraycopy(own, 0, trace, 2, own.length);
        e.setStackTrace(trace);
        return e;
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        Connection real = h2.connect(url, info);
        if (real == null) {
            return null;
        }
        boolean[] marked = {false};
        return (Connection) Proxy.newProxyInstance(FaultyDriver.class.getClassLoader(),
                new Class<?>[]{Connection.class}, (proxy, method, args) -> {
                    String afterCommit = lostAfterCommitOf;
                    if (afterCommit != null && method.getName().startsWith("prepare") && args != null
                            && args[0] instanceof String sql && sql.contains(afterCommit)) {
                        marked[0] = true;
                    }
                    if (method.getName().equals("commit") && marked[0]) {
                        marked[0] = false;
                        if (commitLost) {
                            real.rollback();
                            throw new SQLException("An I/O error occurred while sending to the backend.", "08006");
                        }
                        real.commit();
                        if (lostAfterCommitOf != null) {
                            throw new SQLException("An I/O error occurred while sending to the backend.", "08006");
                        }
                        return null;
                    }
                    if (method.getName().equals("rollback")) {
                        marked[0] = false;
                    }
                    if (broken && (method.getName().startsWith("prepare")
                            || method.getName().equals("createStatement"))) {
                        throw driverError();
                    }
                    String fragment = lostOn;
                    if (fragment != null && method.getName().startsWith("prepare") && args != null
                            && args[0] instanceof String sql && sql.contains(fragment)) {
                        throw new SQLException("An I/O error occurred while sending to the backend.", "08006");
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Override
    public boolean acceptsURL(String url) {
        return url != null && url.startsWith("jdbc:h2:");
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
        return h2.getPropertyInfo(url, info);
    }

    @Override
    public int getMajorVersion() {
        return 1;
    }

    @Override
    public int getMinorVersion() {
        return 0;
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }
}
