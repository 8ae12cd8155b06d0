package battleledger.kernel.decision;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;

import java.util.List;

/**
 * What a rule reads (issue 10, item 2): the battle as every event before it left it, who sent the command, the step,
 * the encounter's ruleset, and the step's dice and ids. A rule reads these and returns an {@link Outcome}; it never
 * emits or folds, so what it reads is fixed while it runs. When it must see the battle after events of its own, it
 * says so with {@link Outcome#then}, and is handed the next facts when the loop has folded them.
 *
 * <p>The dice and the ids are the step's generators (counter-based, DESIGN.md, Dice): each draw is recorded in the
 * event that uses it, and the same step decided again draws the same.
 */
public final class Facts {

    private final EncounterState state;
    private final Step step;

    Facts(EncounterState state, Step step) {
        this.state = state;
        this.step = step;
    }

    /** The step's own part: who sent its command, its number, dice, ids and ruleset; the same for all its facts. */
    static final class Step {
        private final String by;
        private final int number;
        private final int origin;
        private final Dice dice;
        private final Ruleset ruleset;
        private int ids;

        Step(String by, int number, int origin, Dice dice, Ruleset ruleset) {
            this.by = by;
            this.number = number;
            this.origin = origin;
            this.dice = dice;
            this.ruleset = ruleset;
        }
    }

    public EncounterState state() {
        return state;
    }

    public Battle battle() {
        return state.battle();
    }

    public int step() {
        return step.number;
    }

    public String by() {
        return step.by;
    }

    public boolean byGm() {
        return Submission.GM.equals(step.by);
    }

    /**
     * A new id for something this step creates ("p12.1", "e12.2"): the step the command was first decided in, so
     * the same command decided again creates the same ids.
     */
    public String newId(String prefix) {
        return prefix + step.origin + "." + (++step.ids);
    }

    /**
     * The encounter's ruleset: the numbers and the resolution of checks, saves, attacks, initiative, damage, dying
     * and casting costs (DESIGN.md, Rulesets).
     */
    public Ruleset ruleset() {
        if (step.ruleset == null) {
            throw new IllegalStateException("no ruleset plays " + state.encounter().ruleset());
        }
        return step.ruleset;
    }

    /** Whether a ruleset plays this encounter (a ruleset named but not built yet has none). */
    public boolean playable() {
        return step.ruleset != null;
    }

    /** The dice of this step, for the ruleset's rolls (each is recorded in the event that uses it). */
    public Dice dice() {
        return step.dice;
    }

    public Roll roll(String roller, String purpose, DiceExpression expression, List<Modifier> modifiers, Rule rule) {
        return Roller.roll(step.dice, roller, purpose, expression, modifiers, rule);
    }

    /** The combatant with that id, or a typed refusal naming the field. */
    public Combatant combatant(String id, String field) {
        Combatant c = id == null ? null : battle().combatant(id);
        if (c == null) {
            throw RuleViolation.unknown("unknown-combatant", field + ": no combatant \"" + id + "\" in this encounter");
        }
        return c;
    }
}
