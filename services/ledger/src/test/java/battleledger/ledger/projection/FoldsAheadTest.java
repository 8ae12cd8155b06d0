package battleledger.ledger.projection;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 18: a rebuild folds the next group of encounters while it writes one, except a battle too long for a group. */
class FoldsAheadTest {

    private final List<String> threads = new ArrayList<>();
    private final List<List<String>> folded = new ArrayList<>();

    private List<Rebuilder.Folded> fold(List<String> ids) {
        synchronized (this) {
            threads.add(Thread.currentThread().getName());
            folded.add(ids);
        }
        return List.of();
    }

    @Test
    @DisplayName("a group begun is folded on the rebuild-ahead thread and taken when its turn comes")
    void aGroupBegunIsFoldedOnItsOwnThread() {
        try (FoldsAhead ahead = new FoldsAhead(Map.of("a", 10L, "b", 20L), this::fold)) {
            ahead.begin(List.of("a", "b"));
            assertThat(ahead.take(List.of("a", "b"))).isEmpty();
        }
        assertThat(folded).containsExactly(List.of("a", "b"));
        assertThat(threads).containsExactly("rebuild-ahead");
    }

    @Test
    @DisplayName("a battle longer than a group's events is not folded ahead: it is folded when written")
    void aBattleTooLongForAGroupIsNotFoldedAhead() {
        try (FoldsAhead ahead = new FoldsAhead(Map.of("deep", Rebuilder.EVENTS_PER_TRANSACTION + 1), this::fold)) {
            ahead.begin(List.of("deep"));
            assertThat(ahead.take(List.of("deep"))).isNull();
        }
        assertThat(folded).isEmpty();
    }

    @Test
    @DisplayName("a group of as many events as a group may hold is folded ahead")
    void aFullGroupIsFoldedAhead() {
        try (FoldsAhead ahead = new FoldsAhead(Map.of("full", Rebuilder.EVENTS_PER_TRANSACTION), this::fold)) {
            ahead.begin(List.of("full"));
            assertThat(ahead.take(List.of("full"))).isNotNull();
        }
    }

    @Test
    @DisplayName("a fold that failed ahead is none: the group is folded when written")
    void aFoldThatFailedIsNone() {
        try (FoldsAhead ahead = new FoldsAhead(Map.of("a", 1L), ids -> {
            throw new IllegalStateException("the store is down");
        })) {
            ahead.begin(List.of("a"));
            assertThat(ahead.take(List.of("a"))).isNull();
        }
    }

    @Test
    @DisplayName("nothing begun, nothing taken")
    void nothingBegunNothingTaken() {
        try (FoldsAhead ahead = new FoldsAhead(Map.of(), this::fold)) {
            assertThat(ahead.take(List.of("a"))).isNull();
        }
        assertThat(folded).isEmpty();
    }
}
