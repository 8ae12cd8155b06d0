package battleledger.ledger.projection;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A reader waiting for read-your-writes (issue 18) counts the batches committed before it looks at the read models
 * and waits for one more: a batch that commits between its look and its wait ends the wait at once, not after the
 * reader's poll.
 */
class ProjectionProgressTest {

    @Test
    void aBatchCommittedBetweenTheLookAndTheWaitEndsTheWaitAtOnce() throws Exception {
        ProjectionProgress progress = new ProjectionProgress();
        long seen = progress.batches();
        progress.committed(); // after the reader looked, before it waits
        long t0 = System.nanoTime();
        progress.awaitChange(seen, 10_000);
        assertThat(System.nanoTime() - t0).isLessThan(TimeUnit.SECONDS.toNanos(5));
        assertThat(progress.batches()).isEqualTo(seen + 1);
    }

    @Test
    void aWaiterIsWokenByTheNextBatch() throws Exception {
        ProjectionProgress progress = new ProjectionProgress();
        long seen = progress.batches();
        CompletableFuture<Void> waiter = CompletableFuture.runAsync(() -> {
            try {
                progress.awaitChange(seen, 60_000);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        progress.committed();
        waiter.get(30, TimeUnit.SECONDS);
        assertThat(waiter).isDone();
    }

    @Test
    void withoutABatchTheWaitEndsWhenItsTimeIsUp() throws Exception {
        ProjectionProgress progress = new ProjectionProgress();
        long t0 = System.nanoTime();
        progress.awaitChange(progress.batches(), 20);
        assertThat(System.nanoTime() - t0).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(20));
    }
}
