package battleledger.ledger.stream;

import battleledger.ledger.app.EventStoreQueries;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Sinks;
import reactor.util.concurrent.Queues;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Pushes every change to the encounters' live listeners as soon as the projection has committed it. Each listener
 * has its own bounded buffer and the projection only ever offers to it: a listener whose buffer is full is dropped
 * (its stream ends after what it was already given) and resumes from its last event id, so a slow client never
 * holds back the projection or the other listeners.
 */
@Singleton
public class LiveFeed {

    /** The global index of each of an encounter's events from one sequence number to another, by sequence. */
    @FunctionalInterface
    public interface Positions {
        Map<Long, Long> of(String encounterId, long fromSequence, long toSequence);
    }

    private static final Logger LOG = LoggerFactory.getLogger(LiveFeed.class);

    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();
    private final int capacity;
    private final Positions positions;
    private volatile java.util.function.Consumer<String> onListen = id -> { };

    @Inject
    public LiveFeed(@Value("${ledger.stream.buffer:256}") int capacity, EventStoreQueries store) {
        this(capacity, store::positions);
    }

    public LiveFeed(int capacity, Positions positions) {
        this.capacity = Math.max(1, capacity);
        this.positions = positions;
    }

    /** Starts listening to an encounter; items are kept in the listener's buffer until its flux is read. */
    public Listener listen(String encounterId) {
        Listener listener = new Listener(encounterId, capacity);
        listeners.computeIfAbsent(encounterId, k -> ConcurrentHashMap.newKeySet()).add(listener);
        try {
            onListen.accept(encounterId); // before the listener's catch-up reads what it missed (StoreFeed)
        } catch (RuntimeException e) { // the store is down: no listener is left behind for the refused stream
            remove(listener);
            throw e;
        }
        return listener;
    }

    /** Told of every new listener's encounter, once the listener is registered. */
    void onListen(java.util.function.Consumer<String> hook) {
        this.onListen = hook;
    }

    /** The encounters that have listeners now. */
    Set<String> listened() {
        return Set.copyOf(listeners.keySet());
    }

    /**
     * Called after a projection batch committed, with its changes in the order they were projected, each with the
     * projection's tracking position. That is the event's own store position but where the event filled a gap: two
     * events of one command stored at 10 and 11 and read after 12 both carry 12, and a client that resumed after the
     * first (its Last-Event-ID 12) would be taken to have the second. So the changes of encounters that have
     * listeners get their events' own positions, one query per encounter and batch; a store that fails leaves them
     * as they came.
     */
    public void projected(List<FeedItem> items) {
        Map<String, long[]> range = new java.util.LinkedHashMap<>();
        for (FeedItem item : items) {
            if (listeners.containsKey(item.encounterId())) {
                long sequence = item.line().sequence();
                range.merge(item.encounterId(), new long[]{sequence, sequence},
                        (a, b) -> new long[]{Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
        }
        if (range.isEmpty()) {
            return;
        }
        Map<String, Map<Long, Long>> own = new java.util.HashMap<>();
        try {
            range.forEach((id, r) -> own.put(id, positions.of(id, r[0], r[1])));
        } catch (RuntimeException e) {
            LOG.debug("the events' own positions could not be read; the changes keep the projection's", e);
        }
        List<FeedItem> told = new java.util.ArrayList<>(items.size());
        for (FeedItem item : items) {
            Long at = own.getOrDefault(item.encounterId(), Map.of()).get(item.line().sequence());
            told.add(at == null || at == item.position() ? item : new FeedItem(item.encounterId(), at, item.line()));
        }
        published(told);
    }

    /** Hands changes to their encounters' listeners, in the order given. */
    public void published(List<FeedItem> items) {
        for (FeedItem item : items) {
            Set<Listener> set = listeners.get(item.encounterId());
            if (set != null) {
                for (Listener l : set) {
                    l.offer(item);
                }
            }
        }
    }

    /** How many listeners an encounter has now. */
    public int listening(String encounterId) {
        Set<Listener> set = listeners.get(encounterId);
        return set == null ? 0 : set.size();
    }

    private void remove(Listener listener) {
        listeners.computeIfPresent(listener.encounterId, (k, set) -> {
            set.remove(listener);
            return set.isEmpty() ? null : set;
        });
    }

    /** One subscriber's bounded buffer of live changes. */
    public final class Listener implements AutoCloseable {

        private final String encounterId;
        private final Sinks.Many<FeedItem> sink;
        private boolean dropped;

        private Listener(String encounterId, int capacity) {
            this.encounterId = encounterId;
            this.sink = Sinks.many().unicast().onBackpressureBuffer(Queues.<FeedItem>get(capacity).get());
        }

        synchronized void offer(FeedItem item) {
            if (dropped) {
                return;
            }
            Sinks.EmitResult result = sink.tryEmitNext(item);
            if (result.isFailure()) {
                dropped = true;
                sink.tryEmitComplete();
                remove(this);
            }
        }

        /** The live changes; completes when the listener was dropped for falling behind. */
        public Flux<FeedItem> items() {
            return sink.asFlux();
        }

        public synchronized boolean dropped() {
            return dropped;
        }

        @Override
        public void close() {
            remove(this);
        }
    }
}
