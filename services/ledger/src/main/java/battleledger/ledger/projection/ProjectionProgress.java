package battleledger.ledger.projection;

import jakarta.inject.Singleton;

/**
 * Wakes readers waiting for a projection to reach a position (read-your-writes) as soon as a projection batch
 * commits, instead of letting them sleep out their polling interval.
 */
@Singleton
public final class ProjectionProgress {

    private final Object monitor = new Object();

    void committed() {
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }

    /** Waits until notified or the given time has passed. */
    public void awaitChange(long millis) throws InterruptedException {
        synchronized (monitor) {
            monitor.wait(Math.max(1, millis));
        }
    }
}
