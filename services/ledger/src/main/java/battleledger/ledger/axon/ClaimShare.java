package battleledger.ledger.axon;

import org.axonframework.eventhandling.pooled.MaxSegmentProvider;

import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * How many of the projection's segments this node may claim (several nodes, issue 12): its share
 * ({@code ledger.projections.max-claimed-segments}), and past it every segment no node holds. With a share alone, the
 * nodes left after others stopped held only their shares: with 4 segments and 2 a node, one node left projected half
 * the encounters and the others' reads answered 503 {@code projection-behind} for good. Axon asks before each round of
 * claims; the token table is looked at once every {@link #LOOK_EVERY_MILLIS} at most. For {@code grace} after this
 * node starts it keeps to its share, so the nodes starting with it take theirs first and the work stays spread.
 */
final class ClaimShare implements MaxSegmentProvider {

    static final long LOOK_EVERY_MILLIS = 2_000;

    private final int share;
    private final long graceMillis;
    private final long startedAt;
    private final LongSupplier clock;
    private final IntSupplier held;
    private final IntSupplier unheld;
    private long lookedAt = Long.MIN_VALUE;
    private int lastUnheld;

    /**
     * @param held   the segments this node holds now, or -1 before its processor has started
     * @param unheld the segments no node holds now ({@link LiveClaims#unheld})
     */
    ClaimShare(int share, long graceMillis, LongSupplier clock, IntSupplier held, IntSupplier unheld) {
        this.share = share;
        this.graceMillis = graceMillis;
        this.clock = clock;
        this.startedAt = clock.getAsLong();
        this.held = held;
        this.unheld = unheld;
    }

    @Override
    public synchronized int getMaxSegments(String processorName) {
        if (share >= Short.MAX_VALUE) {
            return share; // no share set: every segment already (Axon's default)
        }
        long now = clock.getAsLong();
        int mine = now - startedAt < graceMillis ? -1 : held.getAsInt();
        if (mine < 0) { // in its grace, or its processor not started yet (Axon asks once as it builds it)
            return share;
        }
        if (lookedAt == Long.MIN_VALUE || now - lookedAt >= LOOK_EVERY_MILLIS) {
            try {
                lastUnheld = unheld.getAsInt();
            } catch (RuntimeException e) {
                lastUnheld = 0; // a store that does not answer: keep to the share until it does
            }
            lookedAt = now;
        }
        return Math.max(share, mine + lastUnheld);
    }
}
