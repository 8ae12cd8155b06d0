package battleledger.kernel.grid;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The line tests under 003 › Cover and 003 › Line of Sight, against independent point sampling. */
class LinesTest {

    @Test
    @DisplayName("003 › Cover: a line between two cell corners passes through a creature's cell exactly when points"
            + " along it fall strictly inside the cell; grazing an edge or a corner does not count")
    void throughACreatureMeansInsideIt() {
        for (Tiling g : List.of((Tiling) Grid.squares(), Grid.hexes())) {
            LineOfSightTest.Lcg random = new LineOfSightTest.Lcg(3);
            Cell creature = Cell.of(2, 2);
            int crossing = 0;
            for (int i = 0; i < 3000; i++) {
                double[] a = corner(g, Cell.of(random.next(-1, 5), random.next(-1, 5)), random.next(0, 5));
                double[] b = corner(g, Cell.of(random.next(-1, 5), random.next(-1, 5)), random.next(0, 5));
                boolean kernel = Lines.crosses(g, a[0], a[1], b[0], b[1], creature::equals);
                boolean sampled = insideSomewhere(g, creature, a, b);
                assertThat(kernel).as("%s from (%s,%s) to (%s,%s)", g, a[0], a[1], b[0], b[1]).isEqualTo(sampled);
                crossing += kernel ? 1 : 0;
            }
            assertThat(crossing).isBetween(100, 2900);
        }
    }

    @Test
    @DisplayName("003 › Line of Sight: a line touching a wall's corner or running along its face is blocked;"
            + " contact at the line's own end points is not")
    void touching() {
        SquareGrid g = Grid.squares();
        assertThat(Lines.touches(g, 0, 0, 4, 4, Cell.of(2, 0)::equals)).as("misses").isFalse();
        assertThat(Lines.touches(g, 0, 4, 4, 0, Cell.of(2, 2)::equals)).as("through the corner (2,2)").isTrue();
        assertThat(Lines.touches(g, 0, 2, 5, 2, Cell.of(2, 2)::equals)).as("along the top face").isTrue();
        assertThat(Lines.touches(g, 2, 2, 0, 4, Cell.of(2, 2)::equals)).as("leaving from its corner").isFalse();
        assertThat(Lines.touches(g, 0, 2, 2, 2, Cell.of(2, 2)::equals)).as("ending at its corner").isFalse();
    }

    private static double[] corner(Tiling g, Cell c, int k) {
        double[] p = g.latticePolygon(c);
        int i = k % (p.length / 2);
        return new double[] {p[2 * i], p[2 * i + 1]};
    }

    /** Samples 4000 points along the segment and tests them with the cell's own inequalities (in grid units). */
    private static boolean insideSomewhere(Tiling g, Cell cell, double[] a, double[] b) {
        Point pa = g.fromLattice(a[0], a[1]);
        Point pb = g.fromLattice(b[0], b[1]);
        Point c = g.center(cell);
        for (int i = 1; i < 4000; i++) {
            double t = i / 4000.0;
            double dx = pa.x() + t * (pb.x() - pa.x()) - c.x();
            double dy = pa.y() + t * (pb.y() - pa.y()) - c.y();
            boolean inside = g instanceof SquareGrid
                    ? Math.abs(dx) < 0.5 - 1e-9 && Math.abs(dy) < 0.5 - 1e-9
                    : Math.abs(dx) < 0.5 - 1e-9 && Math.abs(dx) / 2 + Math.abs(dy) * Math.sqrt(3) / 2 < 0.5 - 1e-9;
            if (inside) {
                return true;
            }
        }
        return false;
    }
}
