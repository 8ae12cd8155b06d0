package battleledger.ledger.api;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The request log names the encounter a path is about (issue 12, Logs), found without a regular expression since
 * issue 18 made every read cheaper: what follows {@code /encounters/} up to the next '/' or '?', as the pattern
 * {@code ^/encounters/([^/?]+)} found it.
 */
class RequestLogTest {

    @Test
    void theRequestLogIsTheFirstOfTheFiltersSoItSeesEveryAnswerRefusalsIncluded() {
        assertThat(RequestLog.ORDER).isEqualTo(io.micronaut.http.filter.ServerFilterPhase.FIRST.order())
                .isLessThan(io.micronaut.http.filter.ServerFilterPhase.SECURITY.before());
    }

    @Test
    void theEncounterIsWhatFollowsEncountersUpToTheNextSlashOrQuestionMark() {
        assertThat(RequestLog.encounter("/encounters/ambush/combatants")).isEqualTo("ambush");
        assertThat(RequestLog.encounter("/encounters/ambush")).isEqualTo("ambush");
        assertThat(RequestLog.encounter("/encounters/ambush?after=3")).isEqualTo("ambush");
        assertThat(RequestLog.encounter("/encounters/a-b_c.1/commands")).isEqualTo("a-b_c.1");
    }

    @Test
    void aPathNamingNoEncounterHasNone() {
        assertThat(RequestLog.encounter("/encounters")).isNull();
        assertThat(RequestLog.encounter("/encounters/")).isNull();
        assertThat(RequestLog.encounter("/encounters//commands")).isNull();
        assertThat(RequestLog.encounter("/encounters/?after=1")).isNull();
        assertThat(RequestLog.encounter("/health/liveness")).isNull();
        assertThat(RequestLog.encounter("/admin/encounters/x")).isNull();
    }
}
