package battleledger.kernel.golden;

import battleledger.kernel.event.EncounterEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How the golden net over the kernel tests judges one test's decisions against those recorded for it (issue 10). */
class GoldenScenariosTest {

    private static final List<List<EncounterEvent>> NO_EVENTS = List.of(List.of(), List.of());

    @Test
    void aTestThatMakesDecisionsAndIsNotRecordedFailsAndSaysHowToRecordIt() {
        assertThatThrownBy(() -> GoldenScenarios.compare("NewTest#itDecides", null, List.of("-", "!out-of-turn"),
                NO_EVENTS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("NewTest#itDecides made 2 decisions and is not in golden/scenarios.txt")
                .hasMessageContaining("-Dgolden.record=true");
    }

    @Test
    void aTestThatMakesTheDecisionsRecordedForItPasses() {
        assertThatCode(() -> GoldenScenarios.compare("OldTest#itDecides", List.of("-", "!out-of-turn"),
                List.of("-", "!out-of-turn"), NO_EVENTS)).doesNotThrowAnyException();
    }

    @Test
    void aTestRefusedWhereMainDecidedFailsNamingTheDecision() {
        assertThatThrownBy(() -> GoldenScenarios.compare("OldTest#itDecides", List.of("-", "-"),
                List.of("-", "!out-of-turn"), NO_EVENTS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("decision 2 of 2 recorded from main differs")
                .hasMessageContaining("now refused with out-of-turn");
    }

    @Test
    void aTestThatStopsShortOfItsRecordedDecisionsFails() {
        assertThatThrownBy(() -> GoldenScenarios.compare("OldTest#itDecides", List.of("-", "-", "-"),
                List.of("-", "-"), NO_EVENTS))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("decision 3 of 3 recorded from main is not made any more");
    }
}
