package battleledger.kernel.simulation;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.state.EncounterState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The default policy on a grid (003; 001 › Combat): the sides close in and attack, every move is the decider's, so
 * the battle it plays is an honest battle that verifies step by step (DESIGN.md, Replay and audit).
 */
class PolicyTest {

    static List<EncounterEvent> playedOut(List<EncounterEvent> start, int maxSteps) {
        EncounterDecider decider = new EncounterDecider();
        EncounterState state = decider.fold(start);
        List<EncounterEvent> events = new ArrayList<>(start);
        for (int n = 0; n < maxSteps && !Standing.over(state.battle()); n++) {
            List<EncounterEvent> step = null;
            for (Submission s : Policy.candidates(state)) {
                try {
                    step = decider.decide(state, s);
                    GoldenScenarios.decided(step);
                    break;
                } catch (RuleViolation refused) {
                    // the next choice
                }
            }
            if (step == null) {
                break;
            }
            for (EncounterEvent e : step) {
                events.add(e);
                state = decider.evolve(state, e);
            }
        }
        return events;
    }

    @Test
    void theSidesCloseInAttackAndFightToTheEnd() {
        List<EncounterEvent> events = playedOut(Skirmishes.fourAgainstFour(), 2_000);
        assertThat(events).anyMatch(Moved.class::isInstance);
        assertThat(events).anyMatch(AttackRolled.class::isInstance);
        assertThat(Standing.over(new EncounterDecider().fold(events).battle())).isTrue();
    }

    @Test
    void aBattlePlayedByThePolicyOnAGridVerifiesStepByStep() {
        List<EncounterEvent> events = playedOut(Skirmishes.fourAgainstFour(), 2_000);
        assertThat(Verifier.verify(events).firstDifference()).isNull();
    }
}
