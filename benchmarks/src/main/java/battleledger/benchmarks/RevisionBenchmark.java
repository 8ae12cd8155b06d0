package battleledger.benchmarks;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.state.EncounterState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What revising the past costs (issue 16): an OverrideRoll at step 7 of a battle of {@code steps} steps (checks the
 * GM calls for, one d20 each) decides every later step again. Measured: the decide of the override alone, in
 * milliseconds; printed once at set-up: how many events it appends.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RevisionBenchmark {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Param({"100", "1500"})
    public int steps;

    private EncounterState battle;
    private final Submission override = Submission.byGm(new OverrideRoll(7, 0, List.of(20)));

    @Setup
    public void setUp() {
        EncounterState s = DeciderBenchmark.fold(DECIDER.initialState(), new CreateEncounter("revised", "Revised",
                RulesetId.PLAYTEST, 7, EncounterOptions.defaults()));
        s = DeciderBenchmark.fold(s, new AddCombatant(DeciderBenchmark.creature("ann", "party", List.of())));
        s = DeciderBenchmark.fold(s, new AddCombatant(DeciderBenchmark.creature("orc", "orcs", List.of())));
        for (int step = 4; step <= steps; step++) {
            s = DeciderBenchmark.fold(s, new CallForCheck("ann", "str", 10, "check " + step));
        }
        battle = s;
        List<EncounterEvent> appended = DECIDER.decide(battle, override);
        System.out.printf("%nOverrideRoll at step 7 of %d steps appends %d events%n", steps, appended.size());
    }

    @Benchmark
    public List<EncounterEvent> overrideAtStepSeven() {
        return DECIDER.decide(battle, override);
    }

    /** Issue 18: the override decided and folded, as the aggregate does (the battle it leaves). */
    @Benchmark
    public EncounterState overrideAtStepSevenDecidedAndFolded() {
        EncounterState s = battle;
        for (EncounterEvent e : DECIDER.decide(battle, override)) {
            s = DECIDER.evolve(s, e);
        }
        return s;
    }

    /** Issue 18: one more plain command at the end of the battle, decided and folded: the same at 100 and 1,500 steps. */
    @Benchmark
    public EncounterState oneMoreCheckDecidedAndFolded() {
        EncounterState s = battle;
        for (EncounterEvent e : DECIDER.decide(battle, oneMore)) {
            s = DECIDER.evolve(s, e);
        }
        return s;
    }

    private final Submission oneMore = Submission.byGm(new CallForCheck("ann", "str", 10, "one more"));
}
