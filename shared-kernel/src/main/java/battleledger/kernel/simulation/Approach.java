package battleledger.kernel.simulation;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.Position;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Closing in on a grid: a greedy walk, one cell at a time, to the free neighbouring cell nearest the foe, until the
 * foe is within reach or the movement is spent. It avoids walls and the spaces of others; whether the path is
 * legal and what it costs (difficult terrain, provoked opportunity attacks) is the decider's to say
 * (001 › Combat › Movement in Combat; 003).
 */
final class Approach {

    private Approach() {
    }

    /** A move toward {@code foe} on the grid, or null when no step brings it nearer. */
    static Move toward(Battle b, Combatant actor, Combatant foe, int feetLeft) {
        if (actor.stats().position() == null || foe.stats().position() == null) {
            return null;
        }
        Grid grid = Battlefield.grid(b);
        Set<Cell> blocked = new HashSet<>(Battlefield.cells(b.field().walls()));
        for (Combatant c : b.combatants().values()) {
            if (!c.id().equals(actor.id()) && !c.dead() && !c.away()) {
                blocked.addAll(Battlefield.space(b, c));
            }
        }
        List<Cell> target = Battlefield.space(b, foe);
        int reach = Battlefield.reach(actor);
        Cell at = Cell.of(actor.stats().position());
        List<Position> path = new ArrayList<>();
        int steps = feetLeft / 5;
        for (int i = 0; i < steps; i++) {
            int now = grid.distanceFeet(grid.space(at, actor.stats().size()), target);
            if (now <= reach) {
                break;
            }
            Cell best = null;
            int bestFeet = now;
            for (Cell n : grid.neighbours(at)) {
                List<Cell> space = grid.space(n, actor.stats().size());
                if (space.stream().anyMatch(blocked::contains)) {
                    continue;
                }
                int feet = grid.distanceFeet(space, target);
                if (feet < bestFeet) {
                    best = n;
                    bestFeet = feet;
                }
            }
            if (best == null) {
                break;
            }
            at = best;
            path.add(best.position());
        }
        return path.isEmpty() ? null : new Move(actor.id(), 0, List.of(), List.of(), false, path);
    }
}
