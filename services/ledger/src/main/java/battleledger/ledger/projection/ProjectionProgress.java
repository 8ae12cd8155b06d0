package battleledger.ledger.projection;

import jakarta.inject.Singleton;

/**
 * Wakes readers waiting for a projection to reach a position (read-your-writes) as soon as a projection batch
 * commits, instead of letting them sleep out their polling interval.
 */
@Singleton
public final class ProjectionProgress {

    private final Object monitor = new Object();
    private long batches;

    void committed() {
        synchronized (monitor) {
            batches++;
            monitor.notifyAll();
        }
    }

    /** How many batches have committed so far: read it before looking at the read models, then wait with it. */
    public long batches() {
        synchronized (monitor) {
            return batches;
        }
    }

    /**
     * Waits until a batch commits after the {@code seen}-th, or the given time has passed; at once if one already
     * has. A reader that looked at the read models just before a batch committed is not left waiting for the next
     * one (or its whole poll) for a notification it missed (issue 18, read-your-writes with writers).
     */
    public void awaitChange(long seen, long millis) throws InterruptedException {
        long until = System.nanoTime() + Math.max(1, millis) * 1_000_000L;
        synchronized (monitor) {
            while (batches == seen) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                monitor.wait(Math.max(1, left / 1_000_000));
            }
        }
    }
}
