package battleledger.kernel.grid;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * 003 › Optional Rule: Flanking. Only the geometry: whether the creature can see the enemy and is not incapacitated
 * is for the rules layer. "A Large or larger creature is flanking as long as at least one square or hex of its space
 * qualifies for flanking"; the same is allowed for the ally.
 */
final class Flanking {

    private static final double EPS = 1e-9;

    private Flanking() {
    }

    /**
     * Squares: "When a creature and at least one of its allies are adjacent to an enemy and on opposite sides or
     * corners of the enemy's space ... trace an imaginary line between the centers of the creatures' spaces. If the
     * line passes through opposite sides or corners of the enemy's space, the enemy is flanked." A cell of the
     * creature and a cell of the ally, each adjacent to the enemy, qualify when the line between their centres enters
     * the enemy's space through one side and leaves through the opposite side, or enters at one corner and leaves at
     * the opposite corner. Entering at a corner and leaving through a side does not flank.
     */
    static boolean onSquares(SquareGrid g, Collection<Cell> creature, Collection<Cell> ally, Collection<Cell> enemy) {
        Set<Cell> foe = Set.copyOf(enemy);
        double x0 = enemy.stream().mapToInt(Cell::x).min().orElseThrow();
        double y0 = enemy.stream().mapToInt(Cell::y).min().orElseThrow();
        double x1 = enemy.stream().mapToInt(Cell::x).max().orElseThrow() + 1.0;
        double y1 = enemy.stream().mapToInt(Cell::y).max().orElseThrow() + 1.0;
        double[] box = {x0, y0, x1, y0, x1, y1, x0, y1};
        for (Cell a : adjacentCells(g, creature, foe)) {
            for (Cell b : adjacentCells(g, ally, foe)) {
                Point p = g.center(a);
                Point q = g.center(b);
                double[] t = Polygons.clipSegment(p.x(), p.y(), q.x(), q.y(), box, 0, 1);
                if (t == null || t[1] - t[0] < EPS) {
                    continue;
                }
                int in = sides(p.x() + t[0] * (q.x() - p.x()), p.y() + t[0] * (q.y() - p.y()), box);
                int out = sides(p.x() + t[1] * (q.x() - p.x()), p.y() + t[1] * (q.y() - p.y()), box);
                if (opposite(in, out)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Bit set of the sides a boundary point lies on: 1 left, 2 right, 4 top, 8 bottom (two bits: a corner). */
    private static int sides(double x, double y, double[] box) {
        int s = 0;
        s |= Math.abs(x - box[0]) < EPS ? 1 : 0;
        s |= Math.abs(x - box[2]) < EPS ? 2 : 0;
        s |= Math.abs(y - box[1]) < EPS ? 4 : 0;
        s |= Math.abs(y - box[5]) < EPS ? 8 : 0;
        return s;
    }

    private static boolean opposite(int in, int out) {
        boolean inCorner = Integer.bitCount(in) == 2;
        boolean outCorner = Integer.bitCount(out) == 2;
        if (inCorner != outCorner) {
            return false;
        }
        // opposite sides or corners: every side of the entry is across from a side of the exit
        int mirrored = ((in & 1) << 1) | ((in & 2) >> 1) | ((in & 4) << 1) | ((in & 8) >> 1);
        return in != 0 && mirrored == out;
    }

    private static List<Cell> adjacentCells(Tiling g, Collection<Cell> space, Set<Cell> enemy) {
        List<Cell> out = new ArrayList<>();
        for (Cell c : Tiling.sorted(space)) {
            if (enemy.contains(c)) {
                return List.of(); // sharing the enemy's space is not being next to it
            }
            for (Cell e : enemy) {
                if (g.steps(c, e) == 1) {
                    out.add(c);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Hexes: "count around the enemy from one creature to its ally. Against a Medium or smaller creature, the allies
     * flank if there are 2 hexes between them. Against a Large creature ... 4 hexes ... Huge ... 5 hexes ...
     * Gargantuan ... at least 6 hexes between them."
     *
     * <p>The hexes around the enemy's space form a ring (6 around one hex, 9 around a Large space, 12 around a Huge
     * one, 15 around a Gargantuan one). Two places on a ring of n leave a and b hexes between them, a + b = n − 2;
     * the DMG's counts are those of the places as far apart as the ring allows: 2 and 2, 4 and 3, 5 and 5, 6 and 7
     * (7 ≥ 6). So they flank when, counting both ways around, there are at least ⌊(n − 2)/2⌋ hexes between them.
     */
    static boolean onHexes(HexGrid g, Collection<Cell> creature, Collection<Cell> ally, Collection<Cell> enemy) {
        List<Cell> ring = ring(g, enemy);
        int n = ring.size();
        int needed = (n - 2) / 2;
        for (int i = 0; i < n; i++) {
            if (!creature.contains(ring.get(i))) {
                continue;
            }
            for (int j = 0; j < n; j++) {
                if (i == j || !ally.contains(ring.get(j))) {
                    continue;
                }
                int between = Math.floorMod(j - i, n) - 1;
                if (Math.min(between, n - 2 - between) >= needed) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The hexes next to the space, in order around it (by angle about the space's centre). */
    static List<Cell> ring(HexGrid g, Collection<Cell> space) {
        Set<Cell> in = Set.copyOf(space);
        double cx = 0;
        double cy = 0;
        for (Cell c : space) {
            cx += g.center(c).x() / space.size();
            cy += g.center(c).y() / space.size();
        }
        List<Cell> ring = new ArrayList<>();
        for (Cell c : g.grow(space)) {
            if (!in.contains(c)) {
                ring.add(c);
            }
        }
        double ox = cx;
        double oy = cy;
        ring.sort(Comparator.comparingDouble((Cell c) -> Math.atan2(g.center(c).y() - oy, g.center(c).x() - ox))
                .thenComparing(Comparator.naturalOrder()));
        return ring;
    }
}
