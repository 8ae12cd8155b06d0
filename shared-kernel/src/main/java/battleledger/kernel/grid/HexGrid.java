package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.model.Size;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * A grid of pointy-top hexes, 5 ft across, in axial coordinates: cell (x, y) is the hex q = x, r = y.
 *
 * <p><b>Continuous coordinates</b> (grid units, adjacent centres 1 apart): the centre of hex (q, r) is
 * (q + r/2, r·√3/2). Its six corners lie 1/√3 from the centre, listed from the top (least y) turning toward +x:
 * centre + (0, −1/√3), (½, −1/(2√3)), (½, 1/(2√3)), (0, 1/√3), (−½, 1/(2√3)), (−½, −1/(2√3)). The neighbours of (q, r)
 * are (q±1, r), (q, r±1), (q+1, r−1) and (q−1, r+1); the one across edge i (corner i to corner i+1) is, in order,
 * (q+1, r−1), (q+1, r), (q, r+1), (q−1, r+1), (q−1, r), (q, r−1). Steps between hexes: (|Δq| + |Δr| + |Δq+Δr|) / 2.
 *
 * <p><b>Spaces</b> (003 › Creature Size and Space), anchor a = (q, r):
 * <ul>
 *   <li>Tiny, Small, Medium: the hex a (Tiny creatures fit 4 to a hex and share it);</li>
 *   <li>Large, 3 hexes: a, (q+1, r), (q, r+1), three mutually adjacent hexes meeting at a's lower-right corner;</li>
 *   <li>Huge, 7 hexes: a and its six neighbours (the anchor is the centre);</li>
 *   <li>Gargantuan, 12 hexes: the Large space at a and every hex next to it, a rounded triangle with the same
 *       three-fold symmetry about the same corner.</li>
 * </ul>
 */
public final class HexGrid extends Tiling {

    static final HexGrid INSTANCE = new HexGrid();

    static final double SQRT3 = Math.sqrt(3);
    /** Lattice Y per grid unit of y. */
    private static final double K = 2 * SQRT3;

    /** Neighbour directions (Δq, Δr), at atan2 angles 0°, −60°, −120°, 180°, 120°, 60° in grid units. */
    static final int[][] DIRECTIONS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    private static final int[][] ACROSS_EDGE = {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};
    private static final int[] CORNER_OFFSETS = {0, -2, 1, -1, 1, 1, 0, 2, -1, 1, -1, -1};

    private HexGrid() {
    }

    @Override
    public EncounterOptions.GridKind kind() {
        return EncounterOptions.GridKind.HEXES;
    }

    @Override
    public List<Cell> space(Cell anchor, Size size) {
        List<Cell> large = List.of(anchor, anchor.plus(1, 0), anchor.plus(0, 1));
        switch (size) {
            case LARGE:
                return sorted(large);
            case HUGE:
                return grow(List.of(anchor));
            case GARGANTUAN:
                return grow(large);
            default:
                return List.of(anchor);
        }
    }

    /** The cells and every cell next to one of them. */
    List<Cell> grow(Collection<Cell> cells) {
        TreeSet<Cell> out = new TreeSet<>(cells);
        for (Cell c : cells) {
            out.addAll(neighbours(c));
        }
        return List.copyOf(out);
    }

    @Override
    public List<Cell> neighbours(Cell c) {
        List<Cell> out = new ArrayList<>(6);
        for (int[] d : DIRECTIONS) {
            out.add(c.plus(d[0], d[1]));
        }
        return sorted(out);
    }

    @Override
    public List<Point> corners(Cell c) {
        double[] p = latticePolygon(c);
        List<Point> out = new ArrayList<>(6);
        for (int i = 0; i < 6; i++) {
            out.add(fromLattice(p[2 * i], p[2 * i + 1]));
        }
        return List.copyOf(out);
    }

    @Override
    public Point center(Cell c) {
        return fromLattice(2.0 * c.x() + c.y(), 3.0 * c.y());
    }

    @Override
    public int steps(Cell a, Cell b) {
        int dq = a.x() - b.x();
        int dr = a.y() - b.y();
        return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    }

    @Override
    public boolean flanks(Collection<Cell> creature, Collection<Cell> ally, Collection<Cell> enemy) {
        return Flanking.onHexes(this, creature, ally, enemy);
    }

    @Override
    double[] latticePolygon(Cell c) {
        double cx = 2.0 * c.x() + c.y();
        double cy = 3.0 * c.y();
        double[] p = new double[12];
        for (int i = 0; i < 6; i++) {
            p[2 * i] = cx + CORNER_OFFSETS[2 * i];
            p[2 * i + 1] = cy + CORNER_OFFSETS[2 * i + 1];
        }
        return p;
    }

    @Override
    double[] polygon(Cell c) {
        double[] p = latticePolygon(c);
        for (int i = 0; i < 6; i++) {
            p[2 * i] = p[2 * i] / 2;
            p[2 * i + 1] = p[2 * i + 1] / K;
        }
        return p;
    }

    @Override
    double[] toLattice(double x, double y) {
        return new double[] {snap(2 * x), snap(K * y)};
    }

    @Override
    Point fromLattice(double x, double y) {
        return new Point(x / 2, y / K);
    }

    /** √3/2: a hex 1 unit across. */
    @Override
    double cellArea() {
        return SQRT3 / 2;
    }

    @Override
    Cell acrossEdge(Cell c, int edge) {
        return c.plus(ACROSS_EDGE[edge][0], ACROSS_EDGE[edge][1]);
    }

    @Override
    Cell acrossCorner(Cell c, int corner) {
        return null;
    }

    /** Axial q = X/2 − Y/6, r = Y/3, rounded as cube coordinates. */
    @Override
    Cell cellAtLattice(double x, double y) {
        double fq = x / 2 - y / 6;
        double fr = y / 3;
        double fs = -fq - fr;
        long q = Math.round(fq);
        long r = Math.round(fr);
        long s = Math.round(fs);
        double dq = Math.abs(q - fq);
        double dr = Math.abs(r - fr);
        double ds = Math.abs(s - fs);
        if (dq > dr && dq > ds) {
            q = -r - s;
        } else if (dr > ds) {
            r = -q - s;
        }
        return new Cell((int) q, (int) r);
    }

    /**
     * Row by row: hex row r spans lattice Y in [3r − 2, 3r + 2] and hex (q, r) spans X in [2q + r − 1, 2q + r + 1];
     * for each row the segment's X range over that band picks the hexes offered.
     */
    @Override
    boolean anyCellNear(double ax, double ay, double bx, double by, Predicate<Cell> test) {
        double minY = Math.min(ay, by);
        double maxY = Math.max(ay, by);
        for (int r = (int) Math.floor((minY - 2) / 3); r <= (int) Math.ceil((maxY + 2) / 3); r++) {
            double yl = Math.max(minY, 3.0 * r - 2);
            double yh = Math.min(maxY, 3.0 * r + 2);
            if (yl > yh) {
                continue;
            }
            double x1;
            double x2;
            if (ay == by) {
                x1 = ax;
                x2 = bx;
            } else {
                double s = (bx - ax) / (by - ay);
                x1 = ax + (yl - ay) * s;
                x2 = ax + (yh - ay) * s;
            }
            int first = (int) Math.floor((Math.min(x1, x2) - r - 1) / 2);
            int last = (int) Math.ceil((Math.max(x1, x2) - r + 1) / 2);
            for (int q = first; q <= last; q++) {
                if (test.test(new Cell(q, r))) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    List<Cell> cellsInBox(double minX, double minY, double maxX, double maxY) {
        List<Cell> out = new ArrayList<>();
        for (int r = (int) Math.floor((minY - 2) / 3); r <= (int) Math.ceil((maxY + 2) / 3); r++) {
            int first = (int) Math.floor((minX - r - 1) / 2);
            int last = (int) Math.ceil((maxX - r + 1) / 2);
            for (int q = first; q <= last; q++) {
                out.add(new Cell(q, r));
            }
        }
        return out;
    }

    @Override
    List<Cell> tokenCells(Area area, Point origin, Point toward) {
        return HexTokens.cells(this, area, origin, toward);
    }

    /** 003 › Cover, on hexes: "half cover if up to three lines are blocked ... three-quarters cover if four or more". */
    @Override
    Cover coverFor(int blockedLines) {
        if (blockedLines == 0) {
            return Cover.NONE;
        }
        return blockedLines <= 3 ? Cover.HALF : Cover.THREE_QUARTERS;
    }

    @Override
    public String toString() {
        return "HexGrid";
    }
}
