package battleledger.kernel.grid;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * 001 › Magic › Areas of Effect › Cloud: "It expands the distance of its radius, moving around objects such as walls
 * and pillars." Beyond the cells a straight line reaches, a cloud also fills cells of its circle that a walk reaches
 * around the walls: from the cells touching the point of origin (0 steps), one grid step at a time through cells of
 * the circle that are not walls (on squares, never diagonally between two walls), a cell counts when it is at most
 * radius/5 − 1 steps away, so that the walk, cell included, stays within the radius. Cells reached in a straight
 * line start the walk at their own step distance from the origin's cells.
 */
final class CloudSpread {

    private CloudSpread() {
    }

    static Set<Cell> around(Tiling g, double[] origin, Area area, List<Cell> circle, Set<Cell> straight,
                            Blockers blockers) {
        int limit = area.radiusFeet() / 5 - 1;
        Set<Cell> allowed = Set.copyOf(circle);
        List<Cell> start = new ArrayList<>();
        for (Cell c : g.cellsInBox(origin[0], origin[1], origin[0], origin[1])) {
            if (!blockers.blocks(c) && Polygons.contains(g.latticePolygon(c), origin[0], origin[1])) {
                start.add(c);
            }
        }
        Map<Cell, Integer> steps = new HashMap<>(); // lookups only
        List<List<Cell>> layers = new ArrayList<>();
        for (int d = 0; d <= Math.max(limit, 0); d++) {
            layers.add(new ArrayList<>());
        }
        for (Cell c : start) {
            offer(c, 0, steps, layers);
        }
        for (Cell c : straight) {
            int d = Integer.MAX_VALUE;
            for (Cell s : start) {
                d = Math.min(d, g.steps(c, s));
            }
            offer(c, d, steps, layers);
        }
        for (int d = 0; d < limit; d++) {
            for (Cell c : List.copyOf(layers.get(d))) {
                if (steps.get(c) != d) {
                    continue;
                }
                for (Cell n : g.neighbours(c)) {
                    if (allowed.contains(n) && !blockers.blocks(n) && !squeezes(g, c, n, blockers)) {
                        offer(n, d + 1, steps, layers);
                    }
                }
            }
        }
        TreeSet<Cell> out = new TreeSet<>();
        for (List<Cell> layer : layers) {
            for (Cell c : layer) {
                if (steps.get(c) <= limit && allowed.contains(c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    private static void offer(Cell c, int d, Map<Cell, Integer> steps, List<List<Cell>> layers) {
        Integer known = steps.get(c);
        if (d < layers.size() && (known == null || d < known)) {
            steps.put(c, d);
            layers.get(d).add(c);
        }
    }

    /** A diagonal step on squares between two walls. */
    private static boolean squeezes(Tiling g, Cell from, Cell to, Blockers blockers) {
        if (!(g instanceof SquareGrid) || from.x() == to.x() || from.y() == to.y()) {
            return false;
        }
        return blockers.blocks(new Cell(to.x(), from.y())) && blockers.blocks(new Cell(from.x(), to.y()));
    }
}
