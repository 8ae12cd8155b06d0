package battleledger.ledger.stream;

import battleledger.ledger.app.EventStoreQueries;
import battleledger.ledger.projection.LogEntry;
import battleledger.ledger.projection.ProjectedCombatants;
import battleledger.ledger.projection.ProjectionNotices;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The live feed where other nodes project too (issue 13's stream on issue 12's several nodes). A node's listeners hear
 * its own projector at once ({@link LiveFeed#published}), but an encounter whose projection segment another node
 * holds is never projected here, and its listeners heard nothing after their catch-up. So, where this node is not the
 * read models' only writer, every {@code ledger.stream.poll} (250 ms) this reads the projected log lines after the last
 * one it handed over, for each encounter with listeners on this node, and hands them over too. It starts from what is
 * projected when an encounter's first listener registers, before that listener's catch-up reads, so no line falls
 * between the two; listeners let each line through once ({@link InOrder}), whichever of the three brought it. On
 * PostgreSQL another node's projection tells of what it wrote ({@link ProjectionNotices#onHeard}): an encounter
 * followed here is looked at then, and the poll stays for what a lost connection left unheard.
 */
@Context
@Singleton
final class StoreFeed {

    private static final Logger LOG = LoggerFactory.getLogger(StoreFeed.class);

    private final LiveFeed feed;
    private final StreamLog log;
    private final EventStoreQueries store;
    private final ProjectedCombatants projected;
    /** Encounter id → the sequence number of the last projected line handed over (or there when it began). */
    private final Map<String, Long> last = new ConcurrentHashMap<>();
    private final ScheduledExecutorService poller;

    StoreFeed(LiveFeed feed, StreamLog log, EventStoreQueries store, ProjectedCombatants projected,
              ProjectionNotices notices, @Value("${ledger.stream.poll:250ms}") Duration every) {
        this.feed = feed;
        this.log = log;
        this.store = store;
        this.projected = projected;
        if (projected.alone()) {
            this.poller = null; // this node's projector writes every line: LiveFeed hears them all
            return;
        }
        feed.onListen(this::follow);
        this.poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "stream-store-feed");
            t.setDaemon(true);
            return t;
        });
        long millis = Math.max(10, every.toMillis());
        poller.scheduleWithFixedDelay(this::poll, millis, millis, TimeUnit.MILLISECONDS);
        notices.onHeard(id -> { // another node projected it: its lines now, not at the next look
            if (last.containsKey(id)) {
                poller.execute(() -> look(List.of(id)));
            }
        });
    }

    /** An encounter's first listener: lines after what is projected now are this feed's to hand over. */
    private void follow(String encounterId) {
        // atomic with poll's removal of encounters nobody listens to: a listener registered meanwhile keeps its entry
        last.computeIfAbsent(encounterId, id -> projected.storedSequence(id).orElse(-1));
    }

    /** One look at every followed encounter's projected lines; a store that fails is looked at again next time. */
    void poll() {
        look(List.copyOf(last.keySet()));
    }

    private void look(List<String> ids) {
        try {
            for (String id : ids) {
                last.computeIfPresent(id, (k, v) -> feed.listening(k) == 0 ? null : v);
                Long from = last.get(id);
                if (from != null) {
                    handOver(id, from);
                }
            }
        } catch (RuntimeException | LinkageError | AssertionError e) { // an Error would end the schedule for good
            LOG.debug("the live feed could not read the projected lines; looking again", e);
        }
    }

    private void handOver(String id, long from) {
        List<LogEntry> lines = log.findByEncounterIdAndSequenceGreaterThanEqualsOrderBySequence(id, from + 1);
        if (lines.isEmpty()) {
            return;
        }
        // the lines' places in the store, in one query rather than one per line
        Map<Long, Long> positions = store.positions(id, lines.get(0).sequence(),
                lines.get(lines.size() - 1).sequence());
        List<FeedItem> items = new ArrayList<>(lines.size());
        for (LogEntry line : lines) {
            items.add(new FeedItem(id, positions.getOrDefault(line.sequence(), -1L), line));
        }
        feed.published(items);
        last.computeIfPresent(id, (k, v) -> Math.max(v, lines.get(lines.size() - 1).sequence()));
    }

    @PreDestroy
    void stop() {
        if (poller != null) {
            poller.shutdownNow();
        }
    }
}
