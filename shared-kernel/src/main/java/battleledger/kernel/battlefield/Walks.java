package battleledger.kernel.battlefield;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.grid.Blockers;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.grid.PathCost;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.Size;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A creature walking a path on the grid (001 › Combat › Movement in Combat): 5 feet a cell, 10 into difficult
 * terrain, 5 more a cell when crawling; through allies but not through hostile creatures or walls, and not ending in
 * someone else's space. An ethereal creature passes through walls and non-ethereal creatures (001 › Conditions ›
 * Ethereal), and may end its walk inside a wall (combat.InsideObjects). Whose reach it leaves and enters is read step by step along the way.
 */
public final class Walks {

    /** A path holds at most this many cells. */
    public static final int MAX_CELLS = 200;

    private Walks() {
    }

    /**
     * The walk worked out.
     *
     * @param feet   the distance walked, 5 feet a cell
     * @param cost   the movement it spends
     * @param leaves the creatures whose reach it left at some step, in the order left
     * @param enters the creatures whose reach it entered at some step
     * @param leftFrom for each creature whose reach it left, the mover's cell (its anchor) just before it first left
     * @param path     the cells walked: the path named, or its first cells when a creature hidden from the mover
     *                 stood in its way
     * @param blocked  the cell the mover could not enter for a creature hidden from it, or null
     * @param planned  the movement the whole path named would spend: what the mover must have left to set out
     */
    public record Walk(int feet, int cost, List<String> leaves, List<String> enters,
                       java.util.Map<String, Position> leftFrom, List<Position> path, Position blocked, int planned) {
        public Walk {
            leftFrom = java.util.Map.copyOf(leftFrom);
            path = List.copyOf(path);
        }

        /** Whether a creature hidden from the mover stopped it short of its path's end. */
        public boolean stopped() {
            return blocked != null;
        }
    }

    public static Walk walk(Battle b, Combatant mover, List<Position> path, boolean crawling) {
        if (path.size() > MAX_CELLS) {
            throw RuleViolation.invalid("invalid-path", "a path holds at most " + MAX_CELLS + " cells");
        }
        Grid g = Battlefield.grid(b);
        Size size = mover.stats().size();
        List<Cell> anchors = new ArrayList<>();
        anchors.add(Cell.of(mover.stats().position()));
        for (Position p : path) {
            if (!p.withinLimits()) {
                throw RuleViolation.invalid("invalid-path", "path cells lie within ±" + Position.LIMIT);
            }
            anchors.add(Cell.of(p));
        }
        // "The creature can pass through non-ethereal creatures. It can also pass through solid objects" (001 ›
        // Conditions › Ethereal): walls and non-ethereal foes do not stop an ethereal walker
        boolean ethereal = mover.has(Condition.ETHEREAL);
        Set<Cell> hostile = new TreeSet<>();
        Set<Cell> others = new TreeSet<>();
        Set<Cell> unknownFoes = new TreeSet<>();
        Set<Cell> unknown = new TreeSet<>();
        for (Combatant c : b.combatants().values()) {
            if (c.id().equals(mover.id()) || c.dead() || c.away()) {
                continue;
            }
            List<Cell> space = Battlefield.space(b, c);
            // "your enemies don't know where you are" (001 › Exploration › Stealth › Benefits of Being Hidden): a
            // creature hidden from the mover does not shape the path its player names; the mover meets it on the way
            boolean known = !hiddenFrom(c, mover);
            List<Cell> room = size == Size.TINY && c.stats().size() == Size.TINY ? List.of() : space;
            (known ? others : unknown).addAll(room);
            if (b.hostile(c.id(), mover.id()) && (!ethereal || c.has(Condition.ETHEREAL))) {
                (known ? hostile : unknownFoes).addAll(space);
            }
        }
        PathCost pc = g.pathCost(anchors, size, Battlefield.cells(b.field().difficult()),
                ethereal ? Blockers.none() : Battlefield.walls(b), hostile);
        if (!pc.legal()) {
            throw RuleViolation.conflict("illegal-path", Playtest.MOVEMENT_IN_COMBAT, "step "
                    + pc.firstIllegal().index() + " of the path cannot be taken: " + pc.firstIllegal().reason());
        }
        List<Cell> end = g.space(anchors.get(anchors.size() - 1), size);
        if (size == Size.TINY && Battlefield.tinyThere(b, mover.id(), end.get(0), c -> !hiddenFrom(c, mover))
                >= Battlefield.TINY_PER_CELL) {
            Battlefield.requireRoomForTiny(b, mover.id(), end.get(0)); // four the mover knows of: refused
        } else if (size == Size.TINY && Battlefield.tinyThere(b, mover.id(), end.get(0), c -> true)
                >= Battlefield.TINY_PER_CELL) {
            unknown.add(end.get(0)); // full with those hidden from it: the mover finds it so on arriving
        }
        if (end.stream().anyMatch(others::contains)) {
            throw RuleViolation.conflict("cell-occupied", Playtest.MOVEMENT_IN_COMBAT, mover.stats().name()
                    + " may move through an ally's space but not end its move there");
        }
        int steps = anchors.size() - 1;
        int planned = pc.feet() + (crawling ? 5 * steps : 0);
        int bump = bump(g, anchors, size, unknownFoes, unknown);
        if (bump < 0) {
            return reaches(b, mover, g, anchors, planned, 5 * steps, path, null, planned);
        }
        // the walk ends at the last cell before the bump where the mover may stand (it went through allies to get
        // there, so it may have to stop further back), or where it started
        int stop = bump - 1;
        while (stop > 0 && g.space(anchors.get(stop), size).stream().anyMatch(x -> others.contains(x)
                || unknown.contains(x))) {
            stop--;
        }
        List<Cell> walked = anchors.subList(0, stop + 1);
        PathCost part = g.pathCost(walked, size, Battlefield.cells(b.field().difficult()),
                ethereal ? Blockers.none() : Battlefield.walls(b), hostile);
        return reaches(b, mover, g, walked, part.feet() + (crawling ? 5 * stop : 0), 5 * stop, path.subList(0, stop),
                anchors.get(bump).position(), planned);
    }

    /**
     * The first step of the walk into a space where a creature hidden from the mover stands in its way: a foe's
     * anywhere on the path ("a hostile creature does not" let you through, 001 › Combat › Movement in Combat ›
     * Moving Around Other Creatures), anyone's at its end; -1 when none does.
     */
    private static int bump(Grid g, List<Cell> anchors, Size size, Set<Cell> unknownFoes, Set<Cell> unknown) {
        if (unknown.isEmpty() && unknownFoes.isEmpty()) {
            return -1;
        }
        int last = anchors.size() - 1;
        for (int i = 1; i <= last; i++) {
            boolean end = i == last;
            if (g.space(anchors.get(i), size).stream().anyMatch(x -> unknownFoes.contains(x)
                    || end && unknown.contains(x))) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code c} hides from the mover: the mover does not know where it stands (001 › Stealth). */
    static boolean hiddenFrom(Combatant c, Combatant mover) {
        return c.stance().hiding() != null && c.stance().hiding().from().contains(mover.id());
    }

    /** Whose reach the walk leaves and enters, step by step. */
    static Walk reaches(Battle b, Combatant mover, Grid g, List<Cell> anchors, int cost, int feet,
                        List<Position> path, Position blocked, int planned) {
        Set<String> leaves = new LinkedHashSet<>();
        Set<String> enters = new LinkedHashSet<>();
        java.util.Map<String, Position> leftFrom = new java.util.TreeMap<>();
        for (Combatant c : b.combatants().values()) {
            if (c.id().equals(mover.id()) || c.dead() || c.away() || Battlefield.space(b, c).isEmpty()) {
                continue;
            }
            List<Cell> theirs = Battlefield.space(b, c);
            int reach = Battlefield.reach(c);
            boolean inside = g.distanceFeet(g.space(anchors.get(0), mover.stats().size()), theirs) <= reach;
            for (int i = 1; i < anchors.size(); i++) {
                boolean now = g.distanceFeet(g.space(anchors.get(i), mover.stats().size()), theirs) <= reach;
                if (inside && !now) {
                    leaves.add(c.id());
                    leftFrom.putIfAbsent(c.id(), anchors.get(i - 1).position());
                } else if (!inside && now) {
                    enters.add(c.id());
                }
                inside = now;
            }
        }
        return new Walk(feet, cost, List.copyOf(leaves), List.copyOf(enters), leftFrom, path, blocked, planned);
    }
}
