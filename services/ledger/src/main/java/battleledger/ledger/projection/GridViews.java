package battleledger.ledger.projection;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.Spot;
import battleledger.kernel.spell.Zones;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.ledger.json.KernelJson;

import java.util.ArrayList;
import java.util.List;

/** The battle grid as a virtual tabletop draws it (GET /encounters/{id}/grid). */
public final class GridViews {

    /** Cells of margin around what is on the field, for the bounds. */
    public static final int MARGIN = 2;

    private GridViews() {
    }

    /**
     * The grid.
     *
     * @param grid       squares or hexes
     * @param areaMethod dmg, template or token
     * @param flanking   whether the optional flanking rule is in use
     * @param bounds     a rectangle of cells holding everything on the field, with a margin
     * @param walls      cells filled by obstacles
     * @param difficult  cells of difficult terrain
     * @param occupants  who stands where: every cell of each creature's space
     * @param areas      the zones in effect (silence, cloudkill) and the cells they cover now
     * @param resolved   the instant areas (a fireball) resolved this round, in the order resolved
     * @param obscured   heavily obscured cells (001 › Exploration › Stealth › Obscured Areas); empty when none
     */
    public record GridView(String grid, String areaMethod, boolean flanking, Bounds bounds, List<Position> walls,
                           List<Position> difficult, List<Occupant> occupants, List<ZoneArea> areas,
                           List<ResolvedArea> resolved, List<Position> obscured) {
        public GridView {
            obscured = obscured == null ? List.of() : obscured;
        }
    }

    public record Bounds(int minX, int minY, int maxX, int maxY) {
    }

    public record Occupant(String combatant, String size, String life, Position anchor, List<Position> cells) {
    }

    /**
     * An instant area of effect as it was resolved (002 › Stages of Spellcasting, resolve; 003 › Areas of Effect).
     *
     * @param step        the step that resolved it
     * @param spell       the spell's id
     * @param caster      who cast it, or null when unknown
     * @param point       its point of origin, or null (an area centred on its caster)
     * @param area        its shape and size in words
     * @param method      the area method that chose its cells (dmg, template or token)
     * @param cells       the cells it covered
     * @param perceptible whether its casting could be perceived; when false its caster is the GM's and the caster's
     */
    public record ResolvedArea(int step, String spell, String caster, Spot point, String area, String method,
                               List<Position> cells, boolean perceptible) {
    }

    public record ZoneArea(String effect, String spell, String caster, String centre, Spot point, boolean deferred,
                           List<Position> cells, boolean perceptible) {
    }

    /** The grid of the battle, with the instant areas resolved this round; null when it plays without one. */
    public static GridView of(battleledger.kernel.state.EncounterState s) {
        return of(s.battle(), ResolvedAreas.thisRound(s));
    }

    /** The grid of the battle, or null when it plays without one. */
    public static GridView of(Battle b) {
        return of(b, List.of());
    }

    private static GridView of(Battle b, List<ResolvedArea> resolved) {
        if (!Battlefield.gridded(b)) {
            return null;
        }
        List<Position> all = new ArrayList<>(b.field().walls());
        all.addAll(b.field().difficult());
        all.addAll(b.field().obscuredCells());
        List<Occupant> occupants = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            List<Position> cells = positions(Battlefield.space(b, c));
            if (!cells.isEmpty() && !c.away()) {
                occupants.add(new Occupant(c.id(), KernelJson.wire(c.stats().size()),
                        KernelJson.wire(c.vitals().life()), c.stats().position(), cells)); // as a Fighter reads it
                all.addAll(cells);
            }
        }
        List<ZoneArea> areas = new ArrayList<>();
        for (ActiveEffect e : b.effects()) {
            List<Position> cells = positions(Zones.cells(b, e));
            if (!cells.isEmpty()) {
                areas.add(new ZoneArea(e.id(), e.spell(), e.caster(), e.centre(), e.point(), e.deferred(), cells,
                        SpellViews.perceptible(b, e.caster(), e.spell())));
                all.addAll(cells);
            }
        }
        resolved.forEach(r -> all.addAll(r.cells()));
        return new GridView(KernelJson.wire(b.field().grid()), KernelJson.wire(b.field().areaMethod()),
                b.field().flanking(), bounds(all), b.field().walls(), b.field().difficult(), occupants, areas,
                resolved, b.field().obscuredCells());
    }

    static List<Position> positions(List<Cell> cells) {
        return cells.stream().map(Cell::position).toList();
    }

    static Bounds bounds(List<Position> cells) {
        if (cells.isEmpty()) {
            return new Bounds(0, 0, 0, 0);
        }
        int minX = cells.stream().mapToInt(Position::x).min().orElse(0);
        int minY = cells.stream().mapToInt(Position::y).min().orElse(0);
        int maxX = cells.stream().mapToInt(Position::x).max().orElse(0);
        int maxY = cells.stream().mapToInt(Position::y).max().orElse(0);
        return new Bounds(minX - MARGIN, minY - MARGIN, maxX + MARGIN, maxY + MARGIN);
    }
}
