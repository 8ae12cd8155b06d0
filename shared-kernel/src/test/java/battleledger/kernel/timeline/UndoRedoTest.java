package battleledger.kernel.timeline;

import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.event.TimelineEvent.StepRedone;
import battleledger.kernel.event.TimelineEvent.StepUndone;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.Fixtures.scripted;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/** DESIGN.md › Undo, redo, revoke: Undo and Redo. */
class UndoRedoTest {

    /** ann (18), bob (11), cal (3); step 5 starts combat, steps 6 and 7 end ann's and bob's turns. */
    private static GivenWhenThen twoTurnsIn() {
        return given(history(encounter(scripted(18, 11, 3, 5, 6, 7)),
                add(creature("ann", "party", 10)), add(creature("bob", "party", 10)),
                add(creature("cal", "orcs", 10)), new StartCombat(List.of()),
                new EndTurn("ann"), new EndTurn("bob")));
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: Undo reverts the latest active step")
    void undoRevertsTheLatestStepAsIfItHadNeverBeenTaken() {
        var before = given(twoTurnsIn().history().subList(0, twoTurnsIn().history().size() - 2)).state();
        twoTurnsIn().when(new Undo())
                .then(new StepUndone(8, "gm", 7))
                .thenState(s -> {
                    assertThat(s.battle().turn()).isEqualTo("bob");
                    assertThat(s.timeline().step(7).active()).isFalse();
                    assertThat(s.timeline().steps()).hasSize(8); // nothing is deleted
                });
        assertThat(before.battle().turn()).isEqualTo("bob");
    }

    @Test
    void undoRepeatedWalksBackDownToTheEncountersCreation() {
        var g = twoTurnsIn();
        for (int undone = 7; undone >= 2; undone--) {
            int expected = undone;
            g = g.when(new Undo()).then(events -> assertThat(((StepUndone) events.get(0)).undoneStep())
                    .isEqualTo(expected)).andThen();
        }
        assertThat(g.state().battle().combatants()).isEmpty();
        assertThat(g.state().encounter().name()).isEqualTo("Skirmish");
        g.when(new Undo()).thenRejectedWith("nothing-to-undo");
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: Redo re-applies the most recently undone step with the very same events")
    void undoThenRedoGivesTheSameBattleAsBefore() {
        var before = twoTurnsIn().state();
        var undone = twoTurnsIn().when(new Undo()).andThen().when(new Undo()).andThen();
        assertThat(undone.state().battle().turn()).isEqualTo("ann");
        undone.when(new Redo()).then(new StepRedone(10, "gm", 6)).andThen()
                .when(new Redo()).then(new StepRedone(11, "gm", 7))
                .thenState(s -> assertThat(s.battle()).isEqualTo(before.battle()));
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: Redo is allowed until a new step is taken")
    void aNewStepAfterUndoingMakesRedoUnavailable() {
        var g = twoTurnsIn().when(new Undo()).andThen().when(new Undo()).andThen().when(new Undo()).andThen();
        g.when(new Redo()).then(events -> assertThat(events).hasSize(1));
        // a new step: combat starts again with other dice
        var moved = g.when(new StartCombat(List.of())).andThen();
        moved.when(new Redo()).thenRejectedWith("redo-unavailable");
    }

    @Test
    void nothingUndoneMeansNothingToRedo() {
        twoTurnsIn().when(new Redo()).thenRejectedWith("redo-unavailable");
    }

    @Test
    void onlyTheGameMasterUndoesAndRedoes() {
        twoTurnsIn().when("ann", new Undo()).thenRejectedWith("gm-only");
        twoTurnsIn().when(new Undo()).andThen().when("ann", new Redo()).thenRejectedWith("gm-only");
    }

    @Test
    void anUndoneStepIsKeptInTheTimelineWithItsEvents() {
        twoTurnsIn().when(new Undo()).thenState(s -> {
            assertThat(s.timeline().step(7).events()).hasSize(2);
            assertThat(s.history().positionOf(7)).isEqualTo(-1);
        });
    }
}
