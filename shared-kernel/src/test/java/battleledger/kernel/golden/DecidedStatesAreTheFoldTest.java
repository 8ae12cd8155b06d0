package battleledger.kernel.golden;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.DiceCommand.SubmitRoll;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.simulation.Policy;
import battleledger.kernel.simulation.Standing;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.timeline.RevisionCostTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: the aggregate takes the states the kernel's loop left while deciding ({@link EncounterDecider#decideFolded})
 * instead of folding the events again. That is only sound if each is the very state folding the events gives: checked
 * here over battles of the golden corpus played by the policy, a long battle overridden deep down, its override
 * revoked, undone and redone, and a battle of manual dice that waits for rolls (DESIGN.md, The kernel is a decider:
 * {@code evolve} alone makes the state).
 */
class DecidedStatesAreTheFoldTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Test
    @DisplayName("DESIGN › The kernel is a decider: the states a decision leaves are its events folded, over the corpus")
    void theStatesADecisionLeavesAreItsEventsFoldedOverCorpusBattles() {
        int checked = 0;
        int battle = 0;
        for (String lineUp : GoldenBattles.LINE_UPS.keySet()) {
            for (EncounterOptions options : GoldenBattles.options()) {
                if (battle++ % 3 != 0) {
                    continue; // a spread of line-ups and options
                }
                List<EncounterCommand> setup = new ArrayList<>();
                setup.add(new CreateEncounter("folded", "Folded", RulesetId.PLAYTEST, 18L + battle, options));
                GoldenBattles.LINE_UPS.get(lineUp).forEach(c -> setup.add(new AddCombatant(c)));
                setup.add(new StartCombat(List.of()));
                EncounterState state = DECIDER.initialState();
                for (EncounterCommand c : setup) {
                    state = checked(state, Submission.byGm(c));
                    checked++;
                }
                for (int step = 0; step < 120 && !Standing.over(state.battle()); step++) {
                    EncounterState next = null;
                    for (Policy.Choice choice : Policy.choices(state)) {
                        try {
                            next = checked(state, choice.submission());
                            break;
                        } catch (RuleViolation refused) {
                            // the policy's next choice
                        }
                    }
                    if (next == null) {
                        break;
                    }
                    state = next;
                    checked++;
                }
            }
        }
        assertThat(checked).as("commands whose states were checked").isGreaterThan(1_000);
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: a revision's states are its events folded, the kept steps' too")
    void aRevisionsStatesAreItsEventsFoldedTheKeptStepsToo() {
        EncounterState state = DECIDER.initialState();
        for (EncounterEvent e : RevisionCostTest.battle(60)) {
            state = DECIDER.evolve(state, e);
        }
        int overridden = state.nextStep();
        state = checked(state, Submission.byGm(new OverrideRoll(6, 0, List.of(20))));
        state = checked(state, Submission.byGm(new OverrideRoll(6, 0, List.of(1))));
        state = checked(state, Submission.byGm(new RevokeRuling(overridden)));
        state = checked(state, Submission.byGm(new Undo()));
        checked(state, Submission.byGm(new Redo()));
    }

    @Test
    @DisplayName("DESIGN › The kernel is a decider › dice from people: a command waiting for a roll leaves the fold of its wait")
    void aCommandWaitingForARollLeavesTheFoldOfItsWait() {
        EncounterOptions manual = EncounterOptions.defaults()
                .withDice(new EncounterOptions.DiceOptions(EncounterOptions.DiceMode.MANUAL, List.of()));
        EncounterState state = DECIDER.initialState();
        for (EncounterEvent e : Fixtures.history(Fixtures.encounter(manual),
                Fixtures.add(Fixtures.creature("ann", "party", 10)), Fixtures.add(Fixtures.creature("cal", "orcs", 10)))) {
            state = DECIDER.evolve(state, e);
        }
        state = checked(state, Submission.byGm(new StartCombat(List.of())));
        state = checked(state, new Submission("ann", new SubmitRoll(null, List.of(15))));
        state = checked(state, Submission.byGm(new SubmitRoll(null, List.of(4))));
        assertThat(state.battle().turn()).isEqualTo("ann");
    }

    /** Decides the submission, asserts each state it gives is the fold of the events so far, and returns the last. */
    private static EncounterState checked(EncounterState state, Submission submission) {
        EncounterDecider.Folded decided = DECIDER.decideFolded(state, submission);
        assertThat(decided.events()).isEqualTo(DECIDER.decide(state, submission));
        assertThat(decided.states()).hasSameSizeAs(decided.events());
        EncounterState folded = state;
        for (int i = 0; i < decided.events().size(); i++) {
            folded = DECIDER.evolve(folded, decided.events().get(i));
            assertThat(decided.states().get(i)).as("the state after event %d of %s", i, submission.command())
                    .isEqualTo(folded);
        }
        return decided.states().isEmpty() ? state : decided.states().get(decided.states().size() - 1);
    }
}
