package battleledger.ledger.axon;

import battleledger.ledger.Session;
import battleledger.ledger.projection.ProjectionCache;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.axonframework.common.caching.Cache;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A battle heavier than a cache's whole budget (here 16 KB: ~23 steps; under the service's 16 MB, ~46,000) is kept
 * beside the battles the budget holds, one such at a time while it is played, in the aggregate cache and in the
 * projection's ({@code WeighedLruTest}: once unused, it is the first to leave when others need room). Let go of,
 * it was folded from its whole stream at every command and every batch: in the bench, a battle past the budget brought
 * a full collection a second and commands that waited up to 39 s (issue 18, docs/performance.md, stop 40).
 */
@MicronautTest(transactional = false)
@Property(name = "ledger.caches.aggregates", value = "16KB")
@Property(name = "ledger.caches.projection", value = "16KB")
class HeavyBattleHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    Cache aggregates;
    @Inject
    ProjectionCache projections;

    @Test
    @DisplayName("a battle heavier than the whole budget stays in both caches while it is played among lighter ones")
    void aBattleHeavierThanTheWholeBudgetStaysInBothCaches() {
        Session heavy = heavyBattle("heavy");
        assertThat(aggregates.containsKey("heavy")).isTrue();
        assertThat(AggregateCache.weight(aggregates.get("heavy"))).as("weighed, and heavier than the budget")
                .isNotEqualTo(AggregateCache.UNKNOWN).isGreaterThan(16 * 1024);

        for (String light : new String[]{"light-1", "light-2", "light-3"}) {
            CachedBattles.turns(CachedBattles.battle(server, light), 1);
            CachedBattles.turns(heavy, 1);
        }
        CachedBattles.awaitFold(server, projections, "heavy");
        assertThat(aggregates.containsKey("heavy")).as("not folded from its stream at its next command").isTrue();
        assertThat(projections.committedSequence("heavy")).as("nor at the projection's next batch").isPresent();
        assertThat(aggregates.containsKey("light-1")).as("the light ones came and went in the budget").isFalse();

        int step = CachedBattles.turns(heavy, 2);
        assertThat(heavy.summary().get("step").asInt()).isEqualTo(step);
        assertThat(heavy.verified()).isTrue();
    }

    @Test
    @DisplayName("a second heavy battle takes the first one's place, and both play on from the store as they must")
    void aSecondHeavyBattleTakesTheFirstOnesPlace() {
        Session first = heavyBattle("first");
        Session second = heavyBattle("second");

        assertThat(aggregates.containsKey("second")).isTrue();
        assertThat(aggregates.containsKey("first")).as("one heavy battle at a time").isFalse();
        assertThat(projections.committedSequence("first")).isEmpty();

        int step = CachedBattles.turns(first, 1);
        assertThat(first.summary().get("step").asInt()).isEqualTo(step);
        assertThat(aggregates.containsKey("first")).isTrue();
        assertThat(first.verified()).isTrue();
        assertThat(second.verified()).isTrue();
    }

    /** A battle of 28 steps (~18 KiB, past both budgets), once the projection has folded all of it. */
    private Session heavyBattle(String id) {
        Session b = CachedBattles.battle(server, id);
        CachedBattles.turns(b, 12);
        CachedBattles.awaitFold(server, projections, id);
        return b;
    }
}
