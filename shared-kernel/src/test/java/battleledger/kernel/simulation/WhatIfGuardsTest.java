package battleledger.kernel.simulation;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Guards of the what-if (issue 15): a fork's hit points lie from 1 to the creature's maximum (one no test asked before
 * GUARDS.md listed it: issue 10, item 2); a fork plays out a fight, so it forks once combat has begun.
 */
class WhatIfGuardsTest {

    @Test
    void aForkThatSetsACreatureToZeroHitPointsIsRefused() {
        assertThatThrownBy(() -> WhatIf.fork(Skirmishes.fourAgainstFour(), new WhatIf.Request(WhatIfTest.LAST_SETUP_STEP,
                1, 1, new WhatIf.Changes(List.of(), Map.of("ann", 0), null), 0)))
                .hasFieldOrPropertyWithValue("code", "invalid-hp");
        assertThatThrownBy(() -> WhatIf.fork(Skirmishes.fourAgainstFour(), new WhatIf.Request(WhatIfTest.LAST_SETUP_STEP,
                1, 1, new WhatIf.Changes(List.of(), Map.of("ann", 25), null), 0)))
                .hasFieldOrPropertyWithValue("code", "invalid-hp");
    }

    /** Found by a helper trying the service: a fork before StartCombat answered that the party won every run in 0 rounds. */
    @Test
    void aForkBeforeCombatHasBegunIsRefusedUnlessTheChangedCommandStartsIt() {
        assertThatThrownBy(() -> WhatIf.run(Skirmishes.fourAgainstFour(), new WhatIf.Request(WhatIfTest.LAST_SETUP_STEP
                - 1, 2, 1, null, 0), false)).hasFieldOrPropertyWithValue("code", "combat-not-started");
        assertThatThrownBy(() -> WhatIf.run(Skirmishes.fourAgainstFour(), new WhatIf.Request(WhatIfTest.LAST_SETUP_STEP
                - 1, 2, 1, new WhatIf.Changes(List.of(), Map.of(), new battleledger.kernel.command.Submission("gm",
                new battleledger.kernel.command.IntentCommand.EndTurn("ann"))), 0), false))
                .hasFieldOrPropertyWithValue("code", "combat-not-started");
        org.assertj.core.api.Assertions.assertThat(WhatIf.run(Skirmishes.fourAgainstFour(), new WhatIf.Request(
                WhatIfTest.LAST_SETUP_STEP, 2, 1, new WhatIf.Changes(List.of(), Map.of(), new battleledger.kernel.command
                .Submission("gm", new battleledger.kernel.command.SetupCommand.StartCombat(List.of()))), 0), false)
                .runs()).as("the changed command starts combat: it plays").isEqualTo(2);
    }
}
