package battleledger.ledger.axon;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Several nodes (issue 12): a node claims its share of the projection's segments and, past a grace after its start,
 * every segment no node holds, so the nodes left after others stopped still project every encounter.
 */
class ClaimShareTest {

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final AtomicInteger held = new AtomicInteger();
    private final AtomicInteger unheld = new AtomicInteger();
    private final AtomicInteger looks = new AtomicInteger();

    private ClaimShare share(int share, long graceMillis) {
        return new ClaimShare(share, graceMillis, now::get, held::get, () -> {
            looks.incrementAndGet();
            return unheld.get();
        });
    }

    @Test
    void duringTheGraceANodeKeepsToItsShareSoTheNodesStartingWithItTakeTheirs() {
        ClaimShare claims = share(2, 30_000);
        unheld.set(4);

        now.addAndGet(29_999);

        assertThat(claims.getMaxSegments("projections")).isEqualTo(2);
        assertThat(looks).as("the token table is not asked").hasValue(0);
    }

    @Test
    void pastTheGraceANodeMayClaimWhatItHoldsAndEverySegmentNoNodeHolds() {
        ClaimShare claims = share(2, 30_000);
        held.set(2);
        unheld.set(2);

        now.addAndGet(30_000);

        assertThat(claims.getMaxSegments("projections")).isEqualTo(4);
    }

    @Test
    void beforeItsProcessorHasStartedANodeKeepsToItsShare() {
        ClaimShare claims = share(2, 0);
        held.set(-1);
        unheld.set(2);

        assertThat(claims.getMaxSegments("projections")).isEqualTo(2);
        assertThat(looks).as("the token table is not asked").hasValue(0);
    }

    @Test
    void aNodeWithoutAShareMayClaimEverySegmentAndNeverAsksTheTokenTable() {
        ClaimShare claims = share(32767, 0);
        held.set(2);

        assertThat(claims.getMaxSegments("projections")).isEqualTo(32767);
        assertThat(looks).hasValue(0);
    }

    @Test
    void aNodeMayAlwaysClaimItsShare() {
        ClaimShare claims = share(2, 0);

        assertThat(claims.getMaxSegments("projections")).isEqualTo(2);
    }

    @Test
    void aNodeThatTookMoreThanItsShareKeepsThemOnceNoneIsLeftUnheld() {
        ClaimShare claims = share(2, 0);
        held.set(4);

        assertThat(claims.getMaxSegments("projections")).as("not told to let two go").isEqualTo(4);
    }

    @Test
    void theTokenTableIsAskedAtMostEveryTwoSeconds() {
        ClaimShare claims = share(1, 0);
        unheld.set(1);
        claims.getMaxSegments("projections");
        now.addAndGet(1_999);
        unheld.set(3);

        assertThat(claims.getMaxSegments("projections")).as("the last look's answer").isEqualTo(1);
        now.addAndGet(1);
        assertThat(claims.getMaxSegments("projections")).isEqualTo(3);
        assertThat(looks).hasValue(2);
    }

    @Test
    void aTokenTableThatCannotBeReadKeepsTheNodeToItsShare() {
        ClaimShare claims = new ClaimShare(2, 0, now::get, held::get, () -> {
            throw new IllegalStateException("the store is down");
        });
        held.set(1);

        assertThat(claims.getMaxSegments("projections")).isEqualTo(2);
    }

    @Test
    void aSegmentIsUnheldWithoutAnOwnerOrOnceItsClaimHasLapsed() {
        Instant lapsed = Instant.parse("2026-11-28T05:00:00Z").minus(LiveClaims.CLAIM_TIMEOUT);

        assertThat(LiveClaims.noneHolds(null, null, lapsed)).as("never claimed, or released").isTrue();
        assertThat(LiveClaims.noneHolds("node-a", "2026-11-28T04:59:49.999Z", lapsed)).as("lapsed").isTrue();
        assertThat(LiveClaims.noneHolds("node-a", "2026-11-28T04:59:50.001Z", lapsed)).as("renewed under 10 s ago")
                .isFalse();
        assertThat(LiveClaims.noneHolds("node-a", "2026-11-28T04:59:59Z", lapsed)).isFalse();
        assertThat(LiveClaims.noneHolds("node-a", "yesterday", lapsed)).as("a time not understood").isFalse();
    }
}
