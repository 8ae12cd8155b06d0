package battleledger.kernel.support;

import battleledger.kernel.model.EncounterOptions;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;

/**
 * A battle under way, for kernel tests, with the dice each command rolls written next to it: the creatures act in
 * the order given (initiative 20, 19, 18 ...), then each {@code then(command, dice...)} happens with its dice, and
 * {@code when(command, dice...)} is the command under test.
 */
public final class Scene {

    private final List<StatBlock> creatures = new ArrayList<>();
    private final List<Integer> script = new ArrayList<>();
    private final List<Submission> steps = new ArrayList<>();
    private final List<String> surprised = new ArrayList<>();
    private final List<Submission> setup = new ArrayList<>();
    private java.util.function.UnaryOperator<EncounterOptions> options = o -> o;

    private Scene() {
    }

    /** The creatures, in initiative order: the first acts first. */
    public static Scene of(Creature... cs) {
        Scene s = new Scene();
        for (Creature c : cs) {
            s.creatures.add(c.build());
        }
        // initiative dice chosen so the totals fall strictly in the order given, whatever the Dex modifiers
        int previous = Integer.MAX_VALUE;
        for (StatBlock c : s.creatures) {
            int mod = c.modifier(battleledger.kernel.model.Ability.DEX);
            int die = Math.min(20, previous == Integer.MAX_VALUE ? 20 : previous - 1 - mod);
            if (die < 1) {
                throw new IllegalArgumentException("cannot order " + c.id() + " after the others with d20s");
            }
            s.script.add(die);
            previous = die + mod;
        }
        return s;
    }

    private Scene copy() {
        Scene s = new Scene();
        s.creatures.addAll(creatures);
        s.script.addAll(script);
        s.steps.addAll(steps);
        s.surprised.addAll(surprised);
        s.setup.addAll(setup);
        s.options = options;
        return s;
    }

    /** The encounter's options, changed from the defaults (the dice stay scripted). */
    public Scene options(java.util.function.UnaryOperator<EncounterOptions> change) {
        Scene s = copy();
        s.options = change;
        return s;
    }

    /** A GM command before combat starts (after the creatures join), rolling no dice. */
    public Scene beforeCombat(EncounterCommand c) {
        Scene s = copy();
        s.setup.add(Submission.byGm(c));
        return s;
    }

    public Scene surprised(String... ids) {
        Scene s = copy();
        s.surprised.addAll(List.of(ids));
        return s;
    }

    /** A command before the one under test, with the dice it rolls. A new scene: this one is unchanged. */
    public Scene then(EncounterCommand c, Integer... dice) {
        return then(Submission.GM, c, dice);
    }

    public Scene then(String by, EncounterCommand c, Integer... dice) {
        Scene s = copy();
        s.steps.add(new Submission(by, c));
        s.script.addAll(List.of(dice));
        return s;
    }

    /** The command under test, with the dice it will roll. */
    public GivenWhenThen.When when(EncounterCommand c, Integer... dice) {
        return when(Submission.GM, c, dice);
    }

    public GivenWhenThen.When when(String by, EncounterCommand c, Integer... dice) {
        List<Integer> all = new ArrayList<>(script);
        all.addAll(List.of(dice));
        GivenWhenThen given = GivenWhenThen.given(history(all));
        return by.equals(Submission.GM) ? given.when(c) : given.when(by, c);
    }

    /** The battle after every command so far. */
    public EncounterState state() {
        return new EncounterDecider().fold(history(script));
    }

    /** A command before combat starts, after the creatures joined and the GM's setup (rolling no dice). */
    public GivenWhenThen.When whenBeforeCombat(String by, EncounterCommand c) {
        GivenWhenThen given = GivenWhenThen.given(history(script, false));
        return by.equals(Submission.GM) ? given.when(c) : given.when(by, c);
    }

    private List<EncounterEvent> history(List<Integer> dice) {
        return history(dice, true);
    }

    private List<EncounterEvent> history(List<Integer> dice, boolean fighting) {
        EncounterDecider decider = new EncounterDecider();
        List<Submission> all = new ArrayList<>();
        all.add(Submission.byGm(Fixtures.encounter(options.apply(Fixtures.scripted(dice.toArray(Integer[]::new))))));
        creatures.forEach(c -> all.add(Submission.byGm(new AddCombatant(c))));
        all.addAll(setup);
        if (fighting) {
            all.add(Submission.byGm(new StartCombat(surprised)));
            all.addAll(steps);
        }
        EncounterState state = decider.initialState();
        List<EncounterEvent> events = new ArrayList<>();
        for (Submission s : all) {
            List<EncounterEvent> decided = decider.decide(state, s);
            GoldenScenarios.decided(decided);
            for (EncounterEvent e : decided) {
                events.add(e);
                state = decider.evolve(state, e);
            }
        }
        return events;
    }
}
