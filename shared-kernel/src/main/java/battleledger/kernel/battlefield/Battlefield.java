package battleledger.kernel.battlefield;

import battleledger.kernel.grid.Blockers;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Position;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where creatures stand and what that decides, on the encounter's grid (003 › Running the Game): spaces, distances
 * and reach. Without a grid there is no geometry: reach is what moves said (who entered whose reach), and distances
 * are what commands say.
 */
public final class Battlefield {

    /** A creature with no melee attack still threatens the 5 feet around it (001 › Combat › Melee Attacks). */
    public static final int DEFAULT_REACH = 5;

    private Battlefield() {
    }

    /** "Tiny 4 per square / 4 per hex" (003 › Creature Size and Space). */
    public static final int TINY_PER_CELL = 4;

    /**
     * Refuses a Tiny creature a cell where four other Tiny creatures already stand (003 › Creature Size and Space:
     * "Tiny 4 per square", "4 per hex"), joining or ending a move there. The dead and those away take no room.
     */
    public static void requireRoomForTiny(Battle b, String tiny, Cell cell) {
        if (tinyThere(b, tiny, cell, c -> true) >= TINY_PER_CELL) {
            throw battleledger.kernel.RuleViolation.conflict("cell-occupied",
                    battleledger.kernel.rules.GridRules.SIZE_AND_SPACE, "four Tiny creatures already share " + cell
                            + " (Tiny: 4 per square, 4 per hex)");
        }
    }

    /** How many other Tiny creatures that {@code counted} takes in stand in {@code cell}. */
    public static long tinyThere(Battle b, String tiny, Cell cell,
                                 java.util.function.Predicate<battleledger.kernel.state.Combatant> counted) {
        return b.combatants().values().stream()
                .filter(c -> !c.id().equals(tiny) && !c.dead() && !c.away()
                        && c.stats().size() == battleledger.kernel.model.Size.TINY && counted.test(c))
                .filter(c -> space(b, c).contains(cell)).count();
    }

    public static boolean gridded(Battle b) {
        return b.field().gridded();
    }

    public static Grid grid(Battle b) {
        return Grid.of(b.field().grid());
    }

    /** The cells a creature occupies (003 › Creature Size and Space), or none when it has no place on the grid. */
    public static List<Cell> space(Battle b, Combatant c) {
        Position p = c.stats().position();
        return p == null || !gridded(b) ? List.of() : grid(b).space(Cell.of(p), c.stats().size());
    }

    public static List<Cell> space(Battle b, String id) {
        Combatant c = b.combatant(id);
        return c == null ? List.of() : space(b, c);
    }

    public static Set<Cell> cells(Collection<Position> positions) {
        Set<Cell> out = new TreeSet<>();
        positions.forEach(p -> out.add(Cell.of(p)));
        return out;
    }

    /** The walls, and the creatures standing on the field other than {@code except} (they block cover lines). */
    public static Blockers blockers(Battle b, String... except) {
        List<String> skip = List.of(except);
        List<Cell> creatures = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            if (!skip.contains(c.id()) && !c.dead() && !c.away()) {
                creatures.addAll(space(b, c));
            }
        }
        return Blockers.of(cells(b.field().walls()), creatures);
    }

    /** The walls alone: what blocks sight and areas (creatures block only cover lines). */
    public static Blockers walls(Battle b) {
        return Blockers.walls(cells(b.field().walls()));
    }

    /** Feet between two creatures' spaces, 5 feet a step (0 when they overlap). */
    public static int distance(Battle b, String x, String y) {
        return grid(b).distanceFeet(space(b, x), space(b, y));
    }

    /** The farthest its melee attacks reach. */
    public static int reach(Combatant c) {
        return c.stats().attacks().stream().filter(AttackProfile::melee).mapToInt(AttackProfile::reach).max()
                .orElse(DEFAULT_REACH);
    }

    /** Whether {@code target} is within {@code attacker}'s reach: by the grid, or as moves left them without one. */
    public static boolean reaches(Battle b, String attacker, String target) {
        Combatant a = b.combatant(attacker);
        if (a == null || b.combatant(target) == null) {
            return false;
        }
        return gridded(b) ? placed(b, attacker, target) && distance(b, attacker, target) <= reach(a)
                : b.engaged(attacker, target);
    }

    /** Whether two creatures are within {@code feet} of each other: by the grid, or engaged without one. */
    public static boolean within(Battle b, String x, String y, int feet) {
        if (b.combatant(x) == null || b.combatant(y) == null) {
            return false;
        }
        return gridded(b) ? placed(b, x, y) && distance(b, x, y) <= feet : b.engaged(x, y);
    }

    /**
     * The creatures, of any side, whose reach {@code id} is in: on a grid by their places and reach (the dead and
     * those away reach no one), without one as moves left them (001 › Combat › Movement in Combat).
     */
    public static List<String> reachedBy(Battle b, String id) {
        if (!gridded(b)) {
            return b.engagedWith(id);
        }
        List<String> out = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            if (!c.id().equals(id) && !c.dead() && !c.away() && reaches(b, c.id(), id)) {
                out.add(c.id());
            }
        }
        return out;
    }

    /** The hostile creatures able to act whose reach {@code id} is in. */
    public static List<String> threatening(Battle b, String id) {
        List<String> out = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            if (!c.id().equals(id) && b.hostile(c.id(), id) && !c.incapacitated() && !c.dead() && !c.away()
                    && reaches(b, c.id(), id)) {
                out.add(c.id());
            }
        }
        return out;
    }

    static boolean placed(Battle b, String x, String y) {
        return !space(b, x).isEmpty() && !space(b, y).isEmpty();
    }
}
