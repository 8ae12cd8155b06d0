package battleledger.kernel;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

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

    /** Every concrete record type permitted below a sealed interface. */
    public static List<Class<?>> leaves(Class<?> sealed) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            if (sub.isSealed()) {
                out.addAll(leaves(sub));
            } else {
                out.add(sub);
            }
        }
        return out;
    }
}
