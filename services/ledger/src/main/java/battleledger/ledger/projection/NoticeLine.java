package battleledger.ledger.projection;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

/**
 * The connections nodes tell each other through on PostgreSQL ({@link ProjectionNotices}, {@link AppendNotices}):
 * connections of their own, outside the service's pool, each named in {@code pg_stat_activity}, and the thread that
 * listens on one of them until closed, connecting again a second after a failure. A quiet connection is asked a
 * {@code SELECT 1} every second, so one that no longer answers is found out and replaced.
 */
final class NoticeLine {

    /** What the listening thread tells, on that thread. */
    interface Hearer {
        /** Listening from now on: whatever commits from here on is heard. */
        void started();

        /** Listening stopped (a failure, or closing): what commits from here on may go unheard. */
        void stopped();

        void heard(String channel, String text);
    }

    /** How long the listener waits for notices before it makes sure its connection still answers. */
    static final int QUIET_MILLIS = 1_000;
    static final long RETRY_MILLIS = 1_000;
    private static final Logger LOG = LoggerFactory.getLogger(NoticeLine.class);

    private final String url;
    private final Properties login = new Properties();
    private volatile boolean closed;
    private volatile Connection listening;
    private volatile Thread thread;

    NoticeLine(String url, String username, String password) {
        this.url = url;
        if (!username.isEmpty()) {
            login.setProperty("user", username);
            login.setProperty("password", password);
        }
        login.setProperty("tcpKeepAlive", "true");
    }

    /** A new connection to the store, named {@code application} in {@code pg_stat_activity}. */
    Connection connect(String application) throws SQLException {
        Properties named = new Properties();
        named.putAll(login);
        named.setProperty("ApplicationName", application);
        return new org.postgresql.Driver().connect(url, named);
    }

    /** Sends a notice on {@code c}: in its transaction, if one is under way (delivered when it commits). */
    static void send(Connection c, String channel, String text) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            ps.setString(1, channel);
            ps.setString(2, text);
            ps.executeQuery().close();
        }
    }

    /** Starts listening on these channels, on a connection named {@code application}, with a thread of its own. */
    void listen(List<String> channels, String application, Hearer hearer) {
        Thread t = new Thread(() -> listenUntilClosed(channels, application, hearer), "projection-notices");
        t.setDaemon(true);
        thread = t;
        t.start();
    }

    private void listenUntilClosed(List<String> channels, String application, Hearer hearer) {
        while (!closed) {
            try (Connection c = connect(application)) {
                listening = c;
                try (Statement st = c.createStatement()) {
                    for (String channel : channels) {
                        st.execute("LISTEN " + channel);
                    }
                }
                hearer.started();
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] got = pg.getNotifications(QUIET_MILLIS);
                    if (got == null || got.length == 0) {
                        try (Statement st = c.createStatement()) {
                            st.execute("SELECT 1"); // a connection that no longer answers fails here
                        }
                    } else {
                        for (PGNotification n : got) {
                            hearer.heard(n.getName(), n.getParameter());
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (!closed) {
                    LOG.info("stopped hearing the other nodes ({}); reads ask the store until heard again",
                            e.toString());
                }
            } finally {
                hearer.stopped();
                listening = null;
            }
            if (!pause()) {
                return;
            }
        }
    }

    /** Waits a retry's time; false when the thread was interrupted meanwhile (closing). */
    static boolean pause() {
        try {
            Thread.sleep(RETRY_MILLIS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    void close() {
        closed = true;
        Thread t = thread;
        if (t != null) {
            t.interrupt();
        }
        Connection c = listening;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
    }
}
