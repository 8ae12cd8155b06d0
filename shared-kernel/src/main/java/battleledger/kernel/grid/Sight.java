package battleledger.kernel.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * 003 › Line of Sight: "pick a corner of one space and trace an imaginary line from that corner to any part of
 * another space. If at least one such line doesn't pass through or touch an object or effect that blocks vision ...
 * then there is line of sight."
 *
 * <p>"Any part" is a continuum, decided exactly: seen from a corner c, the lines that reach a target cell t change
 * which walls they meet only at the directions of the walls' and t's corners. Between two neighbouring such
 * directions every line behaves alike, so one line per gap (the bisector) decides the whole gap. A line that
 * reaches t only through a single direction (squeezing between two walls that touch) touches a wall and is no line
 * of sight. All directions are taken relative to c, so moving everything by whole cells changes nothing.
 * <p>Cites {@code GridRules.LINE_OF_SIGHT}.
 */
final class Sight {

    private static final double TINY = 1e-12;

    private Sight() {
    }

    static boolean lineOfSight(Tiling g, Collection<Cell> a, Collection<Cell> b, Blockers blockers) {
        if (a.isEmpty() || b.isEmpty()) {
            throw new IllegalArgumentException("a space has at least one cell");
        }
        return seesFromCorners(g, a, b, blockers) || seesFromCorners(g, b, a, blockers);
    }

    private static boolean seesFromCorners(Tiling g, Collection<Cell> from, Collection<Cell> to, Blockers blockers) {
        List<Cell> targets = Tiling.sorted(to);
        Set<Cell> own = Set.copyOf(from);
        for (double[] c : g.latticeSpaceCorners(from)) {
            for (Cell t : targets) {
                if (reaches(g, c[0], c[1], own, t, blockers)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether some line from the lattice point (cx, cy), a corner of the space {@code own} (null for an area's point
     * of origin), to some point of cell t neither passes through nor touches a wall (contact at c itself aside, as
     * long as the line does not slip between two walls touching there: {@link Tiling#slipsThroughCorner}).
     * Creatures do not block.
     */
    static boolean reaches(Tiling g, double cx, double cy, Set<Cell> own, Cell t, Blockers blockers) {
        double[] target = g.latticePolygon(t);
        if (Polygons.contains(target, cx, cy)) {
            return true;
        }
        double[] mid = Polygons.centroidOfVertices(target);
        Predicate<Cell> walls = blockers.wallTest();
        if (!g.slipsThroughCorner(cx, cy, mid[0] - cx, mid[1] - cy, own, walls)
                && !Lines.touches(g, cx, cy, mid[0], mid[1], walls)) {
            return true; // the line to the cell's centre is clear
        }
        double mx = mid[0] - cx;
        double my = mid[1] - cy;
        double[] span = angles(target, cx, cy, mx, my);
        double lo = min(span);
        double hi = max(span);
        List<double[]> obstacles = new ArrayList<>();
        List<Double> critical = new ArrayList<>();
        critical.add(lo);
        critical.add(hi);
        for (Cell w : wallsNear(g, blockers, target, cx, cy)) {
            double[] p = g.latticePolygon(w);
            if (!inFront(p, cx, cy, mx, my)) {
                continue;
            }
            double[] a = angles(p, cx, cy, mx, my);
            if (max(a) < lo - TINY || min(a) > hi + TINY) {
                continue;
            }
            obstacles.add(p);
            for (double angle : a) {
                if (angle > lo && angle < hi) {
                    critical.add(angle);
                }
            }
        }
        double[] sorted = critical.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        for (int i = 0; i + 1 < sorted.length; i++) {
            if (sorted[i + 1] - sorted[i] < TINY) {
                continue;
            }
            double theta = (sorted[i] + sorted[i + 1]) / 2;
            double dx = Math.cos(theta) * mx - Math.sin(theta) * my;
            double dy = Math.sin(theta) * mx + Math.cos(theta) * my;
            if (!g.slipsThroughCorner(cx, cy, dx, dy, own, walls) && rayReaches(cx, cy, dx, dy, target, obstacles)) {
                return true;
            }
        }
        return false;
    }

    /** Along the ray c + s·d, is the target entered before any obstacle is met (contact at c aside)? */
    private static boolean rayReaches(double cx, double cy, double dx, double dy, double[] target,
                                      List<double[]> obstacles) {
        double[] in = Polygons.clipSegment(cx, cy, cx + dx, cy + dy, target, 0, Double.POSITIVE_INFINITY);
        if (in == null) {
            return false;
        }
        for (double[] p : obstacles) {
            double[] hit = Polygons.clipSegment(cx, cy, cx + dx, cy + dy, p, 0, Double.POSITIVE_INFINITY);
            if (hit != null && hit[1] > TINY && hit[0] <= in[0]) {
                return false;
            }
        }
        return true;
    }

    /** Walls whose cells may meet a line from c to the target: those in the box around both. */
    private static List<Cell> wallsNear(Tiling g, Blockers blockers, double[] target, double cx, double cy) {
        double minX = cx;
        double maxX = cx;
        double minY = cy;
        double maxY = cy;
        for (int i = 0; i < target.length; i += 2) {
            minX = Math.min(minX, target[i]);
            maxX = Math.max(maxX, target[i]);
            minY = Math.min(minY, target[i + 1]);
            maxY = Math.max(maxY, target[i + 1]);
        }
        Cell[] all = blockers.wallArray();
        List<Cell> out = new ArrayList<>();
        if ((maxX - minX + 3) * (maxY - minY + 3) <= 4.0 * all.length) {
            for (Cell c : g.cellsInBox(minX, minY, maxX, maxY)) {
                if (blockers.blocks(c)) {
                    out.add(c);
                }
            }
            return out;
        }
        for (Cell c : all) {
            double[] p = g.latticePolygon(c);
            if (overlapsBox(p, minX, minY, maxX, maxY)) {
                out.add(c);
            }
        }
        return out;
    }

    private static boolean overlapsBox(double[] p, double minX, double minY, double maxX, double maxY) {
        double pMinX = Double.POSITIVE_INFINITY;
        double pMaxX = Double.NEGATIVE_INFINITY;
        double pMinY = Double.POSITIVE_INFINITY;
        double pMaxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < p.length; i += 2) {
            pMinX = Math.min(pMinX, p[i]);
            pMaxX = Math.max(pMaxX, p[i]);
            pMinY = Math.min(pMinY, p[i + 1]);
            pMaxY = Math.max(pMaxY, p[i + 1]);
        }
        return pMinX <= maxX && pMaxX >= minX && pMinY <= maxY && pMaxY >= minY;
    }

    /** Whether some corner lies ahead of c (positive along m); a cell wholly behind c cannot block. */
    private static boolean inFront(double[] p, double cx, double cy, double mx, double my) {
        for (int i = 0; i < p.length; i += 2) {
            if ((p[i] - cx) * mx + (p[i + 1] - cy) * my > 0) {
                return true;
            }
        }
        return false;
    }

    /** The angle of each corner seen from c, measured from the direction m (corners at c itself are skipped). */
    private static double[] angles(double[] p, double cx, double cy, double mx, double my) {
        double[] out = new double[p.length / 2];
        int k = 0;
        for (int i = 0; i < p.length; i += 2) {
            double vx = p[i] - cx;
            double vy = p[i + 1] - cy;
            if (vx == 0 && vy == 0) {
                continue;
            }
            out[k++] = Math.atan2(Polygons.cross(mx, my, vx, vy), mx * vx + my * vy);
        }
        return Arrays.copyOf(out, k);
    }

    private static double min(double[] a) {
        return Arrays.stream(a).min().orElse(0);
    }

    private static double max(double[] a) {
        return Arrays.stream(a).max().orElse(0);
    }
}
