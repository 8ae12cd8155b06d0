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
    @DisplayName("a heavy value pushes out as many light ones as it must")
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
    @DisplayName("a value heavier than the whole budget is not kept, and leaves the others where they were")
    void aValueHeavierThanTheWholeBudgetIsNotKept() {
        cache.put("a", "xx");
        assertThat(cache.put("big", "xxxxxxxxxxx")).isFalse();
        assertThat(cache.get("big")).isNull();
        assertThat(cache.get("a")).isEqualTo("xx");
        assertThat(evicted).isEmpty();
        assertThat(cache.weight()).isEqualTo(2);
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
