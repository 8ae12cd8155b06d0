package battleledger.ledger.bench;

/**
 * How long a percentile figure is measured: for its length, and past it until enough samples are taken for its p99 to
 * be more than its slowest sample, but never past a cap. Read-your-writes under 16 writers takes 18-37 probes a
 * second, so a 3-second figure had ~60-110 probes and its p99 was its slowest (issue 18).
 */
record Probing(long startNanos, long millis, int minSamples, long capMillis) {

    /** The samples a full run's read-your-writes figures take at least. */
    static final int SAMPLES = 300;

    /** A figure of {@code millis} that goes on to {@link #SAMPLES} samples, for up to 20 times its length; a smoke
     *  run's (under a second) to its length only. */
    static Probing from(long startNanos, long millis) {
        return new Probing(startNanos, millis, millis < 1_000 ? 0 : SAMPLES, millis * 20);
    }

    /** Whether to take another sample, {@code taken} having been taken, at {@code nowNanos}. */
    boolean goOn(int taken, long nowNanos) {
        long elapsed = (nowNanos - startNanos) / 1_000_000L;
        return elapsed < millis || (taken < minSamples && elapsed < capMillis);
    }
}
