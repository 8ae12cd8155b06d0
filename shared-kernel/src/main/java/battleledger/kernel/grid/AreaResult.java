package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;

import java.util.List;

/**
 * The cells an area of effect affects, and why.
 *
 * @param area     the area
 * @param method   how it was put on the grid
 * @param cells    the affected cells, in (y, x) order
 * @param shielded cells the method would have included but that no unblocked straight line from the point of
 *                 origin reaches (001 › Magic › Areas of Effect), in (y, x) order; walls themselves are in neither
 *                 list
 * @param why      one sentence: the rule applied and the counts
 */
public record AreaResult(Area area, AreaMethod method, List<Cell> cells, List<Cell> shielded, String why) {

    public AreaResult {
        cells = List.copyOf(cells);
        shielded = List.copyOf(shielded);
    }

    public int count() {
        return cells.size();
    }

    public boolean affects(Cell c) {
        return cells.contains(c);
    }
}
