package battleledger.kernel.grid;

import battleledger.kernel.model.Situation.Cover;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * 003 › Cover: "choose a corner of the attacker's space or the point of origin of an area of effect. Then trace
 * imaginary lines from that corner to every corner of any one square the target occupies. If one or two of those
 * lines are blocked by an obstacle (including another creature), the target has half cover. If three or four of
 * those lines are blocked but the attack can still reach the target (such as when the target is behind an arrow
 * slit), the target has three-quarters cover." On hexes: "half cover if up to three lines are blocked ...
 * three-quarters cover if four or more lines are blocked but the attack can still reach the target."
 *
 * <p>The attacker chooses: the corner and the target cell with the fewest blocked lines (ties: first corner, then
 * first cell, in (y, x) order). A line is blocked when it touches a wall (walls fill their cells, and a line along a
 * wall's face is no better than one into it, as 003 › Line of Sight has it) or passes through a creature's cell
 * other than the attacker's and the target's (through its inside, along the seam between two obstacle cells, or
 * through a corner where two obstacle squares meet; a line grazing one creature's square passes it, since a creature
 * does not fill its square: so one creature squarely between attacker and target gives half cover, the example of
 * 001 › Combat › Cover). Contact at a line's own end points never counts.
 *
 * <p>When every line from every corner is blocked, the attack "can still reach the target" if some corner has line
 * of sight to some part of the target (003 › Line of Sight; creatures never stop it: a creature is not total
 * cover); otherwise the target has total cover (001 › Combat › Cover: "completely covered by an obstacle").
 */
final class Covers {

    private Covers() {
    }

    static CoverReport fromSpace(Tiling g, Collection<Cell> attacker, Collection<Cell> target, Blockers blockers) {
        if (attacker.isEmpty()) {
            throw new IllegalArgumentException("the attacker's space has at least one cell");
        }
        List<Cell> exempt = new ArrayList<>(attacker);
        exempt.addAll(target);
        return decide(g, g.latticeSpaceCorners(attacker), Set.copyOf(attacker), target, blockers,
                blockers.coverObstacles(exempt));
    }

    static CoverReport fromPoint(Tiling g, Point origin, Collection<Cell> target, Blockers blockers) {
        List<double[]> corners = List.of(g.toLattice(origin.x(), origin.y()));
        return decide(g, corners, null, target, blockers, blockers.coverObstacles(target));
    }

    private static CoverReport decide(Tiling g, List<double[]> corners, Set<Cell> attacker, Collection<Cell> target,
                                      Blockers blockers, Predicate<Cell> obstacles) {
        if (target.isEmpty()) {
            throw new IllegalArgumentException("the target's space has at least one cell");
        }
        List<Cell> cells = Tiling.sorted(target);
        Set<Cell> own = Set.copyOf(target);
        int lines = g.latticePolygon(cells.get(0)).length / 2;
        int best = Integer.MAX_VALUE;
        double[] bestCorner = null;
        Cell bestCell = null;
        search:
        for (double[] c : corners) {
            for (Cell t : cells) {
                int blocked = blockedLines(g, c, attacker, t, own, best, blockers.wallTest(), obstacles);
                if (blocked < best) {
                    best = blocked;
                    bestCorner = c;
                    bestCell = t;
                    if (best == 0) {
                        break search;
                    }
                }
            }
        }
        Point corner = g.fromLattice(bestCorner[0], bestCorner[1]);
        if (best == lines && !reachable(g, corners, attacker, cells, blockers)) {
            return CoverReport.of(Cover.TOTAL, best, lines, corner, bestCell, attacker == null);
        }
        return CoverReport.of(g.coverFor(best), best, lines, corner, bestCell, attacker == null);
    }

    /**
     * Lines from c (a corner of the attacker's space, or an origin when {@code attacker} is null) to each corner of
     * t that an obstacle blocks, including lines that slip between two obstacles touching at either end; stops
     * counting once {@code enough} is reached.
     */
    private static int blockedLines(Tiling g, double[] c, Set<Cell> attacker, Cell t, Set<Cell> target, int enough,
                                    Predicate<Cell> walls, Predicate<Cell> obstacles) {
        double[] p = g.latticePolygon(t);
        int blocked = 0;
        for (int i = 0; i < p.length && blocked < enough; i += 2) {
            double dx = p[i] - c[0];
            double dy = p[i + 1] - c[1];
            if (g.slipsThroughCorner(c[0], c[1], dx, dy, attacker, obstacles)
                    || g.slipsThroughCorner(p[i], p[i + 1], -dx, -dy, target, obstacles)
                    || Lines.blocked(g, c[0], c[1], p[i], p[i + 1], walls, obstacles)) {
                blocked++;
            }
        }
        return blocked;
    }

    private static boolean reachable(Tiling g, List<double[]> corners, Set<Cell> attacker, List<Cell> cells,
                                     Blockers blockers) {
        for (double[] c : corners) {
            for (Cell t : cells) {
                if (Sight.reaches(g, c[0], c[1], attacker, t, blockers)) {
                    return true;
                }
            }
        }
        return false;
    }
}
