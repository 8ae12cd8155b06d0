package battleledger.kernel.setup;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.command.SetupCommand.PlaceTerrain;
import battleledger.kernel.event.SetupEvent.TerrainPlaced;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.rules.GridRules;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.List;
import java.util.Set;

/** The terrain of a gridded battlefield, laid out by the GM before the fight, and where creatures may stand on it. */
public final class Terrain {

    /** At most this many cells of terrain in one command, and on one battlefield. */
    static final int MAX_PER_COMMAND = 10_000;
    static final int MAX_CELLS = 100_000;

    private Terrain() {
    }

    public static Outcome place(Facts f, PlaceTerrain c) {
        Setup.gmOnly(f, "PlaceTerrain");
        Battle b = f.battle();
        if (!Battlefield.gridded(b)) {
            throw RuleViolation.conflict("no-grid", null, "this encounter plays without a grid "
                    + "(options.grid is none): there is nowhere to put terrain");
        }
        if (b.phase() != Battle.Phase.SETUP) {
            throw RuleViolation.conflict("combat-already-started", null,
                    "terrain is laid out before the fight, not during it");
        }
        if (c.walls().size() + c.difficult().size() + c.obscuredCells().size() > MAX_PER_COMMAND) {
            throw RuleViolation.invalid("too-much-terrain", "one command lays out at most " + MAX_PER_COMMAND
                    + " cells");
        }
        if (b.field().walls().size() + b.field().difficult().size() + b.field().obscuredCells().size()
                + c.walls().size() + c.difficult().size() + c.obscuredCells().size() > MAX_CELLS) {
            throw RuleViolation.invalid("too-much-terrain", "a battlefield holds at most " + MAX_CELLS
                    + " cells of terrain");
        }
        for (List<Position> cells : List.of(c.walls(), c.difficult(), c.obscuredCells())) {
            for (Position p : cells) {
                if (!p.withinLimits()) {
                    throw RuleViolation.invalid("out-of-bounds", "terrain cells lie within ±" + Position.LIMIT);
                }
            }
        }
        Set<Cell> walls = Battlefield.cells(c.walls());
        for (Combatant someone : b.combatants().values()) {
            for (Cell cell : Battlefield.space(b, someone)) {
                if (walls.contains(cell)) {
                    throw RuleViolation.conflict("cell-occupied", GridRules.SIZE_AND_SPACE, someone.stats().name()
                            + " stands in " + cell + ": a wall cannot go there");
                }
            }
        }
        return Outcome.of(new TerrainPlaced(f.step(), f.by(), c.walls(), c.difficult(), c.obscured()));
    }

    /**
     * On a grid a creature joins at a place where its whole space (003 › Creature Size and Space) is clear of walls
     * and of other creatures; Tiny creatures may share a cell with each other ("4 per square").
     */
    public static void requireRoom(Facts f, StatBlock joining) {
        Battle b = f.battle();
        if (!Battlefield.gridded(b)) {
            return;
        }
        if (joining.position() == null) {
            throw RuleViolation.invalid("position-required", "on a grid every combatant needs a position");
        }
        List<Cell> space = Battlefield.grid(b).space(Cell.of(joining.position()), joining.size());
        Set<Cell> walls = Battlefield.cells(b.field().walls());
        for (Cell cell : space) {
            if (walls.contains(cell)) {
                throw RuleViolation.conflict("cell-occupied", GridRules.SIZE_AND_SPACE, "a wall fills " + cell);
            }
        }
        if (joining.size() == Size.TINY) {
            Battlefield.requireRoomForTiny(b, joining.id(), space.get(0));
        }
        for (Combatant other : b.combatants().values()) {
            boolean tinyPair = joining.size() == Size.TINY && other.stats().size() == Size.TINY;
            if (!tinyPair && Battlefield.space(b, other).stream().anyMatch(space::contains)) {
                throw RuleViolation.conflict("cell-occupied", GridRules.SIZE_AND_SPACE, other.stats().name()
                        + " already stands there");
            }
        }
    }
}
