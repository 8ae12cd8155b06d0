package battleledger.ledger.axon;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.projection.ProjectionCache;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.axonframework.common.caching.Cache;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The aggregate cache and the projection's cache hold as many battles as their budgets of memory allow (issue 18), so
 * that many battles never exhaust the service's heap: when they let go of one (here: by hand, as they do of the least
 * recently used), the battle goes on, folded again from the store, and its read models stay those of its events.
 */
@MicronautTest(transactional = false)
class CachesLetGoHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    Cache aggregates;
    @Inject
    ProjectionCache projections;

    @Test
    void aBattleGoesOnWhenBothCachesHaveLetGoOfIt() {
        Session b = battle("let-go");
        turns(b, 3);
        assertThat(aggregates.containsKey("let-go")).isTrue();

        ((AggregateCache) aggregates).letGoOfValues();
        projections.letGoOfStates();
        assertThat(aggregates.containsKey("let-go")).as("let go of").isFalse();

        int step = turns(b, 3);
        JsonNode summary = b.summary();
        assertThat(summary.get("step").asInt()).isEqualTo(step);
        JsonNode events = new Api(server.getURL()).get("/encounters/let-go/events?limit=1000").expect(200).json();
        JsonNode log = b.read("log");
        assertThat(log.get(log.size() - 1).get("sequence").asLong())
                .isEqualTo(events.get(events.size() - 1).get("sequence").asLong());
        assertThat(b.verified()).as("the rows are those of the stored events").isTrue();
    }

    @Test
    void aBattleIsWeighedInBothCachesByTheStepsItHolds() {
        Session b = battle("weighed");
        long early = AggregateCache.weight(aggregates.get("weighed"));
        awaitFold("weighed");
        long projectedEarly = projections.weight();
        int step = turns(b, 10);
        awaitFold("weighed");
        long later = AggregateCache.weight(aggregates.get("weighed"));

        assertThat(early).as("the entry's battle is found and weighed").isNotEqualTo(AggregateCache.UNKNOWN);
        assertThat(later - early).as("20 steps more, ~360 bytes each").isEqualTo(20 * 360);
        assertThat(later).isGreaterThan((long) step * 360);
        assertThat(projections.weight()).as("the projection's fold grew with the battle")
                .isGreaterThanOrEqualTo(projectedEarly + 20 * 360);
    }

    @Test
    void aRebuildLetsGoOfTheProjectionsFoldsAndTheBattleGoesOnFromTheStore() {
        Session b = battle("rebuilt");
        turns(b, 3);
        awaitFold("rebuilt");

        new Api(server.getURL()).post("/admin/projections/rebuild", "").expect(200);
        assertThat(projections.committedSequence("rebuilt")).as("the rebuild worked in the room the folds held")
                .isEmpty();

        int step = turns(b, 2);
        assertThat(b.summary().get("step").asInt()).isEqualTo(step);
        awaitFold("rebuilt"); // the battle in play, folded again from the store
        assertThat(b.verified()).isTrue();
    }

    private void awaitFold(String id) {
        CachedBattles.awaitFold(server, projections, id);
    }

    private Session battle(String id) {
        return CachedBattles.battle(server, id);
    }

    private static int turns(Session b, int n) {
        return CachedBattles.turns(b, n);
    }
}
