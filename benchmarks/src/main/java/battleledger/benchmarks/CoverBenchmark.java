package battleledger.benchmarks;

import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.CoverReport;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Size;
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
 * Cover (and line of sight) per second on the 100 × 100 battlefield: 1024 attacker–target pairs of Medium creatures
 * on open cells up to 20 cells apart in x and y, cycled through; creatures elsewhere on the field are obstacles.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CoverBenchmark {

    @Param({"SQUARES", "HEXES"})
    public EncounterOptions.GridKind grid;

    private Battlefield field;
    private final Pair[] pairs = new Pair[1024];
    private int i;

    /** An attacker's space and its target's. */
    record Pair(List<Cell> attacker, List<Cell> target) {
    }

    @Setup
    public void setUp() {
        field = new Battlefield(grid, 11);
        for (int k = 0; k < pairs.length; k++) {
            Cell a = field.open.get(field.next(field.open.size()));
            pairs[k] = new Pair(field.grid.space(a, Size.MEDIUM), field.grid.space(field.openNear(a, 20), Size.MEDIUM));
        }
    }

    @Benchmark
    public CoverReport cover() {
        i = (i + 1) & 1023;
        return field.grid.cover(pairs[i].attacker(), pairs[i].target(), field.blockers);
    }

    @Benchmark
    public boolean lineOfSight() {
        i = (i + 1) & 1023;
        return field.grid.lineOfSight(pairs[i].attacker(), pairs[i].target(), field.blockers);
    }
}
