package battleledger.kernel.state;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Position;

import java.util.List;
import java.util.TreeSet;

/**
 * The battlefield: which grid (none, squares or hexes, 003 › Running the Game), how areas are put on it and whether
 * flanking is in use (the encounter's options), and the terrain the GM laid out before the fight: walls and other
 * obstacles that block movement, sight and lines of effect, and difficult terrain.
 *
 * @param grid       the grid, or NONE: positions then decide nothing and commands name distances and reach
 * @param areaMethod how an area of effect is put on the grid (003, or 000's template and token methods)
 * @param flanking   003's optional flanking rule
 * @param walls      cells filled by an obstacle, in (y, x) order
 * @param difficult  cells of difficult terrain, in (y, x) order
 * @param obscured   heavily obscured cells (001 › Exploration › Stealth › Obscured Areas), in (y, x) order; null
 *                   when there are none, so a field without any keeps its stored text
 * @param items      items lying on the ground, dropped by a creature (001 › Combat › Actions in Combat › Use an Item),
 *                   in the order dropped; null when none lies there
 */
public record Field(EncounterOptions.GridKind grid, EncounterOptions.AreaMethod areaMethod, boolean flanking,
                    List<Position> walls, List<Position> difficult,
                    java.util.Map<String, battleledger.kernel.model.Situation> ruledSight,
                    @battleledger.kernel.support.OmittedWhenAbsent List<Position> obscured,
                    @battleledger.kernel.support.OmittedWhenAbsent List<Field.Lying> items) {

    public static final Field NONE = new Field(EncounterOptions.GridKind.NONE, EncounterOptions.AreaMethod.DMG, false,
            List.of(), List.of(), java.util.Map.of(), null, null);

    /** An item on the ground: what, where (null without a grid) and who dropped it. */
    public record Lying(String item, Position at, String droppedBy) {
    }

    public Field(EncounterOptions.GridKind grid, EncounterOptions.AreaMethod areaMethod, boolean flanking,
                 List<Position> walls, List<Position> difficult,
                 java.util.Map<String, battleledger.kernel.model.Situation> ruledSight) {
        this(grid, areaMethod, flanking, walls, difficult, ruledSight, null, null);
    }

    public Field {
        grid = grid == null ? EncounterOptions.GridKind.NONE : grid;
        areaMethod = areaMethod == null ? EncounterOptions.AreaMethod.DMG : areaMethod;
        walls = sorted(walls);
        difficult = sorted(difficult);
        obscured = obscured == null || obscured.isEmpty() ? null : sorted(obscured);
        ruledSight = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(ruledSight == null
                ? java.util.Map.of() : ruledSight));
        items = items == null || items.isEmpty() ? null : List.copyOf(items);
    }

    public static Field of(EncounterOptions o) {
        return new Field(o.grid(), o.areaMethod(), o.flanking(), List.of(), List.of(), java.util.Map.of());
    }

    public boolean gridded() {
        return grid != EncounterOptions.GridKind.NONE;
    }

    /** More terrain: cells already listed are listed once. */
    public Field with(List<Position> moreWalls, List<Position> moreDifficult, List<Position> moreObscured) {
        List<Position> w = new java.util.ArrayList<>(walls);
        w.addAll(moreWalls);
        List<Position> t = new java.util.ArrayList<>(difficult);
        t.addAll(moreDifficult);
        List<Position> o = new java.util.ArrayList<>(obscuredCells());
        o.addAll(moreObscured);
        return new Field(grid, areaMethod, flanking, w, t, ruledSight, o, items);
    }

    /** The heavily obscured cells, none when absent. */
    public List<Position> obscuredCells() {
        return obscured == null ? List.of() : obscured;
    }

    /** The items lying on the ground, none when null. */
    public List<Lying> lying() {
        return items == null ? List.of() : items;
    }

    /** One more item on the ground. */
    public Field dropped(Lying item) {
        List<Lying> more = new java.util.ArrayList<>(lying());
        more.add(item);
        return new Field(grid, areaMethod, flanking, walls, difficult, ruledSight, obscured, more);
    }

    /** The items {@code by} let fall at {@code from}, lying at {@code to} instead (a move cut short). */
    public Field moved(String by, Position from, Position to) {
        List<Lying> there = lying().stream()
                .map(l -> l.droppedBy().equals(by) && java.util.Objects.equals(l.at(), from) ? new Lying(l.item(), to, by)
                        : l).toList();
        return new Field(grid, areaMethod, flanking, walls, difficult, ruledSight, obscured, there);
    }

    /** An item taken up from the ground. */
    public Field pickedUp(Lying item) {
        List<Lying> less = new java.util.ArrayList<>(lying());
        less.remove(item);
        return new Field(grid, areaMethod, flanking, walls, difficult, ruledSight, obscured, less);
    }

    /** The key of a GM's standing ruling on what {@code from} sees of {@code to}. */
    public static String sightKey(String from, String to) {
        return from + ">" + to;
    }

    /** A GM's standing ruling on what one creature sees of another (003 › Cover: "may be overridden"). */
    public Field withRuledSight(String from, String to, battleledger.kernel.model.Situation ruled) {
        java.util.Map<String, battleledger.kernel.model.Situation> next = new java.util.TreeMap<>(ruledSight);
        next.put(sightKey(from, to), ruled);
        return new Field(grid, areaMethod, flanking, walls, difficult, next, obscured, items);
    }

    private static List<Position> sorted(List<Position> cells) {
        if (cells == null) {
            return List.of();
        }
        TreeSet<Position> set = new TreeSet<>((a, b) -> a.y() != b.y() ? Integer.compare(a.y(), b.y())
                : Integer.compare(a.x(), b.x()));
        set.addAll(cells);
        return List.copyOf(set);
    }
}
