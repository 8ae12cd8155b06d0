package battleledger.ledger.axon;

import java.util.concurrent.atomic.LongAdder;

/**
 * Group commit (issue 18): many committed transactions made durable by one flush to the disk. A thread whose
 * transaction has committed calls {@link #awaitDurable()} and returns only once a flush that <em>started after</em>
 * that call has finished, so the flush covered its commit. No thread of its own: a waiter that finds no flush running
 * runs one at once; those who arrive while it runs join the next round, which one of them runs (elected by the
 * leader before it) for all of them. With {@code n} clients committing at once there is one flush per round, not per
 * commit, and each waiter sleeps on its own round, so a flush's end wakes only the commits it covered.
 * <p>
 * A flush that fails is nobody's promise: every commit of its round gets {@link NotDurable} (503
 * store-unavailable), and the next round is run all the same.
 */
public final class GroupCommit {

    /** What makes everything committed so far durable (on H2, {@code CHECKPOINT SYNC}). */
    @FunctionalInterface
    public interface Flush {
        void run() throws Exception;
    }

    /** The flush could not be made: the commit it was to cover is not acknowledged as durable. */
    public static final class NotDurable extends RuntimeException {
        NotDurable(Throwable cause) {
            super("the store could not flush the commit to its disk", cause);
        }
    }

    /** One flush and the commits it is to cover: its leader runs it, the others wait on it alone. */
    private static final class Round {
        private boolean done;
        private boolean leaderWanted;
        private Throwable failure;

        synchronized void elect() {
            leaderWanted = true;
            notify(); // one of its waiters leads it; the others go on waiting for it to be done
        }

        synchronized void finish(Throwable failed) {
            done = true;
            failure = failed;
            notifyAll();
        }

        /** Waits until this round is done (false) or this thread is to lead it (true). */
        synchronized boolean await() {
            boolean interrupted = false;
            try {
                while (!done && !leaderWanted) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        interrupted = true; // the answer still waits for the disk; the flag is kept
                    }
                }
                if (!done) {
                    leaderWanted = false;
                    return true;
                }
                return false;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        synchronized Throwable failure() {
            return failure;
        }
    }

    private final Flush flush;
    private final Object lock = new Object();
    private Round current; // the flush running, if any
    private Round next;    // the commits made while it runs: the flush after it
    private final LongAdder waits = new LongAdder();
    private final LongAdder flushes = new LongAdder();
    private final LongAdder flushNanos = new LongAdder();

    public GroupCommit(Flush flush) {
        this.flush = flush;
    }

    /** Returns once everything this thread committed before the call is durable; throws {@link NotDurable} if not. */
    public void awaitDurable() {
        waits.increment();
        Round round;
        boolean lead;
        synchronized (lock) {
            if (current == null) {
                round = current = new Round(); // no flush running: one begins now, after this thread's commit
                lead = true;
            } else {
                if (next == null) {
                    next = new Round(); // the running flush may have begun before this commit: the next one
                }
                round = next;
                lead = false;
            }
        }
        if (!lead) {
            lead = round.await();
        }
        if (lead) {
            lead(round);
        }
        Throwable failure = round.failure();
        if (failure != null) {
            throw new NotDurable(failure);
        }
    }

    private void lead(Round round) {
        Throwable failure = null;
        long began = System.nanoTime();
        try {
            flush.run();
            flushes.increment();
            flushNanos.add(System.nanoTime() - began);
        } catch (Throwable e) {
            failure = e;
        } finally {
            Round after;
            synchronized (lock) {
                current = next;
                next = null;
                after = current;
            }
            if (after != null) {
                after.elect();
            }
            round.finish(failure);
        }
    }

    /**
     * {@code ledger.store.durable.waits} and {@code ledger.store.flushes} (their ratio is the commits per flush) and
     * {@code ledger.store.flush.seconds} (the time the flushes took).
     */
    public void register(io.micrometer.core.instrument.MeterRegistry meters) {
        io.micrometer.core.instrument.FunctionCounter.builder("ledger.store.durable.waits", this, GroupCommit::waits)
                .description("commands that waited for their commit to be flushed to the disk").register(meters);
        io.micrometer.core.instrument.FunctionCounter.builder("ledger.store.flushes", this, GroupCommit::flushes)
                .description("flushes to the disk (CHECKPOINT SYNC), each covering every commit before it")
                .register(meters);
        io.micrometer.core.instrument.FunctionCounter.builder("ledger.store.flush.seconds", this,
                        g -> g.flushNanos.sum() / 1e9)
                .description("time spent in those flushes").register(meters);
    }

    /** Calls of {@link #awaitDurable()} so far. */
    public long waits() {
        return waits.sum();
    }

    /** Flushes that succeeded so far: fewer than {@link #waits()} when commits were grouped. */
    public long flushes() {
        return flushes.sum();
    }
}
