package battleledger.ledger.axon;

import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.messaging.StreamableMessageSource;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The event store as the projection processor's source, with streams that say when events are there (issue 18,
 * read-your-writes bounded by work, not a poll). Axon's pooled streaming processor asks a stream for an
 * availability callback and, when it has none (the embedded event store's streams have none), looks again every
 * 500 ms: that was the ~350 ms floor of read-your-writes. Here each stream has a thread of its own that waits on the
 * embedded store's stream — woken by the store as soon as a command's events commit on this node, and by its own
 * fetch otherwise — takes the events into a bounded queue and calls the processor back.
 * <p>
 * It calls back at once when the projection has committed a batch since the last call back (it keeps up, as with a
 * client that reads each write back before the next) or when the stream was quiet; otherwise it gathers what arrives
 * until {@code gather} after the last call back (or until its queue is full): the events of a busy moment then reach
 * the projection as one batch per segment, written in one transaction with one token update, and the read models'
 * pages change once per batch rather than once per command, so the flushes that make commands durable carry fewer
 * of them. Measured: issue 18, {@code docs/performance.md}, stop 33. A read that waits for its own write may wait up
 * to {@code gather} longer while the projection is behind. The service's default is 0 (no gather): in five pairs of
 * whole bench runs (stops 34 and 35) 10 ms saved 5-9% of a command's CPU at 4 clients, but doubled the 99th
 * percentile of an idle read waiting for its own write (~11 ms against ~4-7) and lengthened it under 16 writers in
 * four pairs of five.
 */
final class SignallingSource implements StreamableMessageSource<TrackedEventMessage<?>> {

    private final StreamableMessageSource<TrackedEventMessage<?>> store;
    private final long lookMillis;
    private final long gatherMillis;
    private final LongSupplier batches;

    /**
     * @param lookMillis how long the reader waits on the store's stream before asking again. The store wakes a stream
     *                   that follows its cache as soon as events commit on this node; a stream it has put on a read of
     *                   its own (a token whose gaps the cache's tokens do not have, which concurrent commits on
     *                   PostgreSQL make all the time) is not woken, and looks again only when asked: with a whole
     *                   second, reads waiting for their own writes under 16 writers on PostgreSQL waited 300 ms (p50).
     * @param gatherMillis   the least time between two calls back while the projection is behind (0, the default:
     *                       at every event; at most {@link #MOST_GATHER_MILLIS}, since a read waiting for its own
     *                       write waits for it too)
     * @param batches        how many projection batches have committed on this node so far
     */
    SignallingSource(StreamableMessageSource<TrackedEventMessage<?>> store, long lookMillis, long gatherMillis,
                     LongSupplier batches) {
        if (gatherMillis < 0 || gatherMillis > MOST_GATHER_MILLIS) {
            throw new IllegalArgumentException("ledger.projections.gather is " + gatherMillis + " ms; it must be "
                    + "between 0 and " + MOST_GATHER_MILLIS + " ms (a read waiting for its own write waits for it)");
        }
        this.store = store;
        this.lookMillis = Math.max(1, lookMillis);
        this.gatherMillis = gatherMillis;
        this.batches = batches;
    }

    static final long MOST_GATHER_MILLIS = 1_000;

    @Override
    public BlockingStream<TrackedEventMessage<?>> openStream(TrackingToken token) {
        return new Prefetching(store.openStream(token), lookMillis, gatherMillis, batches);
    }

    @Override
    public TrackingToken createTailToken() {
        return store.createTailToken();
    }

    @Override
    public TrackingToken createHeadToken() {
        return store.createHeadToken();
    }

    @Override
    public TrackingToken createTokenAt(Instant dateTime) {
        return store.createTokenAt(dateTime);
    }

    @Override
    public TrackingToken createTokenSince(Duration duration) {
        return store.createTokenSince(duration);
    }

    /** A stream read ahead by a thread of its own, which calls back whoever waits as soon as an event is in. */
    static final class Prefetching implements BlockingStream<TrackedEventMessage<?>> {

        static final int AHEAD = 1024;

        private final BlockingStream<TrackedEventMessage<?>> delegate;
        private final ArrayBlockingQueue<TrackedEventMessage<?>> ready = new ArrayBlockingQueue<>(AHEAD);
        private final Object arrived = new Object();
        private final Thread reader;
        private volatile Runnable callback = () -> {
        };
        private volatile RuntimeException failure;
        private volatile boolean closed;

        private final long lookMillis;
        private final long gatherNanos;
        private final LongSupplier batches;

        Prefetching(BlockingStream<TrackedEventMessage<?>> delegate, long lookMillis, long gatherMillis,
                    LongSupplier batches) {
            this.delegate = delegate;
            this.lookMillis = lookMillis;
            this.gatherNanos = TimeUnit.MILLISECONDS.toNanos(gatherMillis);
            this.batches = batches;
            this.reader = new Thread(this::readAhead, "projection-stream-reader");
            this.reader.setDaemon(true);
            this.reader.start();
        }

        private void readAhead() {
            try {
                long called = System.nanoTime() - gatherNanos; // quiet: the first event is passed on at once
                long committedThen = -1;
                while (!closed) {
                    if (delegate.hasNextAvailable((int) lookMillis, TimeUnit.MILLISECONDS)) {
                        ready.put(delegate.nextAvailable());
                        if (gatherNanos > 0) { // without a gather (the default), each event is passed on at once
                            takeWhatIsThere(); // the rest of its commit, which the store read with it
                            if (batches.getAsLong() == committedThen) { // the projection is still at the last ones
                                gatherUntil(called + gatherNanos);
                            }
                            called = System.nanoTime();
                            committedThen = batches.getAsLong();
                        }
                        signal();
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail(new IllegalStateException("the projection's stream reader was interrupted", e));
            } catch (RuntimeException e) {
                fail(e);
            } catch (Error e) {
                // a reader that died in silence would leave the processor waiting for ever on a stream that is empty
                // but not failed, every segment "caught up" (Axon's own processors had this: AxonFramework#4785)
                fail(new IllegalStateException("the projection's stream reader failed: " + e, e));
                if (e instanceof VirtualMachineError) {
                    throw e;
                }
            }
        }

        private void takeWhatIsThere() throws InterruptedException {
            while (!closed && ready.remainingCapacity() > 0 && delegate.hasNextAvailable()) {
                ready.put(delegate.nextAvailable());
            }
        }

        /**
         * Takes the events that arrive until {@code deadline} (or the queue is full) to pass them on together, asking
         * the store again at least every look, as when nothing is gathered.
         */
        private void gatherUntil(long deadline) throws InterruptedException {
            long left;
            while (!closed && (left = deadline - System.nanoTime()) > 0 && ready.remainingCapacity() > 0) {
                // rounded up to a millisecond, so the wait is never 0 (which would not wait at all: a busy loop)
                long millis = Math.min(lookMillis, Math.max(1, TimeUnit.NANOSECONDS.toMillis(left + 999_999)));
                if (delegate.hasNextAvailable((int) millis, TimeUnit.MILLISECONDS)) {
                    ready.put(delegate.nextAvailable());
                }
            }
        }

        /** Hands a failure to the processor, which closes this stream and opens another (unless it closed this one). */
        private void fail(RuntimeException e) {
            if (!closed) {
                failure = e;
                signal();
            }
        }

        private void signal() {
            synchronized (arrived) {
                arrived.notifyAll();
            }
            callback.run();
        }

        private void rethrow() {
            RuntimeException f = failure;
            if (f != null && ready.isEmpty()) {
                throw f;
            }
        }

        /** The events read ahead and not yet taken. */
        int queued() {
            return ready.size();
        }

        @Override
        public Optional<TrackedEventMessage<?>> peek() {
            rethrow();
            return Optional.ofNullable(ready.peek());
        }

        @Override
        public boolean hasNextAvailable() {
            rethrow();
            return !ready.isEmpty();
        }

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            synchronized (arrived) {
                while (ready.isEmpty() && failure == null) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return false;
                    }
                    TimeUnit.NANOSECONDS.timedWait(arrived, left);
                }
            }
            rethrow();
            return !ready.isEmpty();
        }

        @Override
        public TrackedEventMessage<?> nextAvailable() throws InterruptedException {
            while (true) {
                rethrow();
                TrackedEventMessage<?> next = ready.poll(100, TimeUnit.MILLISECONDS);
                if (next != null) {
                    return next;
                }
            }
        }

        @Override
        public void close() {
            closed = true;
            reader.interrupt();
            delegate.close();
        }

        @Override
        public void skipMessagesWithPayloadTypeOf(TrackedEventMessage<?> ignoredMessage) {
            delegate.skipMessagesWithPayloadTypeOf(ignoredMessage);
        }

        @Override
        public boolean setOnAvailableCallback(Runnable callback) {
            this.callback = callback;
            if (!ready.isEmpty() || failure != null) {
                callback.run();
            }
            return true;
        }
    }
}
