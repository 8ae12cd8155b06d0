package battleledger.kernel;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import org.junit.jupiter.api.Test;

import static battleledger.kernel.support.Sealed.leaves;
import static org.assertj.core.api.Assertions.assertThat;

/** Without pattern-matching switches (Java 17), these tests keep the routing tables exhaustive. */
class DispatchCoverageTest {

    @Test
    void everyCommandTypeHasARuleThatDecidesIt() {
        assertThat(EncounterDecider.routedCommands()).containsExactlyInAnyOrderElementsOf(leaves(EncounterCommand.class));
    }

    @Test
    void everyEventTypeHasALineInTheLog() {
        for (Class<?> e : leaves(battleledger.kernel.event.EncounterEvent.class)) {
            assertThat(battleledger.kernel.narration.Narrator.tells(e)).as("a line for %s", e.getSimpleName()).isTrue();
        }
    }
}
