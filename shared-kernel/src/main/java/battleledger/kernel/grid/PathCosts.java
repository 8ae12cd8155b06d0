package battleledger.kernel.grid;

import battleledger.kernel.model.Size;

import java.util.List;
import java.util.Set;

/**
 * Walking a path (001 › Combat › Movement in Combat): 5 ft a step to a neighbouring cell, 10 ft when the step enters
 * difficult terrain. A step is illegal when it is not to a neighbouring cell, or when the space it enters holds a
 * wall or an impassable cell (a hostile creature's space). The walk is costed up to its first illegal step. Crawling,
 * standing up, squeezing and where a move may end are for the rules layer.
 * <p>Cites {@code Playtest.MOVING_AROUND}.
 */
final class PathCosts {

    private PathCosts() {
    }

    static PathCost walk(Tiling g, List<Cell> anchors, Size size, Set<Cell> difficult, Blockers blockers,
                         Set<Cell> impassable) {
        if (anchors == null || anchors.isEmpty()) {
            throw new IllegalArgumentException("a path starts somewhere: give at least its first cell");
        }
        Set<Cell> rough = difficult == null ? Set.of() : difficult;
        Set<Cell> hostile = impassable == null ? Set.of() : impassable;
        int feet = 0;
        for (int i = 1; i < anchors.size(); i++) {
            Cell from = anchors.get(i - 1);
            Cell to = anchors.get(i);
            String reason = null;
            if (g.steps(from, to) != 1) {
                reason = to + " is not next to " + from;
            }
            List<Cell> before = g.space(from, size);
            List<Cell> after = g.space(to, size);
            boolean intoDifficult = false;
            for (Cell c : after) {
                if (reason != null) {
                    break;
                }
                if (blockers.blocks(c)) {
                    reason = c + " is a wall";
                } else if (hostile.contains(c)) {
                    reason = c + " is impassable (a hostile creature's space)";
                } else if (rough.contains(c) && !before.contains(c)) {
                    intoDifficult = true;
                }
            }
            if (reason != null) {
                return new PathCost(feet, i - 1, new PathCost.IllegalStep(i, from, to, reason));
            }
            feet += intoDifficult ? 10 : 5;
        }
        return new PathCost(feet, anchors.size() - 1, null);
    }
}
