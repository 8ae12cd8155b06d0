package battleledger.ledger.projection;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Tells the other nodes on PostgreSQL that this node appended events (issue 12, several nodes; issue 18,
 * read-your-writes). A node's event store looks for new events as soon as a command commits on that node, but for
 * events another node appended it looks only every {@code ledger.store.fetch-delay} (25 ms): a read through one node
 * of a write through another waited for that look. Each node now says so after its commits ({@code pg_notify} on the
 * {@link ProjectionNotices#APPENDED} channel, its name as the text), and the others' stores look at once
 * ({@link ProjectionNotices#onAppendedElsewhere}).
 * <p>
 * Said after the commit, never in it: a transaction that notifies holds PostgreSQL's notify lock until its commit is
 * on the disk, which would queue the commands' commits behind one another. So a thread of its own says it on a
 * connection of its own, not waiting for its own commit to reach the disk ({@code synchronous_commit} off: a notice
 * carries nothing to keep), once for however many commits came meanwhile, and only while another node listens on the
 * same database: a node alone on PostgreSQL sends none. (On one node, the notices cost 6-18% more CPU per command at 4
 * clients while these were sent for nobody, 7-8% since: {@code docs/performance.md}, stop 38.) A notice lost (a
 * connection that failed) costs the others one look's delay, as before.
 */
@Singleton
public class AppendNotices {

    private static final Logger LOG = LoggerFactory.getLogger(AppendNotices.class);

    private final ProjectionNotices notices;
    private final Object monitor = new Object();
    private boolean pending;
    private volatile boolean closed;
    private final Thread thread;
    private volatile boolean looked;
    private volatile long lookedAt;
    private volatile boolean others;

    /** How often the sender asks whether other nodes listen. */
    static final long LOOK_MILLIS = 2_000;
    private static final String LISTENERS = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
            + " AND application_name = '" + ProjectionNotices.LISTENER + "'";

    public AppendNotices(ProjectionNotices notices) {
        this.notices = notices;
        this.thread = notices.on() ? new Thread(this::send, "append-notices") : null;
        if (thread != null) {
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Events committed on this node: the other nodes are told soon, once for all that come meanwhile. */
    public void appended() {
        if (thread == null || looked && !others && System.nanoTime() - lookedAt < LOOK_MILLIS * 1_000_000L) {
            return; // nobody else listened at the last look: the sender is not woken for nothing
        }
        synchronized (monitor) {
            if (!pending) {
                pending = true;
                monitor.notifyAll();
            }
        }
    }

    private void send() {
        Connection c = null;
        while (!closed) {
            try {
                synchronized (monitor) {
                    while (!pending && !closed) {
                        monitor.wait();
                    }
                    pending = false;
                }
                if (closed) {
                    break;
                }
                if (c == null) {
                    c = notices.line().connect("battle-ledger append notices");
                    try (Statement st = c.createStatement()) {
                        st.execute("SET synchronous_commit TO off");
                    }
                }
                if (othersListen(c)) {
                    NoticeLine.send(c, ProjectionNotices.APPENDED, notices.self());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (SQLException | RuntimeException e) {
                LOG.debug("could not tell the other nodes of events appended here; they look at their next look", e);
                c = close(c);
                if (!NoticeLine.pause()) {
                    break;
                }
            }
        }
        close(c);
    }

    /**
     * Whether another node listens on this database, as PostgreSQL said at most {@link #LOOK_MILLIS} ago: alone, a
     * node tells nobody (a node that starts listening is told from the next look on; one told nothing looks for
     * events at its own pace, so a notice missed costs a look's delay, never a wrong answer).
     */
    private boolean othersListen(Connection c) throws SQLException {
        long now = System.nanoTime();
        if (!looked || now - lookedAt > LOOK_MILLIS * 1_000_000L) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(LISTENERS)) {
                others = rs.next() && rs.getInt(1) > (notices.listening() ? 1 : 0); // this node's own aside
            }
            lookedAt = now;
            looked = true;
        }
        return others;
    }

    private static Connection close(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // gone anyway
            }
        }
        return null;
    }

    @PreDestroy
    void close() {
        closed = true;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
