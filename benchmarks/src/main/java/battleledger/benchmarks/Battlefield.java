package battleledger.benchmarks;

import battleledger.kernel.grid.Blockers;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.EncounterOptions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A 100 × 100 battlefield with scattered obstacles: about 8% of the cells are walls (pillars, rubble) and about 4%
 * hold creatures, placed by a fixed linear congruential sequence so every run measures the same field.
 */
final class Battlefield {

    static final int SIZE = 100;

    final Grid grid;
    final Blockers blockers;
    final List<Cell> open;

    private long state;

    Battlefield(EncounterOptions.GridKind kind, long seed) {
        grid = Grid.of(kind);
        state = seed;
        Set<Cell> walls = new TreeSet<>();
        Set<Cell> creatures = new TreeSet<>();
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int roll = next(100);
                if (roll < 8) {
                    walls.add(Cell.of(x, y));
                } else if (roll < 12) {
                    creatures.add(Cell.of(x, y));
                }
            }
        }
        blockers = Blockers.of(walls, creatures);
        List<Cell> free = new ArrayList<>();
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                Cell c = Cell.of(x, y);
                if (!walls.contains(c)) {
                    free.add(c);
                }
            }
        }
        open = free;
    }

    /** A number in [0, bound). */
    int next(int bound) {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return (int) Long.remainderUnsigned(state >>> 33, bound);
    }

    /** An open cell at most {@code reach} cells from {@code near} in x and y. */
    Cell openNear(Cell near, int reach) {
        while (true) {
            Cell c = Cell.of(near.x() + next(2 * reach + 1) - reach, near.y() + next(2 * reach + 1) - reach);
            if (c.x() >= 0 && c.y() >= 0 && c.x() < SIZE && c.y() < SIZE && !blockers.blocks(c) && !c.equals(near)) {
                return c;
            }
        }
    }
}
