package battleledger.benchmarks;

import battleledger.kernel.grid.Area;
import battleledger.kernel.grid.AreaResult;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Point;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.EncounterOptions.AreaMethod;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Areas of effect per second on the 100 × 100 battlefield, for each grid and method: a 20-ft-radius fireball
 * (sphere) at a cell corner, and a 60-ft cone from a cell corner aimed at some point, both cycling through 256 places
 * so walls around them vary.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AreaBenchmark {

    @Param({"SQUARES", "HEXES"})
    public EncounterOptions.GridKind grid;

    @Param({"DMG", "TEMPLATE", "TOKEN"})
    public AreaMethod method;

    private Battlefield field;
    private final Point[] origins = new Point[256];
    private final Point[] aims = new Point[256];
    private int i;

    private final Area fireball = Area.sphere(20);
    private final Area cone = Area.cone(60);

    @Setup
    public void setUp() {
        field = new Battlefield(grid, 7);
        for (int k = 0; k < origins.length; k++) {
            Cell c = field.openNear(Cell.of(50, 50), 35);
            origins[k] = field.grid.corners(c).get(field.next(4));
            aims[k] = origins[k].plus(field.next(21) - 10, field.next(21) - 10 + 0.5);
        }
    }

    @Benchmark
    public AreaResult fireball() {
        i = (i + 1) & 255;
        return field.grid.area(fireball, origins[i], null, method, field.blockers);
    }

    @Benchmark
    public AreaResult cone60() {
        i = (i + 1) & 255;
        return field.grid.area(cone, origins[i], aims[i], method, field.blockers);
    }
}
