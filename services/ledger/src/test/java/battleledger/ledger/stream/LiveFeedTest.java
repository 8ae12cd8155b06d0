package battleledger.ledger.stream;

import battleledger.ledger.projection.LogEntry;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The live feed's promise: a slow listener is dropped, and never holds back the others. */
class LiveFeedTest {

    /** A store that knows no event: the changes keep the positions they came with. */
    private static final LiveFeed.Positions NO_STORE = (id, from, to) -> java.util.Map.of();

    private static FeedItem item(long position) {
        LogEntry line = new LogEntry("e:" + position, "e", position, 1, "TurnEnded", "intent", "x", null, "[]", 1, 0,
                null, "[]");
        return new FeedItem("e", position, line);
    }

    @Test
    void aListenerThatDoesNotReadIsDroppedWhileAReadingOneGetsEverything() {
        LiveFeed feed = new LiveFeed(4, NO_STORE);
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
        LiveFeed feed = new LiveFeed(4, NO_STORE);
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
        LiveFeed feed = new LiveFeed(4, NO_STORE);
        LiveFeed.Listener listener = feed.listen("e");
        listener.close();
        feed.published(List.of(item(1)));
        assertThat(feed.listening("e")).isZero();
    }

    @Test
    void changesOfOtherEncountersAreNotDelivered() {
        LiveFeed feed = new LiveFeed(4, NO_STORE);
        LiveFeed.Listener listener = feed.listen("other");
        List<Long> read = new ArrayList<>();
        listener.items().subscribe(i -> read.add(i.position()));
        feed.published(List.of(item(1), item(2)));
        assertThat(read).isEmpty();
    }

    @Test
    void twoChangesOfOneCommandThatShareTheProjectionsPositionReachAListenerWithTheirEventsOwn() {
        // the command's events were stored at 10 and 11 but read after 12: the projection's position is 12 for both
        List<long[]> asked = new ArrayList<>();
        LiveFeed feed = new LiveFeed(8, (id, from, to) -> {
            asked.add(new long[]{from, to});
            return java.util.Map.of(5L, 10L, 6L, 11L);
        });
        LiveFeed.Listener listener = feed.listen("e");
        List<Long> read = new ArrayList<>();
        listener.items().subscribe(i -> read.add(i.position()));
        feed.projected(List.of(at(12, 5), at(12, 6)));
        assertThat(read).as("the ids a client resumes after").containsExactly(10L, 11L);
        assertThat(asked).as("one query for the encounter's range").hasSize(1);
        assertThat(asked.get(0)).containsExactly(5L, 6L);

        feed.projected(List.of(new FeedItem("nobody", 13, item(7).line())));
        assertThat(asked).as("no query for an encounter nobody listens to").hasSize(1);
    }

    @Test
    void aStoreThatFailsLeavesTheChangesWithThePositionsTheyCameWith() {
        LiveFeed feed = new LiveFeed(8, (id, from, to) -> {
            throw new IllegalStateException("the store cannot be reached");
        });
        LiveFeed.Listener listener = feed.listen("e");
        List<Long> read = new ArrayList<>();
        listener.items().subscribe(i -> read.add(i.position()));
        feed.projected(List.of(at(12, 5), at(12, 6)));
        assertThat(read).containsExactly(12L, 12L);
    }

    private static FeedItem at(long position, long sequence) {
        return new FeedItem("e", position, new LogEntry("e:" + sequence, "e", sequence, 1, "TurnEnded", "intent", "x",
                null, "[]", 1, 0, null, "[]"));
    }
}
