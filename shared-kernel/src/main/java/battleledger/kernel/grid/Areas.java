package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Areas of effect on a grid: the method picks the cells the shape covers (DMG and template: {@link Coverage};
 * tokens: {@link SquareTokens}, {@link HexTokens}), then walls have their say.
 *
 * <p>001 › Magic › Areas of Effect: "If no unblocked straight line extends from the point of origin to a spot within
 * the [sphere, cone, cylinder], that spot is not included." A cell counts as reached when a straight line from the
 * point of origin to at least one of its sample points neither passes through nor touches a wall (contact at the
 * origin itself aside; creatures do not block areas). The sample points are the cell's centre and its corners and edge midpoints pulled a tenth of
 * the way toward the centre (so a line to them never ends on a neighbouring wall's face). Walls themselves are never
 * affected. A cloud instead "expands the distance of its radius, moving around objects such as walls and pillars":
 * see {@link CloudSpread}.
 * <p>Cites {@code Playtest.AREAS_OF_EFFECT}.
 */
final class Areas {

    private Areas() {
    }

    static AreaResult area(Tiling g, Area area, Point origin, Point toward, Point from, AreaMethod method,
                           Blockers blockers) {
        if (area == null || origin == null || method == null || blockers == null) {
            throw new IllegalArgumentException("an area needs its shape, a point of origin, a method and blockers");
        }
        List<Cell> covered = method == AreaMethod.TOKEN
                ? g.tokenCells(area, origin, toward)
                : Coverage.cells(g, area, origin, toward, from, method);
        double[] o = g.toLattice(origin.x(), origin.y());
        Predicate<Cell> walls = blockers.wallTest();
        TreeSet<Cell> reached = new TreeSet<>();
        for (Cell c : covered) {
            if (!blockers.blocks(c) && reachedInStraightLine(g, o, c, walls)) {
                reached.add(c);
            }
        }
        if (area.shape() == Area.Shape.CLOUD) {
            reached.addAll(CloudSpread.around(g, o, area, covered, reached, blockers));
        }
        List<Cell> shielded = new ArrayList<>();
        for (Cell c : Tiling.sorted(covered)) {
            if (!blockers.blocks(c) && !reached.contains(c)) {
                shielded.add(c);
            }
        }
        List<Cell> cells = List.copyOf(reached);
        return new AreaResult(area, method, cells, shielded, why(area, origin, method, cells.size(), shielded.size()));
    }

    static boolean reachedInStraightLine(Tiling g, double[] o, Cell c, Predicate<Cell> walls) {
        for (double[] s : samples(g.latticePolygon(c))) {
            if (!Lines.touches(g, o[0], o[1], s[0], s[1], walls)) {
                return true;
            }
        }
        return false;
    }

    /** Centre first, then corners and edge midpoints pulled 10% toward the centre. */
    private static List<double[]> samples(double[] p) {
        double[] m = Polygons.centroidOfVertices(p);
        int n = p.length / 2;
        List<double[]> out = new ArrayList<>(2 * n + 1);
        out.add(m);
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            out.add(pull(p[2 * i], p[2 * i + 1], m));
            out.add(pull((p[2 * i] + p[2 * j]) / 2, (p[2 * i + 1] + p[2 * j + 1]) / 2, m));
        }
        return out;
    }

    private static double[] pull(double x, double y, double[] m) {
        return new double[] {x + 0.1 * (m[0] - x), y + 0.1 * (m[1] - y)};
    }

    private static String why(Area area, Point origin, AreaMethod method, int count, int shielded) {
        String rule;
        switch (method) {
            case DMG:
                rule = "003 › Areas of Effect: a cell is affected when the area covers at least half of it";
                break;
            case TEMPLATE:
                rule = "000 › Template Method: a cell is affected when any part of it is under the template";
                break;
            default:
                rule = "000 › Token Method: one token per affected cell";
                break;
        }
        String text = "a " + area.describe() + " from " + origin + ", " + rule + ": " + count + " cells";
        if (shielded > 0) {
            text += "; " + shielded + " more behind walls, with no unblocked straight line from the point of origin"
                    + " (001 › Magic › Areas of Effect)";
        }
        if (area.shape() == Area.Shape.CLOUD) {
            text += "; the cloud flows around walls within its radius (001 › Magic › Areas of Effect › Cloud)";
        }
        return text;
    }
}
