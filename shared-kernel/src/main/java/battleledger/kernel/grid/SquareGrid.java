package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.model.Size;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A grid of 5-ft squares. Cell (x, y) is the unit square [x, x+1] × [y, y+1]; its centre is (x + ½, y + ½) and its
 * corners, the intersections, are integer points, listed (x, y), (x+1, y), (x+1, y+1), (x, y+1).
 *
 * <p>Spaces (003 › Creature Size and Space): Tiny, Small and Medium one square (Tiny creatures fit 4 to a square, so
 * a Tiny creature's space is its square, shared); Large 2 by 2, Huge 3 by 3, Gargantuan 4 by 4, the anchor being the
 * top-left (least x, least y) square. Distance: 5 ft a step, diagonal steps too.
 */
public final class SquareGrid extends Tiling {

    static final SquareGrid INSTANCE = new SquareGrid();

    private static final int[][] NEIGHBOURS = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    private static final int[][] ACROSS_EDGE = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    private static final int[][] ACROSS_CORNER = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};

    private SquareGrid() {
    }

    @Override
    public EncounterOptions.GridKind kind() {
        return EncounterOptions.GridKind.SQUARES;
    }

    /** The side of a creature's square space: 1, 1, 1, 2, 3, 4 (003 › Creature Size and Space). */
    public static int side(Size size) {
        switch (size) {
            case LARGE:
                return 2;
            case HUGE:
                return 3;
            case GARGANTUAN:
                return 4;
            default:
                return 1;
        }
    }

    @Override
    public List<Cell> space(Cell anchor, Size size) {
        int side = side(size);
        List<Cell> cells = new ArrayList<>(side * side);
        for (int dy = 0; dy < side; dy++) {
            for (int dx = 0; dx < side; dx++) {
                cells.add(anchor.plus(dx, dy));
            }
        }
        return List.copyOf(cells);
    }

    @Override
    public List<Cell> neighbours(Cell c) {
        List<Cell> out = new ArrayList<>(8);
        for (int[] d : NEIGHBOURS) {
            out.add(c.plus(d[0], d[1]));
        }
        return List.copyOf(out);
    }

    @Override
    public List<Point> corners(Cell c) {
        return List.of(new Point(c.x(), c.y()), new Point(c.x() + 1, c.y()), new Point(c.x() + 1, c.y() + 1),
                new Point(c.x(), c.y() + 1));
    }

    @Override
    public Point center(Cell c) {
        return new Point(c.x() + 0.5, c.y() + 0.5);
    }

    @Override
    public int steps(Cell a, Cell b) {
        return Math.max(Math.abs(a.x() - b.x()), Math.abs(a.y() - b.y()));
    }

    @Override
    public boolean flanks(Collection<Cell> creature, Collection<Cell> ally, Collection<Cell> enemy) {
        return Flanking.onSquares(this, creature, ally, enemy);
    }

    @Override
    double[] latticePolygon(Cell c) {
        return polygon(c);
    }

    @Override
    double[] polygon(Cell c) {
        double x = c.x();
        double y = c.y();
        return new double[] {x, y, x + 1, y, x + 1, y + 1, x, y + 1};
    }

    @Override
    double[] toLattice(double x, double y) {
        return new double[] {snap(x), snap(y)};
    }

    @Override
    Point fromLattice(double x, double y) {
        return new Point(x, y);
    }

    @Override
    double cellArea() {
        return 1;
    }

    @Override
    Cell acrossEdge(Cell c, int edge) {
        return c.plus(ACROSS_EDGE[edge][0], ACROSS_EDGE[edge][1]);
    }

    @Override
    Cell acrossCorner(Cell c, int corner) {
        return c.plus(ACROSS_CORNER[corner][0], ACROSS_CORNER[corner][1]);
    }

    @Override
    Cell cellAtLattice(double x, double y) {
        return new Cell((int) Math.floor(x), (int) Math.floor(y));
    }

    @Override
    boolean slipsThroughCorner(double x, double y, double dx, double dy, Set<Cell> own, Predicate<Cell> obstacle) {
        if (own == null || x != Math.rint(x) || y != Math.rint(y)) {
            return false;
        }
        int cx = (int) x;
        int cy = (int) y;
        boolean pinched = (obstacle.test(new Cell(cx - 1, cy - 1)) && obstacle.test(new Cell(cx, cy)))
                || (obstacle.test(new Cell(cx, cy - 1)) && obstacle.test(new Cell(cx - 1, cy)));
        if (!pinched) {
            return false;
        }
        if (dx == 0 || dy == 0) {
            return true; // along a grid line from the pinch: along an obstacle's face
        }
        return !own.contains(new Cell(dx > 0 ? cx : cx - 1, dy > 0 ? cy : cy - 1));
    }

    /** Column by column: in each column the segment spans a range of rows; every square of it is offered. */
    @Override
    boolean anyCellNear(double ax, double ay, double bx, double by, Predicate<Cell> test) {
        double minX = Math.min(ax, bx);
        double maxX = Math.max(ax, bx);
        int firstColumn = (int) Math.floor(minX) - 1;
        int lastColumn = (int) Math.floor(maxX);
        for (int cx = firstColumn; cx <= lastColumn; cx++) {
            double xl = Math.max(minX, cx);
            double xr = Math.min(maxX, cx + 1);
            if (xl > xr) {
                continue;
            }
            double y1;
            double y2;
            if (ax == bx) {
                y1 = Math.min(ay, by);
                y2 = Math.max(ay, by);
            } else {
                double s = (by - ay) / (bx - ax);
                y1 = ay + (xl - ax) * s;
                y2 = ay + (xr - ax) * s;
            }
            int firstRow = (int) Math.floor(Math.min(y1, y2)) - 1;
            int lastRow = (int) Math.floor(Math.max(y1, y2));
            for (int cy = firstRow; cy <= lastRow; cy++) {
                if (test.test(new Cell(cx, cy))) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    List<Cell> cellsInBox(double minX, double minY, double maxX, double maxY) {
        List<Cell> out = new ArrayList<>();
        for (int y = (int) Math.floor(minY) - 1; y <= (int) Math.floor(maxY); y++) {
            for (int x = (int) Math.floor(minX) - 1; x <= (int) Math.floor(maxX); x++) {
                out.add(new Cell(x, y));
            }
        }
        return out;
    }

    @Override
    List<Cell> tokenCells(Area area, Point origin, Point toward) {
        return SquareTokens.cells(area, origin, toward);
    }

    /** 003 › Cover: "If one or two of those lines are blocked ... half cover. If three or four ... three-quarters". */
    @Override
    Cover coverFor(int blockedLines) {
        if (blockedLines == 0) {
            return Cover.NONE;
        }
        return blockedLines <= 2 ? Cover.HALF : Cover.THREE_QUARTERS;
    }

    @Override
    public String toString() {
        return "SquareGrid";
    }
}
