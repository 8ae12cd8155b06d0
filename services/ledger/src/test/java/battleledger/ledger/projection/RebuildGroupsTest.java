package battleledger.ledger.projection;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: a rebuild writes its encounters a group to a transaction, and a group's events, folds and rows are in
 * memory until it commits; so a group is bounded by its events as well as by its encounters.
 */
class RebuildGroupsTest {

    @Test
    @DisplayName("short battles go 32 to a group, in the order they were created")
    void shortBattlesGoThirtyTwoToAGroup() {
        Map<String, Long> sizes = sizes(40, 20);
        List<List<String>> groups = Rebuilder.groups(sizes);
        assertThat(groups).extracting(List::size).containsExactly(32, 8);
        assertThat(groups.stream().flatMap(List::stream).toList()).containsExactlyElementsOf(sizes.keySet());
    }

    @Test
    @DisplayName("long battles go as many to a group as 1,024 events allow")
    void longBattlesGoAsManyToAGroupAsTheEventsAllow() {
        assertThat(Rebuilder.groups(sizes(10, 250))).extracting(List::size).containsExactly(4, 4, 2);
        assertThat(Rebuilder.groups(sizes(3, 512))).extracting(List::size).containsExactly(2, 1);
    }

    @Test
    @DisplayName("a battle longer than a group's events is a group of its own, and its neighbours are not put with it")
    void aBattleLongerThanAGroupIsAGroupOfItsOwn() {
        Map<String, Long> sizes = new LinkedHashMap<>();
        sizes.put("a", 10L);
        sizes.put("deep", 10_000L);
        sizes.put("b", 10L);
        sizes.put("c", 10L);
        assertThat(Rebuilder.groups(sizes)).containsExactly(List.of("a"), List.of("deep"), List.of("b", "c"));
    }

    @Test
    @DisplayName("no encounters, no groups")
    void noEncountersNoGroups() {
        assertThat(Rebuilder.groups(Map.of())).isEmpty();
    }

    private static Map<String, Long> sizes(int encounters, long events) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < encounters; i++) {
            ids.add("e" + (encounters - i)); // not in the order of their names
        }
        ids.forEach(id -> sizes.put(id, events));
        return sizes;
    }
}
