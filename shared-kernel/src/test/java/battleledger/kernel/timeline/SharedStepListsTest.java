package battleledger.kernel.timeline;

import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18 (memory; DESIGN › Undo, redo, revoke): a command in effect and the step it was decided in hold the same
 * events, and hold them in one list rather than two copies; a command decided again in a later step keeps a list of
 * its own, since that step holds the revision's events too.
 */
class SharedStepListsTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: each command in effect shares the list of events of the step it was decided in")
    void eachCommandInEffectSharesTheListOfItsStep() {
        EncounterState state = given(RevisionCostTest.battle(30)).state();

        assertThat(state.history().entries()).hasSizeGreaterThan(30).allSatisfy(e -> sharesItsStep(state, e));
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: after an undo and a redo, the history folded again from the steps shares their lists")
    void afterAnUndoAndARedoTheHistoryFoldedAgainSharesTheStepsLists() {
        EncounterState state = given(RevisionCostTest.battle(12)).when(new Undo()).andThen().when(new Redo())
                .andThen().state();

        assertThat(state.history().entries()).hasSizeGreaterThan(12).allSatisfy(e -> sharesItsStep(state, e));
        assertThat(state.battle()).isEqualTo(DECIDER.fold(given(RevisionCostTest.battle(12)).history()).battle());
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: a check decided again by an override keeps its own list, the same events as the override's step has for it")
    void aCheckDecidedAgainKeepsItsOwnList() {
        EncounterState state = given(RevisionCostTest.battle(6)).when(new OverrideRoll(6, 0, List.of(20))).andThen()
                .state();
        Entry check = state.history().entry(6);
        List<EncounterEvent> revision = state.timeline().step(check.decidedIn()).events();

        assertThat(check.decidedIn()).isGreaterThan(6);
        assertThat(check.events()).isNotSameAs(revision);
        assertThat(revision).containsSubsequence(check.events());
    }

    private static void sharesItsStep(EncounterState state, Entry e) {
        if (e.decidedIn() == e.origin()) {
            assertThat(e.events()).as("the entry of step %d", e.origin())
                    .isSameAs(state.timeline().step(e.origin()).events());
        }
    }
}
