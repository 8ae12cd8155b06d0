package battleledger.ledger.axon;

import org.axonframework.common.IdentifierFactory;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Axon's message identifiers as time-ordered UUIDs (RFC 9562, version 7), found by Axon through
 * {@code META-INF/services} (issue 18). Axon's schema put a unique index on an event's identifier; with random
 * (version 4) identifiers every append went into a random leaf of it: a page the store's cache seldom held (read back
 * from the file) and one more page rewritten at every flush. Time-ordered ones were appended at the index's end, as
 * the events themselves are. Nothing reads an event by its identifier, and the index is gone (migration V80): an
 * identifier is unique by how it is made, below, and identifiers sort in the order their events were made.
 * <p>
 * The first 48 bits are the Unix time in milliseconds and the next 12 a counter, together never going back within
 * this JVM (a clock set back, or more than 4,096 identifiers in a millisecond, borrow from the next millisecond); the
 * last 62 bits are random, so that several nodes' identifiers do not collide.
 */
public final class TimeOrderedIds extends IdentifierFactory {

    private final AtomicLong last = new AtomicLong();

    @Override
    public String generateIdentifier() {
        long stamp = next(System.currentTimeMillis());
        long high = (stamp >>> 12) << 16 | 0x7000L | (stamp & 0xFFFL);
        long low = ThreadLocalRandom.current().nextLong() >>> 2 | 0x8000_0000_0000_0000L;
        return new UUID(high, low).toString();
    }

    /** The next milliseconds-and-counter: the clock's millisecond with counter 0, or one past the last one given. */
    long next(long millis) {
        long now = millis << 12;
        return last.accumulateAndGet(now, (previous, candidate) -> Math.max(previous + 1, candidate));
    }
}
