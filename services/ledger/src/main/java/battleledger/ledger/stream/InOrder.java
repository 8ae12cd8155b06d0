package battleledger.ledger.stream;

/**
 * Lets each change of one encounter through once, in the encounter's own order: by its sequence number, not by its
 * store position. A live change carries the projection's tracking position, which two changes of one command share
 * when that command committed after a later store position had been read (a gap filled late, issue 12); telling them
 * apart by position dropped the second of them. An encounter's sequence numbers only grow, so no change is sent twice
 * (the catch-up and the live feed overlap).
 *
 * <p>Every stored event of an encounter is projected as one line, so its changes are numbered without a hole. A
 * change that comes with a hole before it (where other nodes project, this node's projector took the encounter over
 * and projected a line before the poll of the projected lines brought the line the other node projected last) is not
 * sent: the stream ends there, and the client resumes from the last change it has (its {@code Last-Event-ID}), which
 * the catch-up reads from the projection, the missing line included. None is skipped.
 */
public final class InOrder {

    /** What a stream does with a change. */
    public enum Verdict {
        /** The next change: send it. */
        SEND,
        /** A change the client has: leave it out. */
        HAD,
        /** A change with one missing before it: end the stream, for the client to resume and read what is missing. */
        MISSING_BEFORE
    }

    private long last;

    /** @param lastSequenceSent the sequence number of the last change the client has, -1 for none */
    public InOrder(long lastSequenceSent) {
        this.last = lastSequenceSent;
    }

    public Verdict judge(FeedItem item) {
        long sequence = item.line().sequence();
        if (sequence <= last) {
            return Verdict.HAD;
        }
        if (sequence > last + 1) {
            return Verdict.MISSING_BEFORE;
        }
        last = sequence;
        return Verdict.SEND;
    }
}
