package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.ruleset.dragonbane.CastRequest.SpellTarget;
import battleledger.kernel.grid.Area;
import battleledger.kernel.grid.AreaResult;
import battleledger.kernel.grid.Blockers;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.EncounterOptions.AreaMethod;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Areas of effect of Dragonbane spells on the battle grid (004 › Area of Effect, Sphere, Cone), with the grid
 * geometry of 003 the playtest uses. A square is 2 meters (Dragonbane core rules › Actions and Movement), so a
 * spell's meters become grid units and the shared {@link Area} in its 5-ft units. The area starts at the mage: a
 * sphere is centred on the mage and affects everyone in it except the mage; a cone's apex is the mage and its width
 * at any point equals the distance from the mage ({@link Area.Shape#CONE}), aimed at {@code aim}.
 */
public final class SpellAreas {

    public static final int METERS_PER_SQUARE = 2;

    private SpellAreas() {
    }

    /** Meters between two cells: 2 m a grid step. */
    public static int meters(Grid grid, Cell a, Cell b) {
        return grid.steps(a, b) * METERS_PER_SQUARE;
    }

    /** The shared area of a spell's sphere or cone, in the grid's feet (one 2-m square = one 5-ft cell). */
    public static Area area(Spell spell) {
        int cells = Math.max(1, spell.range().meters() / METERS_PER_SQUARE);
        switch (spell.range().shape()) {
            case SPHERE:
                return Area.sphere(cells * 5);
            case CONE:
                return Area.cone(cells * 5);
            default:
                throw new IllegalArgumentException(spell.id() + " has no area of effect");
        }
    }

    /**
     * The creatures a sphere or cone from {@code mage} affects, with their distances: the creatures whose cell the
     * area covers, the mage left out (004 › Sphere: "except the mage themself"; a cone's apex is not in it).
     *
     * @param creatures every other creature's cell, by id, in a stable order
     * @param aim       for a cone, the cell it extends toward; ignored for a sphere
     */
    public static List<SpellTarget> targets(Grid grid, Spell spell, String mageId, Cell mage, Cell aim,
                                            Map<String, Cell> creatures, Blockers blockers, AreaMethod method) {
        Map<String, List<Cell>> spaces = new java.util.LinkedHashMap<>();
        creatures.forEach((id, cell) -> spaces.put(id, List.of(cell)));
        return inSpaces(grid, spell, mageId, mage, aim, spaces, blockers, method);
    }

    /**
     * As {@link #targets}, each creature by all the cells of its space: a larger creature is in the area when any
     * of its cells is, and its distance is that of its nearest cell.
     */
    public static List<SpellTarget> inSpaces(Grid grid, Spell spell, String mageId, Cell mage, Cell aim,
                                             Map<String, List<Cell>> spaces, Blockers blockers, AreaMethod method) {
        Area area = area(spell);
        AreaResult result = grid.area(area, grid.center(mage),
                area.aimed() ? grid.center(aim) : null, method, blockers);
        List<SpellTarget> out = new ArrayList<>();
        spaces.forEach((id, cells) -> {
            if (!id.equals(mageId) && cells.stream().anyMatch(result::affects)) {
                out.add(new SpellTarget(id, cells.stream().mapToInt(c -> meters(grid, mage, c)).min().orElse(0)));
            }
        });
        return out;
    }
}
