package battleledger.kernel.decision;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.Submission;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.WithRolls;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.ruleset.Ruleset;
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
    private final Router router;
    private final Ruleset ruleset;
    private final Facts.Step facts;
    private final List<EncounterEvent> events = new ArrayList<>();
    private EncounterState state;
    private int adoptedDice;
    private Owed owed;

    public Decision(EncounterState state, Submission submission, int step, Dice dice, Router router,
                    Ruleset ruleset) {
        this(state, submission, step, step, dice, router, ruleset);
    }

    private Decision(EncounterState state, Submission submission, int step, int origin, Dice dice, Router router,
                     Ruleset ruleset) {
        this.state = state;
        this.ruleset = ruleset;
        this.by = submission.by();
        this.step = step;
        this.dice = dice;
        this.router = router;
        this.facts = new Facts.Step(by, step, origin, dice, ruleset);
    }

    /** What a rule reads now: the battle as the events emitted so far leave it, and the step's own part. */
    public Facts facts() {
        return new Facts(state, facts);
    }

    /**
     * Plays a rule's outcome (the loop, and only it, folds): each event is folded in order, each next rule is decided
     * on the battle as everything before it left it, and what is owed is kept for the sequence engine.
     */
    public void play(Outcome outcome) {
        for (Object part : outcome.parts()) {
            switch (part) {
                case EncounterEvent event -> emit(event);
                case Outcome.Next next -> play(next.after(facts()));
                case Owed what -> owe(what);
                case Redecision again -> again.decideAgain(this);
                case Outcome.Legacy legacy -> legacy.rule().accept(this);
                default -> throw new IllegalStateException("not a part of an outcome: " + part);
            }
        }
    }

    /**
     * A new id for something this step creates ("p12.1", "e12.2"): the step the command was first decided in, so
     * the same command decided again creates the same ids.
     */
    public String newId(String prefix) {
        return facts().newId(prefix);
    }

    /** Decides a command with this decision's rules (a rule deciding earlier commands again uses it). */
    public void route(EncounterCommand command) {
        router.route(this, command);
    }

    /**
     * A decision of an earlier command, again: stamped with this step, on the given state, with the dice of the
     * step the command was first decided in ({@code origin}).
     */
    public Decision again(EncounterState on, Submission submission, int origin) {
        return new Decision(on, submission, step, origin, DiceSources.of(on, origin), router, ruleset);
    }

    /** Counts the dice that decisions made again drew for events this decision emits. */
    public void adoptDice(int drawn) {
        adoptedDice += drawn;
    }

    /** How many dice this decision and the decisions it adopted drew. */
    public int drawn() {
        return dice.drawn() + adoptedDice;
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

    /** The rule deciding the command leaves this owed to the sequence engine; at most one thing per command. */
    public void owe(Owed what) {
        if (owed != null) {
            throw new IllegalStateException("step " + step + " owes " + owed + " already; a rule owes one thing");
        }
        owed = what;
    }

    /** What the rule left owed, taken (null when nothing is). */
    public Owed takeOwed() {
        Owed what = owed;
        owed = null;
        return what;
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

    /**
     * The encounter's ruleset: the numbers and the resolution of checks, saves, attacks, initiative, damage, dying
     * and casting costs (DESIGN.md, Rulesets).
     */
    public Ruleset ruleset() {
        if (ruleset == null) {
            throw new IllegalStateException("no ruleset plays " + state.encounter().ruleset());
        }
        return ruleset;
    }

    /** Whether a ruleset plays this encounter (a ruleset named but not built yet has none). */
    public boolean playable() {
        return ruleset != null;
    }

    /** The dice of this step, for the ruleset's rolls (each is recorded in the event that uses it). */
    public Dice dice() {
        return dice;
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
    public void checkEveryDieRecorded() {
        int recorded = events.stream().filter(WithRolls.class::isInstance)
                .mapToInt(e -> ((WithRolls) e).diceDrawn()).sum();
        if (recorded != drawn()) {
            throw new IllegalStateException("step " + step + " drew " + drawn() + " dice but recorded " + recorded);
        }
    }
}
