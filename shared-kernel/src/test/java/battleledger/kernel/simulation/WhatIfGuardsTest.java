package battleledger.kernel.simulation;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A guard of the what-if (issue 15) that no test asked before GUARDS.md listed it (issue 10, item 2): a fork's hit
 * points lie from 1 to the creature's maximum.
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
}
