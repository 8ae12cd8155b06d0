package battleledger.kernel.grid;

import java.util.Collection;
import java.util.List;

/**
 * For tests: a brute-force search for a clear line between two spaces on squares, independent of the kernel's. Lines
 * start a hair inside one of the space's own squares at the corner (so touching a wall at the corner itself is
 * harmless, but slipping between two walls that touch there is not), end at sampled points inside the other space,
 * and are clear when they keep a Chebyshev distance above ½ from every wall square's centre.
 */
final class SampledSight {

    private static final double INSET = 1e-4;

    private SampledSight() {
    }

    static boolean sees(SquareGrid g, List<Cell> from, List<Cell> to, Collection<Cell> walls) {
        for (Point corner : g.spaceCorners(from)) {
            for (Cell own : from) {
                Point center = g.center(own);
                if (Math.abs(center.x() - corner.x()) > 0.6 || Math.abs(center.y() - corner.y()) > 0.6) {
                    continue;
                }
                Point c = Point.of(corner.x() + INSET * (center.x() - corner.x()),
                        corner.y() + INSET * (center.y() - corner.y()));
                for (Cell t : to) {
                    for (int i = 1; i <= 9; i++) {
                        for (int j = 1; j <= 9; j++) {
                            if (clear(c, Point.of(t.x() + i / 10.0, t.y() + j / 10.0), walls)) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    private static boolean clear(Point c, Point p, Collection<Cell> walls) {
        for (Cell w : walls) {
            if (nearest(c, p, w.x() + 0.5, w.y() + 0.5) <= 0.5 + 1e-12) {
                return false;
            }
        }
        return true;
    }

    /** The least Chebyshev distance from (mx, my) to the segment c–p: convex along it, found by ternary search. */
    private static double nearest(Point c, Point p, double mx, double my) {
        double lo = 0;
        double hi = 1;
        for (int k = 0; k < 100; k++) {
            double m1 = lo + (hi - lo) / 3;
            double m2 = hi - (hi - lo) / 3;
            if (chebyshev(c, p, m1, mx, my) < chebyshev(c, p, m2, mx, my)) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        return Math.min(chebyshev(c, p, (lo + hi) / 2, mx, my), chebyshev(c, p, 0, mx, my));
    }

    private static double chebyshev(Point c, Point p, double t, double mx, double my) {
        double x = c.x() + t * (p.x() - c.x());
        double y = c.y() + t * (p.y() - c.y());
        return Math.max(Math.abs(x - mx), Math.abs(y - my));
    }
}
