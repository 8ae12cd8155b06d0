package battleledger.kernel.audit;

import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.timeline.RevisionCostTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.TreeSet;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18 (DESIGN › Undo, redo, revoke): the views of some steps, read from those steps on, are the views the whole
 * timeline shows for them, after undos, redos, overrides and revokes alike.
 */
class RecentStepViewsTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: the last steps read on their own show what the whole timeline shows")
    void theLastStepsReadOnTheirOwnShowWhatTheWholeTimelineShows() {
        List<EncounterEvent> stream = given(RevisionCostTest.battle(12))
                .when(new OverrideRoll(5, 2, List.of(20))).andThen()
                .when(new EndTurn(DECIDER.fold(given(RevisionCostTest.battle(12))
                        .when(new OverrideRoll(5, 2, List.of(20))).andThen().history()).battle().turn())).andThen()
                .when(new Undo()).andThen().when(new Redo()).andThen()
                .when(new RevokeRuling(19)).andThen().when(new OverrideRoll(6, 0, List.of(1))).andThen()
                // revoking 19 brings back what it dropped: cal's 20 again drops the turns ended out of its order
                .when(new OverrideRoll(5, 2, List.of(20))).andThen().history();
        EncounterState state = DECIDER.initialState();
        int checked = 0;
        for (EncounterEvent e : stream) {
            state = DECIDER.evolve(state, e);
            List<StepView> all = TimelineView.of(state);
            int last = state.timeline().lastStep();
            for (int from = Math.max(1, last - 3); from <= last; from++) {
                TreeSet<Integer> some = new TreeSet<>();
                for (int s = from; s <= last; s++) {
                    some.add(s);
                }
                assertThat(TimelineView.of(state, some)).isEqualTo(all.subList(from - 1, last));
                checked++;
            }
        }
        // the whole timeline too: every step read on its own
        TreeSet<Integer> every = new TreeSet<>();
        for (int s = 1; s <= state.timeline().lastStep(); s++) {
            every.add(s);
        }
        assertThat(TimelineView.of(state, every)).isEqualTo(TimelineView.of(state));
        assertThat(TimelineView.of(state)).extracting(StepView::status).contains("redecided", "revoked", "dropped");
        assertThat(checked).isGreaterThan(stream.size());
    }
}
