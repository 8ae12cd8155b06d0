package battleledger.kernel;

import battleledger.kernel.command.Submission;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.WithRolls;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;

/**
 * One command being decided: the state as the events emitted so far leave it, who sent the command, the step,
 * and the dice of that step. Rules emit events through it; each emitted event is folded at once, so a rule can
 * look at the battle as its own earlier events left it.
 */
public final class Decision {

    private final String by;
    private final int step;
    private final Dice dice;
    private final List<EncounterEvent> events = new ArrayList<>();
    private EncounterState state;

    Decision(EncounterState state, Submission submission, int step, Dice dice) {
        this.state = state;
        this.by = submission.by();
        this.step = step;
        this.dice = dice;
    }

    public int step() {
        return step;
    }

    public String by() {
        return by;
    }

    public boolean byGm() {
        return Submission.GM.equals(by);
    }

    public EncounterState state() {
        return state;
    }

    public Battle battle() {
        return state.battle();
    }

    public void emit(EncounterEvent event) {
        if (event.step() != step) {
            throw new IllegalStateException("event stamped with step " + event.step() + " in step " + step);
        }
        events.add(event);
        state = EncounterEvolver.evolve(state, event);
    }

    public List<EncounterEvent> events() {
        return List.copyOf(events);
    }

    public Roll roll(String roller, String purpose, DiceExpression expression, List<Modifier> modifiers, Rule rule) {
        return Roller.roll(dice, roller, purpose, expression, modifiers, rule);
    }

    /** The combatant with that id, or a typed refusal naming the field. */
    public Combatant combatant(String id, String field) {
        Combatant c = id == null ? null : battle().combatant(id);
        if (c == null) {
            throw RuleViolation.unknown("unknown-combatant", field + ": no combatant \"" + id + "\" in this encounter");
        }
        return c;
    }

    /** Checks that every die drawn was recorded in an emitted event: nothing rolled goes unaudited. */
    void checkEveryDieRecorded() {
        int recorded = events.stream().filter(WithRolls.class::isInstance)
                .mapToInt(e -> ((WithRolls) e).diceDrawn()).sum();
        if (recorded != dice.drawn()) {
            throw new IllegalStateException("step " + step + " drew " + dice.drawn() + " dice but recorded "
                    + recorded);
        }
    }
}
