package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;

import java.util.ArrayList;
import java.util.List;

/**
 * The DMG and template methods: how much of each cell the area's shape covers, computed exactly (circle against a
 * cell: exact disc–polygon intersection; cone and line: convex polygon clipping).
 *
 * <p>Shapes (001 › Magic › Areas of Effect), in grid units (feet / 5): a circle of the radius around the origin; a
 * cone, "width at a given point is equal to its distance from the point of origin", is the isosceles triangle with
 * apex at the origin, its axis toward the aim, length L and flat end L wide; a line is the rectangle from the origin,
 * L long, as wide as its width, centred on its axis; a cube the line as wide as it is long. A cone, line or cube that
 * issues from a creature lies on the creature's side ({@link #side}).
 */
final class Coverage {

    private static final double EPS = 1e-9;

    private Coverage() {
    }

    /**
     * DMG (003 › Areas of Effect: "If an area of effect is circular and covers at least half a square, it affects
     * that square"; the seed leaves the other shapes to "follow its rules as normal", and the same half-a-cell test is
     * used for them, and on hexes for half a hex).
     * TEMPLATE (000 › Template Method: "If any part of a square is under the template, that square is included ...
     * Being adjacent to the edge of the template isn't enough"): a positive area of overlap.
     * Cones, lines and cubes leave out their point of origin: a cell holding the origin strictly inside is never
     * included (from an intersection, no cell does). Issued from a creature ({@code from}, its space's centre), they
     * lie on its side ({@link #side}): by DMG a 15-ft cone east of a Medium caster covers 1, 1 and 3 squares, a 5-ft
     * line one row, a 15-ft cube 3 by 3. Without {@code from}, a cone from an intersection has a zero-width apex (DMG
     * starts it one square out) and a 5-ft line laid along a grid line covers half of the squares on both sides.
     * <p>Cites {@code GridRules.TEMPLATE_METHOD}.
     */
    static List<Cell> cells(Tiling g, Area area, Point origin, Point toward, Point from, AreaMethod method) {
        double[] shape = null;
        if (!area.circular()) {
            double[] s = side(area, origin, toward, from);
            shape = shape(area, origin.plus(s[0], s[1]), toward == null ? null : toward.plus(s[0], s[1]));
        }
        double radius = area.radiusFeet() / 5.0;
        double[] box = shape == null
                ? new double[] {origin.x() - radius, origin.y() - radius, origin.x() + radius, origin.y() + radius}
                : bounds(shape);
        double[] lo = g.toLattice(box[0], box[1]);
        double[] hi = g.toLattice(box[2], box[3]);
        List<Cell> out = new ArrayList<>();
        for (Cell c : g.cellsInBox(lo[0], lo[1], hi[0], hi[1])) {
            double[] cell = g.polygon(c);
            double covered = shape == null
                    ? Polygons.circleArea(cell, origin.x(), origin.y(), radius)
                    : Polygons.area(Polygons.clip(cell, shape));
            double fraction = covered / g.cellArea();
            boolean in = method == AreaMethod.DMG ? fraction >= 0.5 - EPS : fraction > EPS;
            if (in && area.aimed() && Polygons.strictlyContains(cell, origin.x(), origin.y())) {
                in = false;
            }
            if (in) {
                out.add(c);
            }
        }
        return out;
    }

    /** The cone's triangle or the line's rectangle, positive order, grid units. */
    static double[] shape(Area area, Point o, Point toward) {
        double[] u = unit(o, toward);
        double vx = -u[1];
        double vy = u[0];
        double length = area.lengthFeet() / 5.0;
        double[] p;
        if (area.shape() == Area.Shape.CONE) {
            double half = length / 2;
            p = new double[] {o.x(), o.y(),
                    o.x() + length * u[0] + half * vx, o.y() + length * u[1] + half * vy,
                    o.x() + length * u[0] - half * vx, o.y() + length * u[1] - half * vy};
        } else {
            double half = area.widthFeet() / 10.0;
            p = new double[] {o.x() + half * vx, o.y() + half * vy,
                    o.x() - half * vx, o.y() - half * vy,
                    o.x() - half * vx + length * u[0], o.y() - half * vy + length * u[1],
                    o.x() + half * vx + length * u[0], o.y() + half * vy + length * u[1]};
        }
        return Polygons.positive(p);
    }

    /**
     * How far a cone, line or cube moves sideways so that it lies on the side of the creature it issues from: its axis
     * toward the creature's centre {@code from}, by that centre's distance from the axis, at most half the shape's
     * starting width (half a cell for a cone, whose apex has none). A creature behind the origin on the axis (a
     * diagonal aim from a corner) keeps it centred. (0, 0) without {@code from}.
     */
    static double[] side(Area area, Point o, Point toward, Point from) {
        if (from == null) {
            return new double[] {0, 0};
        }
        double[] u = unit(o, toward);
        double vx = -u[1];
        double vy = u[0];
        double d = (from.x() - o.x()) * vx + (from.y() - o.y()) * vy;
        double most = area.shape() == Area.Shape.CONE ? 0.5 : area.widthFeet() / 10.0;
        double by = Math.max(-most, Math.min(most, d));
        return new double[] {by * vx, by * vy};
    }

    /** The unit vector from o toward the aim. */
    static double[] unit(Point o, Point toward) {
        if (toward == null) {
            throw new IllegalArgumentException("a cone or a line needs a direction: a point it extends toward");
        }
        double dx = toward.x() - o.x();
        double dy = toward.y() - o.y();
        double n = Math.hypot(dx, dy);
        if (n == 0) {
            throw new IllegalArgumentException("a cone or a line cannot extend toward its own point of origin");
        }
        return new double[] {dx / n, dy / n};
    }

    private static double[] bounds(double[] p) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.NEGATIVE_INFINITY};
        for (int i = 0; i < p.length; i += 2) {
            b[0] = Math.min(b[0], p[i]);
            b[1] = Math.min(b[1], p[i + 1]);
            b[2] = Math.max(b[2], p[i]);
            b[3] = Math.max(b[3], p[i + 1]);
        }
        return b;
    }
}
