package battleledger.kernel.decision;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.Submission;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.WithRolls;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;

/**
 * The loop of one step (issue 10, items 1 and 2; DESIGN.md, Sequences): the only place that folds. It hands each
 * rule the {@link Facts} as the events so far leave the battle, plays the {@link Outcome} the rule returns (folding
 * its events in order, deciding each next rule on the battle as everything before it left it), keeps what the rule
 * left {@link Owed} for the sequence engine, and decides earlier commands again for the timeline ({@link #again}).
 * Rules never see it: they read facts and return outcomes.
 */
public final class Decision {

    private final String by;
    private final int step;
    private final Dice dice;
    private final Router router;
    private final Ruleset ruleset;
    private final Facts.Step facts;
    private final List<EncounterEvent> events = new ArrayList<>();
    private final List<EncounterState> states = new ArrayList<>();
    private EncounterState state;
    private int adoptedDice;
    private Owed owed;
    private Facts current;

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
        if (current == null || current.state() != state) {
            current = new Facts(state, facts);
        }
        return current;
    }

    /**
     * Plays a rule's outcome (the loop, and only it, folds): each event is folded in order, each next rule is decided
     * on the battle as everything before it left it, and what is owed is kept for the sequence engine.
     */
    public void play(Outcome outcome) {
        for (Object part : outcome.parts()) {
            playPart(part);
        }
    }

    private void playPart(Object part) {
        switch (part) {
            case EncounterEvent event -> emit(event);
            case Outcome.Next next -> play(next.after(facts()));
            case Owed what -> owe(what);
            case Redecision again -> again.decideAgain(this);
            default -> throw new IllegalStateException("not a part of an outcome: " + part);
        }
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

    public EncounterState state() {
        return state;
    }

    public Battle battle() {
        return state.battle();
    }

    /** The rule deciding the command leaves this owed to the sequence engine; at most one thing per command. */
    private void owe(Owed what) {
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

    private void emit(EncounterEvent event) {
        if (event.step() != step) {
            throw new IllegalStateException("event stamped with step " + event.step() + " in step " + step);
        }
        events.add(event);
        state = EncounterEvolver.evolve(state, event);
        states.add(state);
    }

    public List<EncounterEvent> events() {
        return List.copyOf(events);
    }

    /** The state each emitted event left, in the events' order. */
    public List<EncounterState> states() {
        return List.copyOf(states);
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
