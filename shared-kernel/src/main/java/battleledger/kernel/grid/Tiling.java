package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.model.Size;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * What squares and hexes share. The rules (sight, cover, areas, movement) are written once, against a few
 * per-tiling primitives.
 *
 * <p><b>Lattice coordinates.</b> Sight and cover only ask whether lines meet cells, which an affine map does not
 * change. Each tiling therefore has lattice coordinates in which every corner of every cell is an integer point:
 * on squares they are the grid units themselves; on hexes X = 2x, Y = 2√3·y. Lines between corners are then tested
 * with exact integer arithmetic (in doubles), which keeps line of sight symmetric and translation invariant.
 * Areas, which measure surface, use the true grid units.
 */
abstract sealed class Tiling implements Grid permits SquareGrid, HexGrid {

    /** The cell's corners in lattice coordinates (integer-valued), in the order of {@link #corners}. */
    abstract double[] latticePolygon(Cell c);

    /** The cell's corners in grid units, in the order of {@link #corners}. */
    abstract double[] polygon(Cell c);

    abstract double[] toLattice(double x, double y);

    abstract Point fromLattice(double x, double y);

    /** A cell's surface in square grid units. */
    abstract double cellArea();

    /** The cell across edge i (from corner i to corner i + 1). */
    abstract Cell acrossEdge(Cell c, int edge);

    /** Squares: the cell diagonally across corner i. Hexes: null (three hexes meet at a corner). */
    abstract Cell acrossCorner(Cell c, int corner);

    /** Calls {@code test} on (at least) every cell the lattice segment a–b may meet; true as soon as it answers true. */
    abstract boolean anyCellNear(double ax, double ay, double bx, double by, Predicate<Cell> test);

    /** Every cell that may meet the lattice box, each once, in (y, x) order. */
    abstract List<Cell> cellsInBox(double minX, double minY, double maxX, double maxY);

    abstract Cell cellAtLattice(double x, double y);

    /**
     * Whether a line leaving the lattice point (x, y) in direction (dx, dy), the point being a corner of the space
     * {@code own}, slips between two obstacle cells that touch corner to corner there into a cell not of that space.
     * Contact at a line's end point does not count against it, but this would let a creature standing beside a
     * diagonal wall (squares touching corner to corner) see through the wall from its corner. Squares only; on hexes
     * three cells meet at a corner and no such gap exists. A null {@code own} (an area's point of origin) never
     * slips.
     */
    boolean slipsThroughCorner(double x, double y, double dx, double dy, Set<Cell> own, Predicate<Cell> obstacle) {
        return false;
    }

    /** The token method's cells for an area (000 › Token Method), before walls are considered. */
    abstract List<Cell> tokenCells(Area area, Point origin, Point toward);

    /** The cover a number of blocked lines gives, when the target can still be reached (003 › Cover). */
    abstract Cover coverFor(int blockedLines);

    @Override
    public final Cell cellAt(Point p) {
        double[] l = toLattice(p.x(), p.y());
        return cellAtLattice(l[0], l[1]);
    }

    @Override
    public final int distanceFeet(Collection<Cell> a, Collection<Cell> b) {
        if (a.isEmpty() || b.isEmpty()) {
            throw new IllegalArgumentException("a space has at least one cell");
        }
        int best = Integer.MAX_VALUE;
        for (Cell p : a) {
            for (Cell q : b) {
                best = Math.min(best, steps(p, q));
            }
        }
        return 5 * best;
    }

    @Override
    public final List<Point> spaceCorners(Collection<Cell> space) {
        List<Point> out = new ArrayList<>();
        for (double[] l : latticeSpaceCorners(space)) {
            out.add(fromLattice(l[0], l[1]));
        }
        return out;
    }

    /** The outline corners of a space in lattice coordinates, in (y, x) order. */
    final List<double[]> latticeSpaceCorners(Collection<Cell> space) {
        Set<Cell> in = Set.copyOf(space);
        TreeSet<Point> corners = new TreeSet<>(Point.ORDER);
        for (Cell c : space) {
            double[] p = latticePolygon(c);
            int n = p.length / 2;
            for (int k = 0; k < n; k++) {
                Cell before = acrossEdge(c, (k + n - 1) % n);
                Cell after = acrossEdge(c, k);
                Cell diagonal = acrossCorner(c, k);
                boolean inner = in.contains(before) && in.contains(after) && (diagonal == null || in.contains(diagonal));
                if (!inner) {
                    corners.add(new Point(p[2 * k], p[2 * k + 1]));
                }
            }
        }
        List<double[]> out = new ArrayList<>();
        for (Point p : corners) {
            out.add(new double[] {p.x(), p.y()});
        }
        return out;
    }

    @Override
    public final boolean lineOfSight(Collection<Cell> from, Collection<Cell> to, Blockers blockers) {
        return Sight.lineOfSight(this, from, to, blockers);
    }

    @Override
    public final CoverReport cover(Collection<Cell> attacker, Collection<Cell> target, Blockers blockers) {
        return Covers.fromSpace(this, attacker, target, blockers);
    }

    @Override
    public final CoverReport cover(Point origin, Collection<Cell> target, Blockers blockers) {
        return Covers.fromPoint(this, origin, target, blockers);
    }

    @Override
    public final AreaResult area(Area area, Point origin, Point toward, AreaMethod method, Blockers blockers) {
        return Areas.area(this, area, origin, toward, null, method, blockers);
    }

    @Override
    public final AreaResult area(Area area, Point origin, Point toward, Point from, AreaMethod method,
                                 Blockers blockers) {
        return Areas.area(this, area, origin, toward, from, method, blockers);
    }

    @Override
    public final PathCost pathCost(List<Cell> path, Set<Cell> difficult, Blockers blockers, Set<Cell> impassable) {
        return PathCosts.walk(this, path, Size.MEDIUM, difficult, blockers, impassable);
    }

    @Override
    public final PathCost pathCost(List<Cell> anchors, Size size, Set<Cell> difficult, Blockers blockers,
                                   Set<Cell> impassable) {
        return PathCosts.walk(this, anchors, size, difficult, blockers, impassable);
    }

    /** Rounds lattice values that are within 1e-9 of an integer to it, so corners given in grid units stay exact. */
    static double snap(double v) {
        double r = Math.rint(v);
        return Math.abs(v - r) < 1e-9 ? r : v;
    }

    static List<Cell> sorted(Collection<Cell> cells) {
        return List.copyOf(new TreeSet<>(cells));
    }
}
