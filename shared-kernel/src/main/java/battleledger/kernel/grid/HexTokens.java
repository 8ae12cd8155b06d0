package battleledger.kernel.grid;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The token method on hexes. 000 › Token Method describes squares only; this is the same idea on hexes, with the
 * same counts. Measures are rounded up to whole hexes.
 * <ul>
 *   <li>Circles: the hexes touching the point of origin (three at a hex corner, one at a centre) grown by
 *       r/5 − 1 rings, so the area is about 2r across, like the square of side 2r on squares.</li>
 *   <li>Cones: the cone's axis is snapped to the nearest of the six corner directions (30° + 60°·m), the directions
 *       in which hex rows fan out evenly. The first token goes in the nearest hex in front of the origin (not the
 *       hex holding it, centre ahead of the origin), nearest the axis (ties: the side the aim leans to). Row k
 *       (1..L/5) holds the k hexes first + i·D1 + j·D2 with i + j = k − 1, D1 and D2 being the hex directions 30°
 *       either side of the axis: 1, 2, 3, ... tokens, each sharing a side with the previous row, L(L+5)/50 in all,
 *       as on squares.</li>
 *   <li>Lines: snapped to the nearest of the six hex directions; L/5 hexes in a row from the nearest hex in front of
 *       the origin; W/5 such rows side by side, alternately on either side, first on the aim's side.</li>
 * </ul>
 */
final class HexTokens {

    private HexTokens() {
    }

    static List<Cell> cells(HexGrid g, Area area, Point origin, Point toward) {
        if (area.circular()) {
            return circle(g, area, origin);
        }
        double[] u = Coverage.unit(origin, toward);
        double aim = Math.atan2(u[1], u[0]);
        int length = (int) Math.ceil(area.lengthFeet() / 5.0);
        if (area.shape() == Area.Shape.CONE) {
            double axis = Math.toRadians(30) + Math.PI / 3 * Math.round((aim - Math.toRadians(30)) / (Math.PI / 3));
            int side = side(axis, aim);
            int[] d1 = direction(axis - Math.PI / 6);
            int[] d2 = direction(axis + Math.PI / 6);
            Cell first = firstInFront(g, origin, axis, side);
            List<Cell> out = new ArrayList<>();
            for (int k = 1; k <= length; k++) {
                for (int i = 0; i < k; i++) {
                    int j = k - 1 - i;
                    out.add(first.plus(i * d1[0] + j * d2[0], i * d1[1] + j * d2[1]));
                }
            }
            return Tiling.sorted(out);
        }
        double axis = Math.PI / 3 * Math.round(aim / (Math.PI / 3));
        int side = side(axis, aim);
        int[] d = direction(axis);
        int[] across = direction(axis + side * Math.PI / 3);
        Cell first = firstInFront(g, origin, axis, side);
        int width = (int) Math.ceil(area.widthFeet() / 5.0);
        List<Cell> out = new ArrayList<>();
        for (int s = 0; s < width; s++) {
            int j = s % 2 == 1 ? (s + 1) / 2 : -s / 2;
            for (int k = 0; k < length; k++) {
                out.add(first.plus(k * d[0] + j * across[0], k * d[1] + j * across[1]));
            }
        }
        return Tiling.sorted(out);
    }

    private static List<Cell> circle(HexGrid g, Area area, Point origin) {
        double[] o = g.toLattice(origin.x(), origin.y());
        List<Cell> cells = new ArrayList<>();
        for (Cell c : g.cellsInBox(o[0], o[1], o[0], o[1])) {
            if (Polygons.contains(g.latticePolygon(c), o[0], o[1])) {
                cells.add(c);
            }
        }
        int rings = (int) Math.ceil(area.radiusFeet() / 5.0) - 1;
        for (int i = 0; i < rings; i++) {
            cells = g.grow(cells);
        }
        return Tiling.sorted(cells);
    }

    /** +1 when the aim lies on the positive-angle side of the axis (or on it), else −1. */
    private static int side(double axis, double aim) {
        return Math.sin(aim - axis) < 0 ? -1 : 1;
    }

    /** The hex direction (Δq, Δr) whose angle is nearest {@code angle}. */
    private static int[] direction(double angle) {
        int[] best = null;
        double bestGap = Double.POSITIVE_INFINITY;
        for (int[] d : HexGrid.DIRECTIONS) {
            double[] v = vector(d);
            double gap = Math.abs(Math.sin((Math.atan2(v[1], v[0]) - angle) / 2));
            if (gap < bestGap) {
                bestGap = gap;
                best = d;
            }
        }
        return best;
    }

    private static double[] vector(int[] d) {
        return new double[] {d[0] + d[1] / 2.0, d[1] * HexGrid.SQRT3 / 2};
    }

    /**
     * The nearest hex ahead of the origin along the axis: not holding the origin strictly inside, its centre ahead,
     * then nearest the origin, then nearest the axis, then on the aim's side.
     */
    private static Cell firstInFront(HexGrid g, Point origin, double axis, int side) {
        double ax = Math.cos(axis);
        double ay = Math.sin(axis);
        Cell home = g.cellAt(origin);
        List<Cell> candidates = new ArrayList<>(g.neighbours(home));
        candidates.add(home);
        candidates.removeIf(c -> Polygons.strictlyContains(g.polygon(c), origin.x(), origin.y())
                || ahead(g, c, origin, ax, ay) <= 1e-9);
        Comparator<Cell> order = Comparator
                .comparingDouble((Cell c) -> round(g.center(c).distanceTo(origin)))
                .thenComparingDouble(c -> round(Math.abs(across(g, c, origin, ax, ay))))
                .thenComparingInt(c -> across(g, c, origin, ax, ay) * side >= 0 ? 0 : 1)
                .thenComparing(Comparator.naturalOrder());
        candidates.sort(order);
        return candidates.get(0);
    }

    private static double ahead(HexGrid g, Cell c, Point o, double ax, double ay) {
        Point p = g.center(c);
        return (p.x() - o.x()) * ax + (p.y() - o.y()) * ay;
    }

    private static double across(HexGrid g, Cell c, Point o, double ax, double ay) {
        Point p = g.center(c);
        return Polygons.cross(ax, ay, p.x() - o.x(), p.y() - o.y());
    }

    private static double round(double v) {
        return Math.rint(v * 1e6) / 1e6;
    }
}
