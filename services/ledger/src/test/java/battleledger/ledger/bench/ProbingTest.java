package battleledger.ledger.bench;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: a read-your-writes figure rests on enough probes for its p99. A 3-second figure under 16 writers took
 * ~60-110 probes, so its p99 was its slowest probe; it now goes on past its length until it has 300, within a cap.
 */
class ProbingTest {

    private static final long MS = 1_000_000L;

    @Test
    void aFigureIsMeasuredForItsLengthHoweverManyProbesItAlreadyHas() {
        Probing rule = Probing.from(0, 3_000);

        assertThat(rule.goOn(10_000, 2_999 * MS)).isTrue();
    }

    @Test
    void pastItsLengthAFigureGoesOnUntilItHasThreeHundredProbes() {
        Probing rule = Probing.from(0, 3_000);

        assertThat(rule.goOn(299, 3_000 * MS)).isTrue();
        assertThat(rule.goOn(300, 3_000 * MS)).isFalse();
    }

    @Test
    void aFigureThatCannotGetItsProbesStopsAtTwentyTimesItsLength() {
        Probing rule = Probing.from(0, 3_000);

        assertThat(rule.goOn(5, 59_999 * MS)).isTrue();
        assertThat(rule.goOn(5, 60_000 * MS)).isFalse();
    }

    @Test
    void aSmokeRunsFigureStopsAtItsLength() {
        Probing rule = Probing.from(0, 400);

        assertThat(rule.goOn(0, 399 * MS)).isTrue();
        assertThat(rule.goOn(0, 400 * MS)).isFalse();
    }

    @Test
    void theRuleCountsFromTheFiguresOwnStart() {
        long start = 7_000 * MS;
        Probing rule = Probing.from(start, 3_000);

        assertThat(rule.goOn(300, start + 2_000 * MS)).isTrue();
        assertThat(rule.goOn(300, start + 3_000 * MS)).isFalse();
    }
}
