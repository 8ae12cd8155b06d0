package battleledger.kernel.grid;

/**
 * An independent estimate, for tests, of the share of a cell an area's shape covers: a 120 × 120 grid of sample
 * points over the cell's bounding box, kept when inside the cell (by the hex or square's own inequalities, not the
 * production polygon code) and counted when inside the shape.
 */
final class SampledShare {

    private static final int N = 120;

    private SampledShare() {
    }

    static double of(Tiling g, Cell cell, Area area, Point origin, Point toward) {
        Point center = g.center(cell);
        int inCell = 0;
        int inShape = 0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                double x = center.x() - 0.6 + 1.2 * (i + 0.5) / N;
                double y = center.y() - 0.6 + 1.2 * (j + 0.5) / N;
                if (!inCell(g, center, x, y)) {
                    continue;
                }
                inCell++;
                if (inShape(area, origin, toward, x, y)) {
                    inShape++;
                }
            }
        }
        return (double) inShape / inCell;
    }

    /** Whether no point of the cell's bounding circle comes within 0.05 units of the shape (sampled coarsely). */
    static boolean far(Tiling g, Cell cell, Area area, Point origin, Point toward) {
        Point center = g.center(cell);
        for (int i = 0; i <= 20; i++) {
            for (int j = 0; j <= 20; j++) {
                double x = center.x() - 0.8 + 1.6 * i / 20;
                double y = center.y() - 0.8 + 1.6 * j / 20;
                if (inShape(area, origin, toward, x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean inCell(Tiling g, Point c, double x, double y) {
        double dx = x - c.x();
        double dy = y - c.y();
        if (g instanceof SquareGrid) {
            return Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5;
        }
        // pointy-top hex 1 across: |dx| <= 1/2 and |dx|/2 + |dy|·√3/2 <= 1/2
        return Math.abs(dx) < 0.5 && Math.abs(dx) / 2 + Math.abs(dy) * Math.sqrt(3) / 2 < 0.5;
    }

    private static boolean inShape(Area area, Point o, Point toward, double x, double y) {
        double px = x - o.x();
        double py = y - o.y();
        if (area.circular()) {
            double r = area.radiusFeet() / 5.0;
            return px * px + py * py <= r * r;
        }
        double dx = toward.x() - o.x();
        double dy = toward.y() - o.y();
        double n = Math.hypot(dx, dy);
        double along = (px * dx + py * dy) / n;
        double across = Math.abs(-px * dy + py * dx) / n;
        double length = area.lengthFeet() / 5.0;
        if (along < 0 || along > length) {
            return false;
        }
        return area.shape() == Area.Shape.CONE ? across <= along / 2 : across <= area.widthFeet() / 10.0;
    }
}
