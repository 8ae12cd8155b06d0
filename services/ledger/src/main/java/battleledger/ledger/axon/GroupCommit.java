package battleledger.ledger.axon;

import java.util.concurrent.atomic.LongAdder;

/**
 * Group commit (issue 18): many committed transactions made durable by one flush to the disk. A thread whose
 * transaction has committed calls {@link #awaitDurable()} and returns only once a flush that <em>started after</em>
 * that call has finished, so the flush covered its commit. No thread of its own: the first waiter to find no flush
 * running becomes the leader and runs one for everyone waiting; those who arrive while it runs wait for the next one,
 * which one of them runs. With {@code n} clients committing at once there is one flush per round, not per commit.
 * <p>
 * A flush that fails is nobody's promise: the leader's call throws, the round is not counted as done, and a waiter
 * still waiting runs the next round as leader (so a broken disk fails every waiter, each with its own attempt, and
 * none returns as if durable).
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

    private final Flush flush;
    private final Object lock = new Object();
    private long started;
    private long completed;
    private boolean running;
    private final LongAdder waits = new LongAdder();
    private final LongAdder flushes = new LongAdder();

    public GroupCommit(Flush flush) {
        this.flush = flush;
    }

    /** Returns once everything this thread committed before the call is durable; throws {@link NotDurable} if not. */
    public void awaitDurable() {
        waits.increment();
        long needed;
        synchronized (lock) {
            needed = started + 1; // a flush already running may have begun before this thread's commit
        }
        boolean interrupted = false;
        try {
            while (true) {
                long round;
                synchronized (lock) {
                    if (completed >= needed) {
                        return;
                    }
                    if (running) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            interrupted = true; // the answer still waits for the disk; the flag is kept
                        }
                        continue;
                    }
                    running = true;
                    round = ++started;
                }
                lead(round);
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void lead(long round) {
        boolean done = false;
        try {
            flush.run();
            flushes.increment();
            done = true;
        } catch (Exception e) {
            throw new NotDurable(e);
        } finally {
            synchronized (lock) {
                running = false;
                if (done) {
                    completed = round; // a flush covers every commit made before it began, so every earlier round
                }
                lock.notifyAll();
            }
        }
    }

    /** {@code ledger.store.durable.waits} and {@code ledger.store.flushes}: their ratio is the commits per flush. */
    public void register(io.micrometer.core.instrument.MeterRegistry meters) {
        io.micrometer.core.instrument.FunctionCounter.builder("ledger.store.durable.waits", this, GroupCommit::waits)
                .description("commands that waited for their commit to be flushed to the disk").register(meters);
        io.micrometer.core.instrument.FunctionCounter.builder("ledger.store.flushes", this, GroupCommit::flushes)
                .description("flushes to the disk (CHECKPOINT SYNC), each covering every commit before it")
                .register(meters);
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
