package battleledger.ledger.projection;

import battleledger.ledger.axon.TokenOwner;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.micronaut.data.connection.ConnectionOperations;
import jakarta.annotation.PreDestroy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
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
 * connection is back ({@link NoticeLine} tries every second). On H2 and where this node is the read models' only
 * writer nothing is sent or heard ({@link ProjectionCache} knows). {@code ledger.projections.notices: false} turns it
 * off (each read asks, each wait looks every 50 ms). The same connection hears, on a channel of its own, that another
 * node appended events ({@link AppendNotices}), and wakes this node's event store ({@link #onAppendedElsewhere}).
 */
@Context
public class ProjectionNotices {

    static final String CHANNEL = "battle_ledger_projected";
    /** How the listening connection is named in {@code pg_stat_activity}. */
    static final String LISTENER = "battle-ledger notices";
    /** Where a node says it appended events ({@link AppendNotices}); the text is the node's name. */
    static final String APPENDED = "battle_ledger_appended";
    /** The most encounters remembered (~100 bytes each); past it, all are forgotten and asked of the store again. */
    static final int MOST_HEARD = 50_000;
    private static final Logger LOG = LoggerFactory.getLogger(ProjectionNotices.class);

    private final boolean on;
    private final NoticeLine line;
    private final ConnectionOperations<Connection> connections;
    private final ProjectionProgress progress;
    private final ProjectionCache cache;
    private final String self = UUID.randomUUID().toString();
    private final Map<String, Long> heard = new ConcurrentHashMap<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> appendedElsewhere = new CopyOnWriteArrayList<>();
    /** Odd while listening; moves at every start and end of listening and at every reset heard. */
    private volatile long epoch;

    public ProjectionNotices(@Value("${datasources.default.url:}") String url,
                             @Value("${datasources.default.username:}") String username,
                             @Value("${datasources.default.password:}") String password,
                             @Value("${ledger.cluster.enabled:false}") boolean clustered,
                             @Value("${ledger.projections.notices:true}") boolean enabled,
                             ConnectionOperations<Connection> connections, ProjectionProgress progress,
                             ProjectionCache cache) {
        this.on = enabled && url.startsWith("jdbc:postgresql:") && !TokenOwner.alone(url, clustered);
        this.line = new NoticeLine(url, username, password);
        this.connections = connections;
        this.progress = progress;
        this.cache = cache;
        if (on) {
            line.listen(List.of(CHANNEL, APPENDED), LISTENER, new NoticeLine.Hearer() {
                @Override
                public void started() {
                    listeningStarted();
                }

                @Override
                public void stopped() {
                    listeningStopped();
                }

                @Override
                public void heard(String channel, String text) {
                    if (!channel.equals(APPENDED)) {
                        hear(text);
                    } else if (!self.equals(text)) {
                        appendedElsewhere.forEach(Runnable::run);
                    }
                }
            });
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

    /** The connections notices go through (AppendNotices sends on one of its own). */
    NoticeLine line() {
        return line;
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
        try {
            for (String text : NoticePayload.of(self, kind, sequences)) {
                NoticeLine.send(c, CHANNEL, text);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot tell the other nodes what the projection wrote", e);
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
                for (Consumer<String> listener : listeners) {
                    try {
                        listener.accept(id);
                    } catch (RuntimeException e) { // a listener's failure is its own, not the connection's
                        LOG.debug("a listener of projection notices failed on {}", id, e);
                    }
                }
            }
        }
    }

    private synchronized void listeningStarted() {
        heard.clear();
        epoch += (epoch & 1) == 0 ? 1 : 2;
    }

    private synchronized void listeningStopped() {
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

    @PreDestroy
    void close() {
        line.close();
    }
}
