package battleledger.ledger.stream;

import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Sinks;
import reactor.util.concurrent.Queues;

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

    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();
    private final int capacity;
    private volatile java.util.function.Consumer<String> onListen = id -> { };

    public LiveFeed(@Value("${ledger.stream.buffer:256}") int capacity) {
        this.capacity = Math.max(1, capacity);
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

    /** Called after a projection batch committed, with its changes in the order they were projected. */
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
