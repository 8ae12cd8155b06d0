package battleledger.kernel;

import org.junit.jupiter.api.Test;

import static battleledger.kernel.support.Sealed.leaves;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the compiler does not check yet. Commands are routed and events folded by sealed {@code switch}es with no
 * {@code default} (EncounterDecider.route, BattleFold.apply), so a command or event that nothing handles does not
 * compile; the log's lines are still a table, kept whole here.
 */
class DispatchCoverageTest {

    @Test
    void everyEventTypeHasALineInTheLog() {
        for (Class<?> e : leaves(battleledger.kernel.event.EncounterEvent.class)) {
            assertThat(battleledger.kernel.narration.Narrator.tells(e)).as("a line for %s", e.getSimpleName()).isTrue();
        }
    }
}
