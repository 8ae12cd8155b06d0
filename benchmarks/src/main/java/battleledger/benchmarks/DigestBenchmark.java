package battleledger.benchmarks;

import battleledger.kernel.audit.Digest;
import battleledger.kernel.audit.Digests;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.simulation.Playout;
import battleledger.kernel.simulation.Standing;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.EncounterState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The battle's digest after every step (issue 18; DESIGN.md, Replay and audit: what {@code /verify} compares, what
 * the projection and a rebuild store per step): the four against four of {@link SimulationBenchmark} played to its
 * end by the default policy, every step's battle digested alone ({@link Digest#of}) or in turn ({@link Digests}, which
 * starts from what the step before left). In the JVM the service runs in: the C1 compiler alone, whose SHA-256 has
 * no use of the CPU's SHA extensions. The score is for the whole battle; the steps are printed at set-up.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-XX:TieredStopAtLevel=1")
public class DigestBenchmark {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private final List<Battle> steps = new ArrayList<>();

    @Setup
    public void setUp() {
        EncounterState state = DECIDER.initialState();
        for (EncounterEvent e : SimulationBenchmark.fourAgainstFour()) {
            state = DECIDER.evolve(state, e);
        }
        while (!Standing.over(state.battle()) && steps.size() < 2_000) {
            List<EncounterEvent> events = Playout.next(state);
            if (events == null) {
                break;
            }
            for (EncounterEvent e : events) {
                state = DECIDER.evolve(state, e);
            }
            steps.add(state.battle());
        }
        int chars = steps.stream().mapToInt(b -> b.toString().length()).sum();
        System.out.printf("%n%d steps, %,d characters of battle text on average%n", steps.size(),
                chars / Math.max(1, steps.size()));
    }

    @Benchmark
    public int eachStepDigestedAlone() {
        int h = 0;
        for (Battle b : steps) {
            h += Digest.of(b).hashCode();
        }
        return h;
    }

    @Benchmark
    public int eachStepDigestedInTurn() {
        Digests digests = new Digests();
        int h = 0;
        for (Battle b : steps) {
            h += digests.of(b).hashCode();
        }
        return h;
    }
}
