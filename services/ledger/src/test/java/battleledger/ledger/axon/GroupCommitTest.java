package battleledger.ledger.axon;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 18, group commit: a command is answered only after a flush that began after its commit, and the commands
 * that commit while one flush runs share the next one.
 */
class GroupCommitTest {

    /** A flush that waits until the test lets it finish, counting how many began. */
    static final class HeldFlush implements GroupCommit.Flush {
        final Semaphore release = new Semaphore(0);
        final AtomicInteger began = new AtomicInteger();
        final AtomicBoolean failNext = new AtomicBoolean();

        @Override
        public void run() throws Exception {
            began.incrementAndGet();
            if (!release.tryAcquire(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("never released");
            }
            if (failNext.getAndSet(false)) {
                throw new java.io.IOException("disk full");
            }
        }
    }

    private static Thread waiter(GroupCommit group, CountDownLatch returned, List<Throwable> failures) {
        Thread t = new Thread(() -> {
            try {
                group.awaitDurable();
            } catch (Throwable e) {
                synchronized (failures) {
                    failures.add(e);
                }
            }
            returned.countDown();
        });
        t.start();
        return t;
    }

    /** A first commit whose flush is running (held): the leader of the first round. */
    private static CountDownLatch leaderFlushing(GroupCommit group, HeldFlush flush, List<Throwable> failures)
            throws InterruptedException {
        CountDownLatch leader = new CountDownLatch(1);
        waiter(group, leader, failures);
        awaitBegun(flush, 1);
        return leader;
    }

    /** {@code n} commits more, each waiting for a flush; the latch counts those returned. */
    private static CountDownLatch waiters(GroupCommit group, int n, List<Throwable> failures) {
        CountDownLatch returned = new CountDownLatch(n);
        for (int i = 0; i < n; i++) {
            waiter(group, returned, failures);
        }
        return returned;
    }

    private static void awaitBegun(HeldFlush flush, int n) throws InterruptedException {
        for (int i = 0; i < 500 && flush.began.get() < n; i++) {
            Thread.sleep(10);
        }
        assertThat(flush.began.get()).isEqualTo(n);
    }

    @Test
    void aCommitThatArrivesWhileAFlushRunsWaitsForTheNextFlush() throws Exception {
        HeldFlush flush = new HeldFlush();
        GroupCommit group = new GroupCommit(flush);
        List<Throwable> failures = new ArrayList<>();
        CountDownLatch first = new CountDownLatch(1);
        waiter(group, first, failures);
        awaitBegun(flush, 1);

        CountDownLatch second = new CountDownLatch(1);
        waiter(group, second, failures);
        Thread.sleep(50);
        flush.release.release(); // the first flush ends: it may have begun before the second commit
        assertThat(first.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(second.await(200, TimeUnit.MILLISECONDS)).as("answered by a flush that began before it").isFalse();

        awaitBegun(flush, 2);
        flush.release.release();
        assertThat(second.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(failures).isEmpty();
    }

    @Test
    void theCommitsThatArriveDuringOneFlushShareTheNextOne() throws Exception {
        HeldFlush flush = new HeldFlush();
        GroupCommit group = new GroupCommit(flush);
        List<Throwable> failures = new ArrayList<>();
        CountDownLatch leader = leaderFlushing(group, flush, failures);
        CountDownLatch eight = waiters(group, 8, failures);
        Thread.sleep(100);
        flush.release.release(2); // the running flush, then one more for all eight

        assertThat(eight.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(leader.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(flush.began.get()).isEqualTo(2);
        assertThat(group.flushes()).isEqualTo(2);
        assertThat(group.waits()).isEqualTo(9);
        assertThat(failures).isEmpty();
    }

    @Test
    void aFailedFlushFailsTheCommitsItWasToCoverAndTheNextRoundIsRunAllTheSame() throws Exception {
        HeldFlush flush = new HeldFlush();
        flush.failNext.set(true);
        GroupCommit group = new GroupCommit(flush);
        List<Throwable> failures = new ArrayList<>();
        CountDownLatch leader = leaderFlushing(group, flush, failures);
        CountDownLatch other = new CountDownLatch(1);
        waiter(group, other, failures);
        Thread.sleep(50);
        flush.release.release(2);

        assertThat(leader.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(other.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(failures).singleElement().isInstanceOf(GroupCommit.NotDurable.class);
        assertThat(flush.began.get()).isEqualTo(2);
    }

    @Test
    void aFlushThatFailsForEveryoneFailsEveryone() {
        GroupCommit group = new GroupCommit(() -> {
            throw new java.io.IOException("no disk");
        });
        assertThatThrownBy(group::awaitDurable).isInstanceOf(GroupCommit.NotDurable.class)
                .hasRootCauseMessage("no disk");
        assertThat(group.flushes()).isZero();
    }

    @Test
    void aFlushThatFailsFailsEveryCommitOfItsRound() throws Exception {
        HeldFlush flush = new HeldFlush();
        GroupCommit group = new GroupCommit(flush);
        List<Throwable> failures = new ArrayList<>();
        CountDownLatch leader = leaderFlushing(group, flush, failures);
        CountDownLatch three = waiters(group, 3, failures);
        Thread.sleep(100);
        flush.release.release(); // the leader's flush succeeds
        assertThat(leader.await(5, TimeUnit.SECONDS)).isTrue();
        awaitBegun(flush, 2);
        flush.failNext.set(true);
        flush.release.release(); // the round of the three fails

        assertThat(three.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(failures).hasSize(3).allMatch(e -> e instanceof GroupCommit.NotDurable);
        assertThat(group.flushes()).isEqualTo(1);
    }

    @Test
    void underSixteenThreadsEveryReturnFollowsAFlushThatBeganAfterItsCall() throws Exception {
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong();
        List<long[]> flushed = java.util.Collections.synchronizedList(new ArrayList<>());
        GroupCommit group = new GroupCommit(() -> {
            long began = clock.incrementAndGet();
            Thread.sleep(0, 200_000);
            flushed.add(new long[]{began, clock.incrementAndGet()});
        });
        List<long[]> calls = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 16; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    long called = clock.incrementAndGet();
                    group.awaitDurable();
                    calls.add(new long[]{called, clock.incrementAndGet()});
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join(60_000);
        }
        assertThat(calls).hasSize(3200);
        for (long[] call : calls) {
            assertThat(flushed).as("a flush begun after %d and ended before %d", call[0], call[1])
                    .anyMatch(f -> f[0] > call[0] && f[1] < call[1]);
        }
        assertThat(group.flushes()).as("commits grouped").isLessThan(3200);
        System.out.printf("[group commit] 3200 commits from 16 threads, %d flushes%n", group.flushes());
    }
}
