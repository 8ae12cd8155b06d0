package battleledger.ledger.axon;

import io.micronaut.data.connection.ConnectionOperations;
import org.axonframework.eventhandling.pooled.MaxSegmentProvider;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
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
    /** Axon's {@code JdbcTokenStore} lets a claim lapse after 10 s without renewal (its default claim timeout). */
    static final long CLAIM_LAPSES_MILLIS = 10_000;

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
     * @param unheld the segments no node holds now: never claimed, released, or their claim lapsed
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

    /** The segments of {@code processor} in the token table that no node holds at {@code now}. */
    static int unheld(ConnectionOperations<Connection> connections, String processor, Instant now) {
        return connections.executeRead(status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(
                    "SELECT token_owner, time_stamp FROM token_entry WHERE processor_name = ?")) {
                ps.setString(1, processor);
                int count = 0;
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        count += noneHolds(rs.getString(1), rs.getString(2), now) ? 1 : 0;
                    }
                }
                return count;
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the projection's claims", e);
            }
        });
    }

    /** A segment is unheld when it has no owner or its owner's claim has lapsed. */
    static boolean noneHolds(String owner, String claimedAt, Instant now) {
        if (owner == null) {
            return true;
        }
        try {
            return Instant.parse(claimedAt).plusMillis(CLAIM_LAPSES_MILLIS).isBefore(now);
        } catch (DateTimeParseException | NullPointerException e) {
            return false; // a time not understood: taken as held
        }
    }
}
