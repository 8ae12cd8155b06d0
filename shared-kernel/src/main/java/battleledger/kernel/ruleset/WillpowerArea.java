package battleledger.kernel.ruleset;

import battleledger.kernel.grid.Blockers;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.EncounterOptions;

import java.util.List;
import java.util.Map;

/**
 * Where a willpower area is cast on the grid (004 › Sphere, Cone): the caster's cell, the cell a cone is aimed at (the
 * command's point, else its first named target), every other creature's space (all its cells) in a stable order, the
 * walls, the encounter's area method (003's half-a-square rule by default), and the targets the command named; asked
 * of {@link MagicRules#willpowerAreaTargets}.
 */
public record WillpowerArea(Grid grid, String spell, String caster, Cell at, Cell aim,
                            Map<String, List<Cell>> creatures, Blockers blockers,
                            EncounterOptions.AreaMethod method, List<String> named) {
    public WillpowerArea {
        named = List.copyOf(named);
    }
}
