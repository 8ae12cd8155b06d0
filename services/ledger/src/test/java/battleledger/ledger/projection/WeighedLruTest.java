package battleledger.ledger.projection;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 18: the battles' caches are bounded by what their values weigh, not by their number, and hold them strongly,
 * so the heap holds what was budgeted and the collector is not left with a heap full of soft values.
 */
class WeighedLruTest {

    /** A value weighs what its length says. */
    private final List<String> evicted = new ArrayList<>();
    private final WeighedLru<String, String> cache = new WeighedLru<>(10, String::length, (k, v) -> evicted.add(k));

    @Test
    @DisplayName("values are kept while they weigh no more than the budget together")
    void valuesAreKeptWhileTheyWeighNoMoreThanTheBudgetTogether() {
        cache.put("a", "xxxx");
        cache.put("b", "xxxxxx");
        assertThat(cache.get("a")).isEqualTo("xxxx");
        assertThat(cache.get("b")).isEqualTo("xxxxxx");
        assertThat(cache.weight()).isEqualTo(10);
        assertThat(evicted).isEmpty();
    }

    @Test
    @DisplayName("past the budget the least recently used leave first, and each one leaving is told")
    void pastTheBudgetTheLeastRecentlyUsedLeaveFirst() {
        cache.put("a", "xxx");
        cache.put("b", "xxx");
        cache.put("c", "xxx");
        cache.get("a"); // b is now the least recently used
        cache.put("d", "xxxx");
        assertThat(cache.keys()).as("least recently used first").containsExactly("c", "a", "d");
        assertThat(cache.get("b")).isNull();
        assertThat(evicted).containsExactly("b");
        assertThat(cache.weight()).isEqualTo(10);
    }

    @Test
    @DisplayName("a weightier value within the budget pushes out as many light ones as it must")
    void aHeavyValuePushesOutAsManyLightOnesAsItMust() {
        for (String k : List.of("a", "b", "c", "d", "e")) {
            cache.put(k, "xx");
        }
        cache.put("f", "xxxxxxx");
        assertThat(evicted).containsExactly("a", "b", "c", "d");
        assertThat(cache.keys()).containsExactly("e", "f");
        assertThat(cache.weight()).isEqualTo(9);
    }

    @Test
    @DisplayName("a value heavier than the whole budget is kept beside the others, and pushes none of them out")
    void aValueHeavierThanTheWholeBudgetIsKeptBesideTheOthers() {
        cache.put("a", "xxxx");
        cache.put("b", "xxxxxx");
        assertThat(cache.put("big", "xxxxxxxxxxx")).as("kept").isTrue();
        assertThat(cache.get("big")).as("made again from the store at every use otherwise").isEqualTo("xxxxxxxxxxx");
        assertThat(cache.get("a")).isEqualTo("xxxx");
        assertThat(cache.get("b")).isEqualTo("xxxxxx");
        assertThat(evicted).isEmpty();
        assertThat(cache.weight()).as("the budget and the heavy one").isEqualTo(21);
        assertThat(cache.size()).isEqualTo(3);
        assertThat(cache.keys()).as("in the order of use, the heavy one among them").containsExactly("big", "a", "b");
        assertThat(cache.heavyKey()).contains("big");
    }

    @Test
    @DisplayName("light values come and go within the budget while the heavy one is in use")
    void lightValuesComeAndGoWhileTheHeavyOneIsInUse() {
        cache.put("big", "xxxxxxxxxxx");
        for (String k : List.of("a", "b", "c", "d", "e", "f")) {
            cache.put(k, "xxx");
            assertThat(cache.get("big")).isEqualTo("xxxxxxxxxxx");
        }
        assertThat(evicted).containsExactly("a", "b", "c");
        assertThat(cache.weight()).isEqualTo(9 + 11);
    }

    @Test
    @DisplayName("a heavy value left unused leaves first once the others need room")
    void aHeavyValueLeftUnusedLeavesFirstOnceTheOthersNeedRoom() {
        cache.put("big", "xxxxxxxxxxx");
        cache.put("a", "xxx");
        cache.put("b", "xxx");
        cache.put("c", "xxx");
        assertThat(evicted).as("the others fit: nothing leaves").isEmpty();
        cache.put("d", "xxx");
        assertThat(evicted).as("the least recently used first, then as many as the budget needs")
                .containsExactly("big", "a");
        assertThat(cache.heavyKey()).isEmpty();
        assertThat(cache.weight()).isEqualTo(9);
    }

    @Test
    @DisplayName("a light value grown heavy takes the heavy one's place")
    void aLightValueGrownHeavyTakesTheHeavyOnesPlace() {
        cache.put("big", "xxxxxxxxxxx");
        cache.put("a", "xx");
        cache.put("a", "xxxxxxxxxxxx");
        assertThat(evicted).containsExactly("big");
        assertThat(cache.heavyKey()).contains("a");
        assertThat(cache.keys()).containsExactly("a");
        assertThat(cache.weight()).isEqualTo(12);
    }

    @Test
    @DisplayName("one heavy value is kept at a time: the next takes its place, and the one leaving is told")
    void oneHeavyValueIsKeptAtATime() {
        cache.put("a", "xx");
        cache.put("big", "xxxxxxxxxxx");
        cache.put("bigger", "xxxxxxxxxxxx");
        assertThat(cache.get("big")).isNull();
        assertThat(cache.get("bigger")).isEqualTo("xxxxxxxxxxxx");
        assertThat(cache.get("a")).isEqualTo("xx");
        assertThat(evicted).containsExactly("big");
        assertThat(cache.weight()).isEqualTo(14);
    }

    @Test
    @DisplayName("the heavy value is replaced, removed, put again light and cleared like any other")
    void theHeavyValueIsReplacedRemovedAndClearedLikeAnyOther() {
        cache.put("big", "xxxxxxxxxxx");
        assertThat(cache.replace("big", "yyyyyyyyyyyy")).isTrue();
        assertThat(cache.get("big")).isEqualTo("yyyyyyyyyyyy");
        assertThat(cache.replace("big", "xx")).isTrue();
        assertThat(cache.heavyKey()).as("light again: within the budget").isEmpty();
        assertThat(cache.keys()).containsExactly("big");
        assertThat(cache.weight()).isEqualTo(2);
        cache.put("big", "xxxxxxxxxxx");
        assertThat(cache.keys()).as("its light value is gone").containsExactly("big");
        assertThat(cache.weight()).isEqualTo(11);
        assertThat(cache.remove("big")).isTrue();
        assertThat(cache.get("big")).isNull();
        assertThat(cache.weight()).isZero();
        cache.put("big", "xxxxxxxxxxx");
        cache.clear();
        assertThat(cache.size()).isZero();
        assertThat(cache.heavyKey()).isEmpty();
        assertThat(evicted).isEmpty();
    }

    @Test
    @DisplayName("a budget of 0 keeps nothing, heavy or not")
    void aBudgetOfZeroKeepsNothing() {
        WeighedLru<String, String> none = new WeighedLru<>(0, String::length);
        assertThat(none.put("a", "x")).isFalse();
        assertThat(none.get("a")).isNull();
        assertThat(none.size()).isZero();
    }

    @Test
    @DisplayName("a value put again is weighed again, and removing or clearing gives its weight back")
    void aValuePutAgainIsWeighedAgain() {
        cache.put("a", "xx");
        cache.put("a", "xxxxx");
        assertThat(cache.weight()).isEqualTo(5);
        assertThat(cache.remove("a")).isTrue();
        assertThat(cache.remove("a")).isFalse();
        assertThat(cache.weight()).isZero();
        cache.put("b", "xxx");
        cache.clear();
        assertThat(cache.size()).isZero();
        assertThat(cache.weight()).isZero();
        assertThat(evicted).isEmpty();
    }

    @Test
    @DisplayName("a value replaced is put only where the key has one already")
    void aValueReplacedIsPutOnlyWhereTheKeyHasOne() {
        assertThat(cache.replace("a", "xx")).isFalse();
        assertThat(cache.get("a")).isNull();
        cache.put("b", "xx");
        assertThat(cache.replace("b", "xxxx")).isTrue();
        assertThat(cache.get("b")).isEqualTo("xxxx");
        assertThat(cache.weight()).isEqualTo(4);
    }

    @Test
    @DisplayName("a budget below 0 is refused")
    void aBudgetBelowZeroIsRefused() {
        assertThatThrownBy(() -> new WeighedLru<String, String>(-1, String::length))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
