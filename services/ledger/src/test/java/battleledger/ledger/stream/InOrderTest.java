package battleledger.ledger.stream;

import battleledger.ledger.projection.LogEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class InOrderTest {

    static FeedItem change(long position, long sequence) {
        return new FeedItem("e", position, new LogEntry("e-" + sequence, "e", sequence, 1, "TurnEnded", "intent",
                "line " + sequence, null, "[]", 1, 0, null, "[]"));
    }

    /** The sequence numbers sent, up to the change where the stream ends (a line missing before it). */
    static List<Long> sent(InOrder filter, FeedItem... items) {
        List<Long> sent = new java.util.ArrayList<>();
        for (FeedItem item : items) {
            InOrder.Verdict verdict = filter.judge(item);
            if (verdict == InOrder.Verdict.MISSING_BEFORE) {
                break;
            }
            if (verdict == InOrder.Verdict.SEND) {
                sent.add(item.line().sequence());
            }
        }
        return sent;
    }

    @Test
    @DisplayName("Two changes of one command that committed late share a tracking position; the stream sends both")
    void twoChangesSharingAPositionAreBothSent() {
        // the command's TurnEnded and TurnBegun were stored at 10 and 11 but read after 12: both carry position 12
        assertThat(sent(new InOrder(4), change(12, 5), change(12, 6))).containsExactly(5L, 6L);
    }

    @Test
    @DisplayName("A change the catch-up already sent is not sent again when it also comes live")
    void aChangeCaughtUpIsNotSentAgainLive() {
        assertThat(sent(new InOrder(-1), change(3, 0), change(4, 1), change(4, 1), change(7, 2)))
                .containsExactly(0L, 1L, 2L);
    }

    @Test
    @DisplayName("A client resuming after its last change gets only what came after it")
    void aResumingClientGetsOnlyWhatCameAfter() {
        assertThat(sent(new InOrder(6), change(12, 5), change(12, 6), change(15, 7))).containsExactly(7L);
    }

    @Test
    @DisplayName("A change with one missing before it ends the stream there, for the client to resume and read it: "
            + "where this node took an encounter's projection over before its poll brought the other node's last line")
    void aChangeWithOneMissingBeforeItEndsTheStreamRatherThanSkipIt() {
        InOrder order = new InOrder(4);
        assertThat(order.judge(change(12, 5))).isEqualTo(InOrder.Verdict.SEND);
        assertThat(order.judge(change(14, 7))).as("6 never came").isEqualTo(InOrder.Verdict.MISSING_BEFORE);
        assertThat(order.judge(change(13, 6))).as("nothing was taken as sent").isEqualTo(InOrder.Verdict.SEND);
        assertThat(sent(new InOrder(4), change(12, 5), change(14, 7), change(13, 6))).containsExactly(5L);
    }
}
