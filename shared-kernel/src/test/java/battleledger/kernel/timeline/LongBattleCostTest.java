package battleledger.kernel.timeline;

import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.Submission;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.History;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18 (DESIGN › Undo, redo, revoke): in a long battle a command costs what it changes. A deep revision that
 * brings the battle back to where it was keeps the later steps without folding them again; what it leaves is the
 * battle, history and timeline that folding every command in effect gives.
 */
class LongBattleCostTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: a deep override that changes no later step leaves the very battle it found")
    void aDeepOverrideThatChangesNoLaterStepLeavesTheVeryBattleItFound() {
        EncounterState before = given(RevisionCostTest.battle(300)).state();
        EncounterState after = before;
        for (EncounterEvent e : DECIDER.decide(before, Submission.byGm(new OverrideRoll(6, 0, List.of(20))))) {
            after = DECIDER.evolve(after, e);
        }
        // the battle before the revision, taken as it was rather than folded again from step 7 on
        assertThat(after.battle()).isSameAs(before.battle());
        assertThat(after.battle()).isEqualTo(after.history().fold());
        assertThat(after.history().entries()).hasSize(before.history().entries().size() + 1);
        assertThat(after.timeline().lastStep()).isEqualTo(before.timeline().lastStep() + 1);
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: kept steps give the same battle and history, known or folded again")
    void keptStepsGiveTheSameBattleAndHistoryWhetherTheBattleBeforeTheRevisionIsKnownOrNot() {
        EncounterState state = given(RevisionCostTest.battle(120)).state();
        List<EncounterEvent> revision = DECIDER.decide(state, Submission.byGm(
                new OverrideRoll(6, 0, List.of(20))));
        EncounterState known = state;
        EncounterState folded = state;
        for (EncounterEvent e : revision) {
            if (e instanceof StepsKept) {
                // the same state without what the history was before the revision: the kept steps are folded again
                History h = folded.history();
                folded = new EncounterState(folded.encounter(), folded.battle(), folded.timeline(),
                        new History(h.entries(), h.current(), h.setAside()));
            }
            known = DECIDER.evolve(known, e);
            folded = DECIDER.evolve(folded, e);
        }
        assertThat(known.battle()).isEqualTo(folded.battle());
        assertThat(known.history().entries()).isEqualTo(folded.history().entries());
        assertThat(known.timeline()).isEqualTo(folded.timeline());
    }

    @Test
    @DisplayName("DESIGN › Replay and audit: a long battle revised deep down, then undone and redone, verifies")
    void aLongBattleRevisedDeepDownThenUndoneAndRedoneVerifies() {
        List<EncounterEvent> stream = given(RevisionCostTest.battle(200)).when(new OverrideRoll(6, 0, List.of(20)))
                .andThen().when(new OverrideRoll(6, 0, List.of(1))).andThen().when(new Undo()).andThen()
                .when(new Redo()).andThen().history();
        assertThat(Verifier.verify(stream).verified()).isTrue();
        EncounterState state = DECIDER.fold(stream);
        assertThat(state.battle()).isEqualTo(state.history().fold());
        assertThat(state.history().entries()).extracting(e -> e.origin()).isSorted().doesNotHaveDuplicates();
    }
}
