package battleledger.ledger.projection;

import jakarta.inject.Singleton;

/**
 * Wakes readers waiting for a projection to reach a position (read-your-writes) as soon as a projection batch
 * commits, instead of letting them sleep out their polling interval: a batch of this node's, or one another node's
 * projection told of ({@link ProjectionNotices}, PostgreSQL).
 */
@Singleton
public final class ProjectionProgress {

    private final Object monitor = new Object();
    private long batches;
    private long changes;

    /** A batch of this node's projection committed. */
    void committed() {
        synchronized (monitor) {
            batches++;
            changes++;
            monitor.notifyAll();
        }
    }

    /** Another node's projection committed a batch: readers look again, this node's count stays. */
    void heard() {
        synchronized (monitor) {
            changes++;
            monitor.notifyAll();
        }
    }

    /** How many batches this node's projection has committed so far. */
    public long batches() {
        synchronized (monitor) {
            return batches;
        }
    }

    /**
     * How many batches have committed so far, here or (as told) elsewhere: read it before looking at the read models,
     * then wait with it.
     */
    public long changes() {
        synchronized (monitor) {
            return changes;
        }
    }

    /**
     * Waits until a batch commits after the {@code seen}-th change, or the given time has passed; at once if one
     * already has. A reader that looked at the read models just before a batch committed is not left waiting for the
     * next one (or its whole poll) for a notification it missed (issue 18, read-your-writes with writers).
     */
    public void awaitChange(long seen, long millis) throws InterruptedException {
        long until = System.nanoTime() + Math.max(1, millis) * 1_000_000L;
        synchronized (monitor) {
            while (changes == seen) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                monitor.wait(Math.max(1, left / 1_000_000));
            }
        }
    }
}
