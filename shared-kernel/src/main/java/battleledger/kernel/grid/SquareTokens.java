package battleledger.kernel.grid;

import java.util.ArrayList;
import java.util.List;

/**
 * 000 › Token Method on squares: "Every 5-foot square of an area of effect becomes a die or other token ... Each
 * token goes inside a square". Measures are rounded up to whole squares.
 * <ul>
 *   <li>Circles: "a circular area of effect becomes square ... the 10-foot radius of flame strike, which has a
 *       diameter of 20 feet, is expressed as a square that is 20 feet on a side": 2r/5 squares a side, centred on
 *       the intersection nearest the point of origin.</li>
 *   <li>Cones: the aim is snapped to the nearest of the eight orthogonal and diagonal directions. The origin square
 *       is the square the aim leaves from: the one holding the origin, or, from an intersection, the one behind it
 *       (ties go to the side the aim leans to). "Starting with a square adjacent to the cone's point of origin,
 *       place one token ... In every row beyond that one, place as many tokens as you placed in the previous row,
 *       plus one more ... so that their squares each share a side with a square in the previous row"; a cone L feet
 *       long has L/5 rows. Diagonally the rows are the anti-diagonals of a triangle; orthogonally the extra token
 *       goes at alternate ends, first on the side the aim leans to.</li>
 *   <li>Lines: "A line can extend from its source orthogonally or diagonally": L/5 squares from the square next to
 *       the origin square along the snapped direction; a line W feet wide has W/5 such strands side by side,
 *       alternately on either side (diagonal strands shift by one square along y).</li>
 * </ul>
 * <p>Cites {@code GridRules.TOKEN_METHOD}.
 */
final class SquareTokens {

    private static final double NUDGE = 1e-6;

    private SquareTokens() {
    }

    static List<Cell> cells(Area area, Point origin, Point toward) {
        if (area.circular()) {
            int n = (int) Math.ceil(area.radiusFeet() / 5.0);
            int cx = (int) Math.round(origin.x());
            int cy = (int) Math.round(origin.y());
            List<Cell> out = new ArrayList<>();
            for (int y = cy - n; y < cy + n; y++) {
                for (int x = cx - n; x < cx + n; x++) {
                    out.add(new Cell(x, y));
                }
            }
            return out;
        }
        double[] u = Coverage.unit(origin, toward);
        int octant = Math.floorMod((int) Math.round(Math.atan2(u[1], u[0]) / (Math.PI / 4)), 8);
        int dx = (int) Math.round(Math.cos(octant * Math.PI / 4));
        int dy = (int) Math.round(Math.sin(octant * Math.PI / 4));
        // the side the aim leans to, relative to the snapped direction (+1 when straight on)
        int side = Polygons.cross(dx, dy, u[0], u[1]) < 0 ? -1 : 1;
        int px = -dy * side;
        int py = dx * side;
        double norm = Math.hypot(dx, dy);
        Cell start = new Cell((int) Math.floor(origin.x() - NUDGE * dx / norm + NUDGE * px / norm / 2),
                (int) Math.floor(origin.y() - NUDGE * dy / norm + NUDGE * py / norm / 2));
        int length = (int) Math.ceil(area.lengthFeet() / 5.0);
        if (area.shape() == Area.Shape.CONE) {
            return dx != 0 && dy != 0 ? diagonalCone(start, dx, dy, length) : straightCone(start, dx, dy, px, py, length);
        }
        return line(start, dx, dy, px, py, length, (int) Math.ceil(area.widthFeet() / 5.0));
    }

    /** Row k (1..n): the k squares start + (a·dx, b·dy) with a, b ≥ 1 and a + b = k + 1. */
    private static List<Cell> diagonalCone(Cell start, int dx, int dy, int rows) {
        List<Cell> out = new ArrayList<>();
        for (int k = 1; k <= rows; k++) {
            for (int a = 1; a <= k; a++) {
                out.add(start.plus(a * dx, (k + 1 - a) * dy));
            }
        }
        return out;
    }

    /** Row k sits k squares along the direction and spans offsets [lo, hi] across it, one wider each row. */
    private static List<Cell> straightCone(Cell start, int dx, int dy, int px, int py, int rows) {
        List<Cell> out = new ArrayList<>();
        int lo = 0;
        int hi = 0;
        for (int k = 1; k <= rows; k++) {
            if (k > 1) {
                if (k % 2 == 0) {
                    hi++;
                } else {
                    lo--;
                }
            }
            for (int j = lo; j <= hi; j++) {
                out.add(start.plus(k * dx + j * px, k * dy + j * py));
            }
        }
        return out;
    }

    private static List<Cell> line(Cell start, int dx, int dy, int px, int py, int length, int width) {
        boolean diagonal = dx != 0 && dy != 0;
        List<Cell> out = new ArrayList<>();
        for (int s = 0; s < width; s++) {
            int j = s % 2 == 1 ? (s + 1) / 2 : -s / 2; // 0, +1, -1, +2, ...: first toward the aim's side
            int ox = diagonal ? 0 : j * px;
            int oy = diagonal ? j * Integer.signum(py) : j * py;
            for (int k = 1; k <= length; k++) {
                out.add(start.plus(k * dx + ox, k * dy + oy));
            }
        }
        return out;
    }
}
