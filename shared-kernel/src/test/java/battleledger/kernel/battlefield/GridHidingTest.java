package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Exploration › Stealth › Conditions for Stealth, on a grid. */
class GridHidingTest {

    /** Ann at (0,0), the orc at (4,0). */
    static Scene annAndTheOrc() {
        return onSquares(Creature.named("ann").dex(16).at(0, 0), Creature.named("orc").side("orcs").at(4, 0));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Conditions for Stealth: \"You can't simply stand in the middle of an empty, lit room and hope "
            + "to avoid notice\" — in the open the orc notices Ann without a roll")
    void nobodyHidesInTheOpen() {
        annAndTheOrc().when(new Hide("ann", List.of()), 19).then(events -> {
            HideResolved h = first(events, HideResolved.class);
            assertThat(h.hiddenFrom()).isEmpty();
            assertThat(h.observers().get(0).outcome()).isEqualTo("notices (no cover or obscurement)");
            assertThat(h.observers().get(0).dice()).isEmpty();
        });
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Conditions for Stealth: \"the thing must cover at least half your body\" — behind a wall the "
            + "contest is rolled")
    void behindAWallTheContestIsRolled() {
        annAndTheOrc().beforeCombat(walls(at(1, -1), at(1, 0), at(1, 1))).when(new Hide("ann", List.of()), 19, 2)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).containsExactly("orc"));
    }
}
