package battleledger.kernel.grid;

/**
 * Plane geometry on convex polygons given as flat arrays {x0, y0, x1, y1, ...} in positive order (positive shoelace
 * area: the order of {@link Grid#corners}). Pure functions, no allocation beyond their results.
 */
final class Polygons {

    private Polygons() {
    }

    static int size(double[] p) {
        return p.length / 2;
    }

    /** Shoelace area, absolute. */
    static double area(double[] p) {
        return Math.abs(signedArea(p));
    }

    static double signedArea(double[] p) {
        int n = size(p);
        double s = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            s += p[2 * i] * p[2 * j + 1] - p[2 * j] * p[2 * i + 1];
        }
        return s / 2;
    }

    /** The same polygon in positive order. */
    static double[] positive(double[] p) {
        if (signedArea(p) >= 0) {
            return p;
        }
        int n = size(p);
        double[] r = new double[p.length];
        for (int i = 0; i < n; i++) {
            r[2 * i] = p[2 * (n - 1 - i)];
            r[2 * i + 1] = p[2 * (n - 1 - i) + 1];
        }
        return r;
    }

    static double[] centroidOfVertices(double[] p) {
        int n = size(p);
        double x = 0;
        double y = 0;
        for (int i = 0; i < n; i++) {
            x += p[2 * i];
            y += p[2 * i + 1];
        }
        return new double[] {x / n, y / n};
    }

    /** Whether (x, y) lies in the closed polygon. */
    static boolean contains(double[] p, double x, double y) {
        return minEdgeCross(p, x, y) >= 0;
    }

    /** Whether (x, y) lies strictly inside the polygon. */
    static boolean strictlyContains(double[] p, double x, double y) {
        return minEdgeCross(p, x, y) > 0;
    }

    private static double minEdgeCross(double[] p, double x, double y) {
        int n = size(p);
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double c = cross(p[2 * j] - p[2 * i], p[2 * j + 1] - p[2 * i + 1], x - p[2 * i], y - p[2 * i + 1]);
            min = Math.min(min, c);
        }
        return min;
    }

    static double cross(double ax, double ay, double bx, double by) {
        return ax * by - ay * bx;
    }

    /**
     * The convex polygon {@code subject} clipped to the convex polygon {@code clip} (Sutherland–Hodgman). Both in
     * positive order; the result may be empty (length 0).
     */
    static double[] clip(double[] subject, double[] clip) {
        double[] out = subject;
        int m = size(clip);
        for (int e = 0; e < m && out.length > 0; e++) {
            int f = (e + 1) % m;
            out = clipByEdge(out, clip[2 * e], clip[2 * e + 1], clip[2 * f], clip[2 * f + 1]);
        }
        return out;
    }

    private static double[] clipByEdge(double[] in, double ax, double ay, double bx, double by) {
        int n = size(in);
        double[] out = new double[4 * n + 4];
        int k = 0;
        double ex = bx - ax;
        double ey = by - ay;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double px = in[2 * i];
            double py = in[2 * i + 1];
            double qx = in[2 * j];
            double qy = in[2 * j + 1];
            double sp = cross(ex, ey, px - ax, py - ay);
            double sq = cross(ex, ey, qx - ax, qy - ay);
            if (sp >= 0) {
                out[k++] = px;
                out[k++] = py;
            }
            if ((sp >= 0) != (sq >= 0)) {
                double t = sp / (sp - sq);
                out[k++] = px + t * (qx - px);
                out[k++] = py + t * (qy - py);
            }
        }
        double[] r = new double[k];
        System.arraycopy(out, 0, r, 0, k);
        return r;
    }

    /**
     * The exact area of the intersection of the convex polygon with the disc of radius r around (cx, cy): the sum
     * over the polygon's edges of the signed area shared by the disc and the triangle (centre, edge).
     */
    static double circleArea(double[] p, double cx, double cy, double r) {
        int n = size(p);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            sum += triangleInDisc(p[2 * i] - cx, p[2 * i + 1] - cy, p[2 * j] - cx, p[2 * j + 1] - cy, r);
        }
        return Math.abs(sum);
    }

    /** Signed area of the disc (centre 0, radius r) ∩ triangle (0, a, b). */
    private static double triangleInDisc(double ax, double ay, double bx, double by, double r) {
        double dx = bx - ax;
        double dy = by - ay;
        double qa = dx * dx + dy * dy;
        if (qa == 0) {
            return 0;
        }
        double qb = 2 * (ax * dx + ay * dy);
        double qc = ax * ax + ay * ay - r * r;
        double disc = qb * qb - 4 * qa * qc;
        double[] ts = {0, 1, 1, 1};
        int count = 1;
        if (disc > 0) {
            double s = Math.sqrt(disc);
            double t1 = (-qb - s) / (2 * qa);
            double t2 = (-qb + s) / (2 * qa);
            if (t1 > 0 && t1 < 1) {
                ts[count++] = t1;
            }
            if (t2 > 0 && t2 < 1) {
                ts[count++] = t2;
            }
        }
        ts[count++] = 1;
        double sum = 0;
        for (int i = 0; i + 1 < count; i++) {
            double px = ax + ts[i] * dx;
            double py = ay + ts[i] * dy;
            double qx = ax + ts[i + 1] * dx;
            double qy = ay + ts[i + 1] * dy;
            double mx = (px + qx) / 2;
            double my = (py + qy) / 2;
            if (mx * mx + my * my <= r * r) {
                sum += cross(px, py, qx, qy) / 2;
            } else {
                sum += r * r * Math.atan2(cross(px, py, qx, qy), px * qx + py * qy) / 2;
            }
        }
        return sum;
    }

    /**
     * The parameters [t0, t1] of the part of a + t(b − a), t in [lo, hi], inside the closed convex polygon
     * (Cyrus–Beck), or null when they do not meet. With integer-valued inputs every comparison before the final
     * divisions is exact.
     */
    static double[] clipSegment(double ax, double ay, double bx, double by, double[] p, double lo, double hi) {
        int n = size(p);
        double dx = bx - ax;
        double dy = by - ay;
        double t0 = lo;
        double t1 = hi;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ex = p[2 * j] - p[2 * i];
            double ey = p[2 * j + 1] - p[2 * i + 1];
            double n0 = cross(ex, ey, ax - p[2 * i], ay - p[2 * i + 1]);
            double nd = cross(ex, ey, dx, dy);
            if (nd == 0) {
                if (n0 < 0) {
                    return null;
                }
            } else if (nd > 0) {
                t0 = Math.max(t0, -n0 / nd);
            } else {
                t1 = Math.min(t1, -n0 / nd);
            }
            if (t0 > t1) {
                return null;
            }
        }
        return new double[] {t0, t1};
    }
}
