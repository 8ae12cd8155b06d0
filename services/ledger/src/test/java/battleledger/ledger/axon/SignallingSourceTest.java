package battleledger.ledger.axon;

import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.GenericTrackedEventMessage;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: the projection's stream calls the processor back when an event arrives, so the processor never needs to
 * look again on a timer; events come out in the order they went in, and a failing store reaches the processor.
 */
class SignallingSourceTest {

    /** A store's stream fed by hand. */
    static class Fed implements BlockingStream<TrackedEventMessage<?>> {
        final LinkedBlockingDeque<TrackedEventMessage<?>> events = new LinkedBlockingDeque<>();
        volatile RuntimeException failure;
        volatile Error error;

        @Override
        public Optional<TrackedEventMessage<?>> peek() {
            return Optional.ofNullable(events.peek());
        }

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            if (failure != null) {
                throw failure;
            }
            if (error != null) {
                throw error;
            }
            TrackedEventMessage<?> next = events.pollFirst(timeout, unit);
            if (next == null) {
                return false;
            }
            events.putFirst(next); // looked at, not taken
            return true;
        }

        @Override
        public TrackedEventMessage<?> nextAvailable() throws InterruptedException {
            return events.take();
        }

        @Override
        public void close() {
        }
    }

    static TrackedEventMessage<?> event(long position) {
        return new GenericTrackedEventMessage<>(new GlobalSequenceTrackingToken(position),
                GenericEventMessage.asEventMessage("event " + position));
    }

    @Test
    void theProcessorIsCalledBackWhenAnEventArrivesAndGetsTheEventsInOrder() throws Exception {
        Fed store = new Fed();
        SignallingSource.Prefetching stream = new SignallingSource.Prefetching(store, 1_000, 0, () -> 0);
        try {
            CountDownLatch calledBack = new CountDownLatch(1);
            assertThat(stream.setOnAvailableCallback(calledBack::countDown)).isTrue();
            assertThat(stream.hasNextAvailable()).isFalse();

            store.events.put(event(1));
            assertThat(calledBack.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(stream.hasNextAvailable()).isTrue();
            assertThat(stream.nextAvailable().getPayload()).isEqualTo("event 1");

            store.events.put(event(2));
            store.events.put(event(3));
            assertThat(stream.hasNextAvailable(30, TimeUnit.SECONDS)).isTrue();
            assertThat(stream.nextAvailable().getPayload()).isEqualTo("event 2");
            assertThat(stream.hasNextAvailable(30, TimeUnit.SECONDS)).isTrue();
            assertThat(stream.nextAvailable().getPayload()).isEqualTo("event 3");
        } finally {
            stream.close();
        }
    }

    /**
     * A store's stream that nothing wakes (the embedded store's read of its own, for a token whose gaps its cache
     * does not share) is asked again after the look, not after a second: the reader waits on it no longer than that.
     */
    @Test
    void theReaderAsksAStreamNothingWakesAgainAfterTheLook() throws Exception {
        java.util.List<Long> waits = new java.util.concurrent.CopyOnWriteArrayList<>();
        Fed store = new Fed() {
            @Override
            public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
                waits.add(unit.toMillis(timeout));
                return super.hasNextAvailable(timeout, unit);
            }
        };
        SignallingSource.Prefetching stream = new SignallingSource.Prefetching(store, 25, 0, () -> 0);
        try {
            store.events.put(event(1));
            assertThat(stream.hasNextAvailable(30, TimeUnit.SECONDS)).isTrue();
            // the looks that wait (a look without waiting takes what the store already holds)
            assertThat(waits).filteredOn(millis -> millis > 0).isNotEmpty().allMatch(millis -> millis == 25);
        } finally {
            stream.close();
        }
    }

    @Test
    void aStoreThatFailsReachesTheProcessorWhichThenOpensAnotherStream() throws Exception {
        Fed store = new Fed();
        store.failure = new IllegalStateException("store down");
        assertTheProcessorIsToldOfAFailure(store, "store down");
    }

    @Test
    void aReaderThatDiesOfAnErrorSaysSoToTheProcessorInsteadOfFallingSilent() throws Exception {
        Fed store = new Fed();
        store.error = new NoClassDefFoundError("gone");
        assertTheProcessorIsToldOfAFailure(store, "stream reader failed", "gone");
    }

    /** The processor is called back, and the stream then throws what went wrong (the processor opens another). */
    private static void assertTheProcessorIsToldOfAFailure(Fed store, String... saying) throws Exception {
        SignallingSource.Prefetching stream = new SignallingSource.Prefetching(store, 1_000, 0, () -> 0);
        try {
            CountDownLatch calledBack = new CountDownLatch(1);
            stream.setOnAvailableCallback(calledBack::countDown);
            assertThat(calledBack.await(30, TimeUnit.SECONDS)).isTrue();
            var thrown = org.assertj.core.api.Assertions.assertThatThrownBy(stream::hasNextAvailable);
            for (String s : saying) {
                thrown.hasMessageContaining(s);
            }
        } finally {
            stream.close();
        }
    }
}
