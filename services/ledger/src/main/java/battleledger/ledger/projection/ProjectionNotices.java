package battleledger.ledger.projection;

import battleledger.ledger.axon.TokenOwner;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.micronaut.data.connection.ConnectionOperations;
import jakarta.annotation.PreDestroy;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * How far the read models hold each encounter, heard rather than asked, where several nodes project into one
 * PostgreSQL (issue 18, reads on PostgreSQL; issue 12, several nodes). Each projection batch announces, in its own
 * transaction, the number each of its encounters' rows now stand at ({@code pg_notify}, {@link NoticePayload}):
 * PostgreSQL delivers it to every listening session when the batch commits, and only then. Every node listens on a
 * connection of its own and keeps the highest number heard per encounter. So:
 * <ul>
 *   <li>a read without {@code ?after=} does not ask the store how far its encounter is projected
 *   ({@link ProjectedCombatants#sequence}): that query was a third of a read's CPU on PostgreSQL;</li>
 *   <li>a read waiting for its write ({@code ?after=}) on one node is woken when another node's projection commits
 *   ({@link ProjectionProgress#heard}), not at its next 50 ms look;</li>
 *   <li>the live stream hands another node's lines over when told ({@link #onHeard}), not at its next 250 ms look;</li>
 *   <li>a rebuild on one node stops every node serving what it read of the rows before ({@link ProjectionCache#rewritten}).</li>
 * </ul>
 * A number heard is never ahead of the store (it is sent on commit); it may be behind by the moment of its delivery,
 * as this node's own number is between its commit and its noting it: a read a moment older, never one that goes back
 * ({@link battleledger.ledger.api.FightersRead}). An encounter not heard of since the listening began is asked of the
 * store, and the answer kept only when the listening went on unbroken since before the question ({@link #learned}).
 * When the listening connection fails, everything heard is forgotten and every read asks the store again until the
 * connection is back (it tries every {@link #RETRY_MILLIS} ms). On H2 and where this node is the read models' only
 * writer nothing is sent or heard ({@link ProjectionCache} knows). {@code ledger.projections.notices: false} turns it
 * off (each read asks, each wait looks every 50 ms).
 */
@Context
public class ProjectionNotices {

    static final String CHANNEL = "battle_ledger_projected";
    /** Where a node says it appended events ({@link AppendNotices}); the text is the node's name. */
    static final String APPENDED = "battle_ledger_appended";
    /** How long the listener waits for notices before it makes sure its connection still answers. */
    static final int QUIET_MILLIS = 1_000;
    static final long RETRY_MILLIS = 1_000;
    /** The most encounters remembered (~100 bytes each); past it, all are forgotten and asked of the store again. */
    static final int MOST_HEARD = 50_000;
    private static final Logger LOG = LoggerFactory.getLogger(ProjectionNotices.class);

    private final boolean on;
    private final String url;
    private final Properties login = new Properties();
    private final ConnectionOperations<Connection> connections;
    private final ProjectionProgress progress;
    private final ProjectionCache cache;
    private final String self = UUID.randomUUID().toString();
    private final Map<String, Long> heard = new ConcurrentHashMap<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> appendedElsewhere = new CopyOnWriteArrayList<>();
    /** Odd while listening; moves at every start and end of listening and at every reset heard. */
    private volatile long epoch;
    private volatile boolean closed;
    private volatile Connection listening;
    private final Thread thread;

    public ProjectionNotices(@Value("${datasources.default.url:}") String url,
                             @Value("${datasources.default.username:}") String username,
                             @Value("${datasources.default.password:}") String password,
                             @Value("${ledger.cluster.enabled:false}") boolean clustered,
                             @Value("${ledger.projections.notices:true}") boolean enabled,
                             ConnectionOperations<Connection> connections, ProjectionProgress progress,
                             ProjectionCache cache) {
        this.on = enabled && url.startsWith("jdbc:postgresql:") && !TokenOwner.alone(url, clustered);
        this.url = url;
        if (!username.isEmpty()) {
            login.setProperty("user", username);
            login.setProperty("password", password);
        }
        login.setProperty("tcpKeepAlive", "true");
        this.connections = connections;
        this.progress = progress;
        this.cache = cache;
        this.thread = on ? new Thread(this::listen, "projection-notices") : null;
        if (thread != null) {
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Whether nodes tell each other here (PostgreSQL, not turned off). */
    public boolean on() {
        return on;
    }

    /** Whether this node is listening now: what it heard is what the store says, a moment late at most. */
    public boolean listening() {
        return (epoch & 1) == 1;
    }

    /**
     * The highest number heard for the encounter since the listening began; empty when not listening or not heard of.
     */
    public OptionalLong sequence(String encounterId) {
        if (!listening()) {
            return OptionalLong.empty();
        }
        Long n = heard.get(encounterId);
        return n == null ? OptionalLong.empty() : OptionalLong.of(n);
    }

    /** A mark to take before asking the store, for {@link #learned}. */
    public long epoch() {
        return epoch;
    }

    /**
     * What the store answered about an encounter, asked after {@code before} was taken: kept when this node listened
     * since before the question, so that whatever committed after the store's answer was heard (or will be).
     */
    public synchronized void learned(String encounterId, long sequence, long before) {
        if ((before & 1) == 1 && epoch == before && heard.size() <= MOST_HEARD) {
            heard.merge(encounterId, sequence, Math::max);
        }
    }

    /** Calls {@code listener} with each encounter another node's projection wrote, on the listening thread. */
    public void onHeard(Consumer<String> listener) {
        listeners.add(listener);
    }

    /** Runs {@code wake} when another node says it appended events, on the listening thread. */
    public void onAppendedElsewhere(Runnable wake) {
        appendedElsewhere.add(wake);
    }

    /** This node's name in the notices it sends. */
    String self() {
        return self;
    }

    /**
     * A new connection to the store, named {@code application} in {@code pg_stat_activity}: for listening, or for
     * sending notices outside a transaction of the service's.
     */
    Connection connect(String application) throws SQLException {
        Properties named = new Properties();
        named.putAll(login);
        named.setProperty("ApplicationName", application);
        return new org.postgresql.Driver().connect(url, named);
    }

    /**
     * Tells every node, in the transaction in progress, what this batch of rows holds; delivered when it commits. A
     * failure fails the batch, as a failed write of its rows would.
     */
    void announce(NoticePayload.Kind kind, Map<String, Long> sequences) {
        if (!on || sequences.isEmpty()) {
            return;
        }
        Connection c = connections.getConnectionStatus().getConnection();
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            for (String text : NoticePayload.of(self, kind, sequences)) {
                ps.setString(1, CHANNEL);
                ps.setString(2, text);
                ps.executeQuery().close();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot tell the other nodes what the projection wrote", e);
        }
    }

    /** Listens until closed, connecting again after a failure. */
    private void listen() {
        while (!closed) {
            try (Connection c = connect("battle-ledger notices")) {
                listening = c;
                try (Statement st = c.createStatement()) {
                    st.execute("LISTEN " + CHANNEL);
                    st.execute("LISTEN " + APPENDED);
                }
                started();
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] got = pg.getNotifications(QUIET_MILLIS);
                    if (got == null || got.length == 0) {
                        try (Statement st = c.createStatement()) {
                            st.execute("SELECT 1"); // a connection that no longer answers fails here
                        }
                    } else {
                        for (PGNotification n : got) {
                            if (n.getName().equals(APPENDED)) {
                                if (!self.equals(n.getParameter())) {
                                    appendedElsewhere.forEach(Runnable::run);
                                }
                            } else {
                                hear(n.getParameter());
                            }
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (!closed) {
                    LOG.info("stopped hearing other nodes' projections ({}); reads ask the store until heard again",
                            e.toString());
                }
            } finally {
                stopped();
                listening = null;
            }
            pause();
        }
    }

    void hear(String text) {
        NoticePayload notice;
        try {
            notice = NoticePayload.parse(text);
        } catch (IllegalArgumentException e) {
            LOG.warn("a projection notice this node cannot read was ignored: {}", e.getMessage());
            return;
        }
        boolean mine = notice.node().equals(self);
        if (heard.size() > MOST_HEARD) {
            forgetAll();
        }
        notice.sequences().forEach((id, n) -> heard.merge(id, n, Math::max));
        if (!mine) {
            if (notice.kind() == NoticePayload.Kind.REWRITTEN) {
                cache.rewritten(); // what this node read of those rows is not served again
            }
            progress.heard();
            for (String id : notice.sequences().keySet()) {
                listeners.forEach(l -> l.accept(id));
            }
        }
    }

    private synchronized void started() {
        heard.clear();
        epoch += (epoch & 1) == 0 ? 1 : 2;
    }

    private synchronized void stopped() {
        if (listening()) {
            epoch++;
        }
        heard.clear();
    }

    /** Forgets every number heard, and what was asked of the store before now (it would be kept otherwise). */
    private synchronized void forgetAll() {
        heard.clear();
        epoch += 2;
    }

    private void pause() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closed = true;
        }
    }

    @PreDestroy
    void close() {
        closed = true;
        if (thread != null) {
            thread.interrupt();
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
}
