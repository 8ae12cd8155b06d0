package battleledger.kernel.grid;

import java.util.function.Predicate;

/**
 * Whether a straight line between two points, in lattice coordinates, is stopped by cells. The end points themselves
 * never count (see {@link Grid}, Lines and what blocks them): walls stop a line that passes through or touches them;
 * creatures stop a line that passes through them.
 */
final class Lines {

    private Lines() {
    }

    /** Whether the open segment a–b passes through or touches an obstacle cell (003 › Line of Sight). */
    static boolean touches(Tiling g, double ax, double ay, double bx, double by, Predicate<Cell> obstacle) {
        return g.anyCellNear(ax, ay, bx, by, c -> {
            if (!obstacle.test(c)) {
                return false;
            }
            double[] t = Polygons.clipSegment(ax, ay, bx, by, g.latticePolygon(c), 0, 1);
            return t != null && t[0] < 1 && t[1] > 0;
        });
    }

    /**
     * Whether a cover line is blocked (003 › Cover): it touches a wall, or passes through an obstacle (a wall or a
     * creature cell, see {@link #crosses}).
     */
    static boolean blocked(Tiling g, double ax, double ay, double bx, double by, Predicate<Cell> walls,
                           Predicate<Cell> obstacles) {
        return touches(g, ax, ay, bx, by, walls) || crosses(g, ax, ay, bx, by, obstacles);
    }

    /**
     * Whether the open segment a–b passes through the obstacles: through the inside of an obstacle cell, along an
     * edge two obstacle cells share, or through a corner where two obstacle squares meet diagonally. Grazing a single
     * obstacle's face or corner does not count: a creature does not fill its square to the edges.
     */
    static boolean crosses(Tiling g, double ax, double ay, double bx, double by, Predicate<Cell> obstacle) {
        if (ax == bx && ay == by) {
            return false;
        }
        return g.anyCellNear(ax, ay, bx, by, c -> obstacle.test(c) && crossesCell(g, c, ax, ay, bx, by, obstacle));
    }

    private static boolean crossesCell(Tiling g, Cell c, double ax, double ay, double bx, double by,
                                       Predicate<Cell> obstacle) {
        double[] p = g.latticePolygon(c);
        double[] t = Polygons.clipSegment(ax, ay, bx, by, p, 0, 1);
        if (t == null || t[0] >= 1 || t[1] <= 0) {
            return false;
        }
        int n = p.length / 2;
        if (t[1] > t[0] && insideOrSeam(g, c, p, t, ax, ay, bx - ax, by - ay, obstacle)) {
            return true;
        }
        // through a corner: on squares, two obstacles touching corner to corner close the gap between them
        for (int k = 0; k < n; k++) {
            Cell diagonal = g.acrossCorner(c, k);
            if (diagonal != null && obstacle.test(diagonal) && strictlyOn(p[2 * k], p[2 * k + 1], ax, ay, bx, by)) {
                return true;
            }
        }
        return false;
    }

    /** A stretch of the line lies in the closed cell: is it inside, or along an edge shared with another obstacle? */
    private static boolean insideOrSeam(Tiling g, Cell c, double[] p, double[] t, double ax, double ay, double dx,
                                        double dy, Predicate<Cell> obstacle) {
        int n = p.length / 2;
        double tm = (t[0] + t[1]) / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ex = p[2 * j] - p[2 * i];
            double ey = p[2 * j + 1] - p[2 * i + 1];
            double value = Polygons.cross(ex, ey, ax - p[2 * i], ay - p[2 * i + 1]) + tm * Polygons.cross(ex, ey, dx, dy);
            if (value <= 0) {
                return obstacle.test(g.acrossEdge(c, i));
            }
        }
        return true;
    }

    /** Whether (x, y) lies on the open segment a–b. */
    private static boolean strictlyOn(double x, double y, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        if (Math.abs(Polygons.cross(dx, dy, x - ax, y - ay)) > 1e-9 * (Math.abs(dx) + Math.abs(dy))) {
            return false;
        }
        double along = dx * (x - ax) + dy * (y - ay);
        return along > 0 && along < dx * dx + dy * dy;
    }
}
