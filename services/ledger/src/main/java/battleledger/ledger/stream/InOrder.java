package battleledger.ledger.stream;

import java.util.function.Predicate;

/**
 * Lets each change of one encounter through once, in the encounter's own order: by its sequence number, not by its
 * store position. A live change carries the projection's tracking position, which two changes of one command share
 * when that command committed after a later store position had been read (a gap filled late, issue 12); telling them
 * apart by position dropped the second of them. An encounter's sequence numbers only grow, so no change is sent twice
 * (the catch-up and the live feed overlap) and none is skipped.
 */
public final class InOrder implements Predicate<FeedItem> {

    private long last;

    /** @param lastSequenceSent the sequence number of the last change the client has, -1 for none */
    public InOrder(long lastSequenceSent) {
        this.last = lastSequenceSent;
    }

    @Override
    public boolean test(FeedItem item) {
        long sequence = item.line().sequence();
        if (sequence <= last) {
            return false;
        }
        last = sequence;
        return true;
    }
}
