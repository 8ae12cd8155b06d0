package battleledger.ledger.stream;

import battleledger.ledger.projection.LogEntry;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The live feed's promise: a slow listener is dropped, and never holds back the others. */
class LiveFeedTest {

    private static FeedItem item(long position) {
        LogEntry line = new LogEntry("e:" + position, "e", position, 1, "TurnEnded", "intent", "x", null, "[]", 1, 0,
                null, "[]");
        return new FeedItem("e", position, line);
    }

    @Test
    void aListenerThatDoesNotReadIsDroppedWhileAReadingOneGetsEverything() {
        LiveFeed feed = new LiveFeed(4);
        LiveFeed.Listener reading = feed.listen("e");
        LiveFeed.Listener stuck = feed.listen("e");
        List<Long> read = new ArrayList<>();
        reading.items().subscribe(i -> read.add(i.position()));

        for (long p = 1; p <= 20; p++) {
            feed.published(List.of(item(p)));
        }

        assertThat(read).isEqualTo(LongStream.rangeClosed(1, 20).boxed().toList());
        assertThat(stuck.dropped()).isTrue();
        assertThat(reading.dropped()).isFalse();
        assertThat(feed.listening("e")).isEqualTo(1);
        // the dropped listener's stream ends after what its buffer held, in order, so it can resume after the last
        List<Long> kept = stuck.items().map(FeedItem::position).collectList().block();
        assertThat(kept).isNotEmpty().isEqualTo(LongStream.rangeClosed(1, kept.size()).boxed().toList());
        assertThat(kept.size()).isLessThan(20);
    }

    @Test
    void aListenerWhoseFollowingFailsIsNotLeftBehind() {
        LiveFeed feed = new LiveFeed(4);
        feed.onListen(id -> {
            throw new IllegalStateException("the store cannot be reached");
        });
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> feed.listen("e1"))
                .isInstanceOf(IllegalStateException.class);
        assertThat(feed.listening("e1")).isZero();
        assertThat(feed.listened()).isEmpty();
    }

    @Test
    void aClosedListenerNoLongerReceives() {
        LiveFeed feed = new LiveFeed(4);
        LiveFeed.Listener listener = feed.listen("e");
        listener.close();
        feed.published(List.of(item(1)));
        assertThat(feed.listening("e")).isZero();
    }

    @Test
    void changesOfOtherEncountersAreNotDelivered() {
        LiveFeed feed = new LiveFeed(4);
        LiveFeed.Listener listener = feed.listen("other");
        List<Long> read = new ArrayList<>();
        listener.items().subscribe(i -> read.add(i.position()));
        feed.published(List.of(item(1), item(2)));
        assertThat(read).isEmpty();
    }
}
