package battleledger.ledger.axon;

import org.axonframework.eventhandling.TrackedEventMessage;
import battleledger.ledger.axon.SignallingSourceTest.Fed;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static battleledger.ledger.axon.SignallingSourceTest.event;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: with {@code ledger.projections.gather} set, the projection's stream passes a busy moment's events on
 * together, and still passes them on at once when the stream was quiet or the projection keeps up.
 */
class SignallingSourceGatherTest {

    /** A store's stream in which an event is there only for a reader that waits: nothing is ever there at once. */
    static class Trickling extends Fed {
        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            return timeout > 0 && super.hasNextAvailable(timeout, unit);
        }
    }

    /** However long the gather, the first event after a quiet spell reaches the processor at once. */
    @Test
    void theFirstEventAfterAQuietSpellIsPassedOnAtOnce() throws Exception {
        withStream(new Fed(), 600_000, () -> 0, (store, stream) -> {
            CountDownLatch calledBack = new CountDownLatch(1);
            stream.setOnAvailableCallback(calledBack::countDown);
            store.events.put(event(1));
            assertThat(calledBack.await(30, TimeUnit.SECONDS)).isTrue(); // not after the gather's ten minutes
            assertThat(stream.nextAvailable().getPayload()).isEqualTo("event 1");
        });
    }

    /** A store's stream in which events become there together, as a command's do when it commits. */
    static class Committing extends Fed {
        private final CountDownLatch committed = new CountDownLatch(1);

        void commit(TrackedEventMessage<?>... together) {
            events.addAll(List.of(together));
            committed.countDown();
        }

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            return committed.await(timeout, unit) && super.hasNextAvailable(timeout, unit);
        }
    }

    /** The events that are there together (a command's, committed together) are passed on with one call. */
    @Test
    void theEventsOfOneCommitArePassedOnWithOneCall() throws Exception {
        assertThat(queuedAtCallsBackOnACommitOfThree(600_000, 1)).containsExactly(3);
    }

    /** Without a gather (the service's default) every event is passed on as it comes, with a call of its own. */
    @Test
    void withoutAGatherEachEventIsPassedOnWithACallOfItsOwn() throws Exception {
        assertThat(queuedAtCallsBackOnACommitOfThree(0, 3)).containsExactly(1, 2, 3);
    }

    /**
     * Commits three events together to a stream that gathers for {@code gatherMillis}, and returns how many events the
     * stream held read ahead at each of its first {@code calls} calls back.
     */
    private static List<Integer> queuedAtCallsBackOnACommitOfThree(long gatherMillis, int calls) throws Exception {
        Committing store = new Committing();
        List<Integer> queuedAtEachCall = new java.util.concurrent.CopyOnWriteArrayList<>();
        withStream(store, gatherMillis, () -> 0, (fed, stream) -> {
            CountDownLatch calledBack = new CountDownLatch(calls);
            stream.setOnAvailableCallback(() -> {
                queuedAtEachCall.add(stream.queued());
                calledBack.countDown();
            });
            store.commit(event(1), event(2), event(3));
            assertThat(calledBack.await(30, TimeUnit.SECONDS)).as("calls back").isTrue();
        });
        return List.copyOf(queuedAtEachCall);
    }

    /**
     * Events that keep coming reach the processor together: those that arrive within the gather after a call back,
     * the projection not having written the last ones yet, are passed on with one call, so it writes them in one
     * batch. (Three events arrive one by one as the first call back is made.)
     */
    @Test
    void eventsThatKeepComingArePassedOnTogether() throws Exception {
        withStream(new Trickling(), 2_000, () -> 0, (store, stream) -> {
            assertThat(queuedAtCallsBack(stream, store, 1, 3, 2)).containsExactly(1, 4);
            for (int i = 1; i <= 4; i++) {
                assertThat(stream.nextAvailable().getPayload()).isEqualTo("event " + i);
            }
        });
    }

    /**
     * A client that reads each of its writes back before the next is not kept waiting: an event that arrives after the
     * projection committed a batch since the last call back is passed on at once, however long the gather.
     */
    @Test
    void anEventAfterTheProjectionCaughtUpIsPassedOnAtOnce() throws Exception {
        java.util.concurrent.atomic.AtomicLong committed = new java.util.concurrent.atomic.AtomicLong();
        withStream(new Trickling(), 600_000, committed::get, (store, stream) -> {
            java.util.concurrent.Semaphore calls = new java.util.concurrent.Semaphore(0);
            stream.setOnAvailableCallback(calls::release);
            for (int i = 1; i <= 3; i++) {
                store.events.put(event(i));
                assertThat(calls.tryAcquire(30, TimeUnit.SECONDS)).as("call back for event " + i).isTrue();
                assertThat(stream.nextAvailable().getPayload()).isEqualTo("event " + i);
                committed.incrementAndGet(); // the projection wrote it
            }
        });
    }

    /** A gather ends when the queue read ahead is full: the processor is called back then, not after the gather. */
    @Test
    void aFullQueueIsPassedOnWithoutWaitingOutTheGather() throws Exception {
        // the second call comes when the queue is full, not after the gather's ten minutes
        withStream(new Trickling(), 600_000, () -> 0, (store, stream) -> assertThat(queuedAtCallsBack(stream, store,
                1, SignallingSource.Prefetching.AHEAD + 1, 2)).containsExactly(1, SignallingSource.Prefetching.AHEAD));
    }

    @Test
    void aGatherLongerThanASecondIsRefusedAtStart() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new SignallingSource(null, 25, 1_001, () -> 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ledger.projections.gather");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new SignallingSource(null, 25, -1, () -> 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** What a test does with a store fed by hand and the stream over it. */
    interface WithStream {
        void run(Fed store, SignallingSource.Prefetching stream) throws Exception;
    }

    /**
     * Runs the test on a stream over {@code store} that looks every second, gathers for {@code gatherMillis} and sees
     * {@code batches} projection batches committed, then closes it.
     */
    private static void withStream(Fed store, long gatherMillis, java.util.function.LongSupplier batches,
                                   WithStream test) throws Exception {
        SignallingSource.Prefetching stream = new SignallingSource.Prefetching(store, 1_000, gatherMillis, batches);
        try {
            test.run(store, stream);
        } finally {
            stream.close();
        }
    }

    /**
     * Puts {@code first} events in the store, and {@code afterFirstCall} more as the stream makes its first call back;
     * returns how many events the stream held read ahead at each of its first {@code calls} calls back (waiting up to
     * 30 s for them).
     */
    private static List<Integer> queuedAtCallsBack(SignallingSource.Prefetching stream, Fed store, int first,
                                                   int afterFirstCall, int calls) throws InterruptedException {
        List<Integer> queuedAtEachCall = new java.util.concurrent.CopyOnWriteArrayList<>();
        stream.setOnAvailableCallback(() -> {
            synchronized (queuedAtEachCall) {
                queuedAtEachCall.add(stream.queued());
                if (queuedAtEachCall.size() == 1) {
                    for (int i = first + 1; i <= first + afterFirstCall; i++) {
                        store.events.add(event(i));
                    }
                }
                queuedAtEachCall.notifyAll();
            }
        });
        for (int i = 1; i <= first; i++) {
            store.events.put(event(i));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        synchronized (queuedAtEachCall) {
            while (queuedAtEachCall.size() < calls && System.nanoTime() < deadline) {
                queuedAtEachCall.wait(100);
            }
        }
        return List.copyOf(queuedAtEachCall);
    }

}
