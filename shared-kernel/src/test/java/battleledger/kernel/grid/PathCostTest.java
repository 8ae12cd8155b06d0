package battleledger.kernel.grid;

import battleledger.kernel.model.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Combat › Movement in Combat, on a grid: 5 ft a step, 10 ft into difficult terrain, no walking into walls. */
class PathCostTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();

    @Test
    @DisplayName("001 › Movement: each step costs 5 ft, diagonals too on squares")
    void plainSteps() {
        PathCost cost = squares.pathCost(List.of(Cell.of(0, 0), Cell.of(1, 1), Cell.of(2, 1), Cell.of(3, 2)), Set.of(),
                Blockers.none(), Set.of());
        assertThat(cost.feet()).isEqualTo(15);
        assertThat(cost.legal()).isTrue();
        assertThat(cost.legalSteps()).isEqualTo(3);
        assertThat(squares.pathCost(List.of(Cell.of(4, 4)), Set.of(), Blockers.none(), Set.of()).feet()).isZero();
    }

    @Test
    @DisplayName("001 › Movement: a step into difficult terrain costs 10 ft")
    void difficultTerrain() {
        PathCost cost = hexes.pathCost(List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(2, 0), Cell.of(2, 1)),
                Set.of(Cell.of(1, 0), Cell.of(2, 0)), Blockers.none(), Set.of());
        assertThat(cost.feet()).isEqualTo(25);
    }

    @Test
    @DisplayName("001 › Movement: a step into a wall is illegal; the walk is costed up to it")
    void walls() {
        PathCost cost = squares.pathCost(List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(2, 0), Cell.of(3, 0)), Set.of(),
                Blockers.walls(List.of(Cell.of(2, 0))), Set.of());
        assertThat(cost.legal()).isFalse();
        assertThat(cost.feet()).isEqualTo(5);
        assertThat(cost.legalSteps()).isEqualTo(1);
        assertThat(cost.firstIllegal().index()).isEqualTo(2);
        assertThat(cost.firstIllegal().to()).isEqualTo(Cell.of(2, 0));
        assertThat(cost.firstIllegal().reason()).isEqualTo("(2,0) is a wall");
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Moving Around Other Creatures: a hostile creature's space is "
            + "impassable, an ally's is not")
    void hostileAndAlliedSpaces() {
        List<Cell> path = List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(2, 0));
        Blockers crowd = Blockers.of(List.of(), List.of(Cell.of(1, 0)));
        assertThat(squares.pathCost(path, Set.of(), crowd, Set.of()).legal()).as("an ally at (1,0)").isTrue();
        PathCost blocked = squares.pathCost(path, Set.of(), crowd, Set.of(Cell.of(1, 0)));
        assertThat(blocked.legal()).isFalse();
        assertThat(blocked.firstIllegal().reason()).contains("hostile");
    }

    @Test
    @DisplayName("Movement: a step must go to a neighbouring cell")
    void stepsMustBeAdjacent() {
        PathCost cost = hexes.pathCost(List.of(Cell.of(0, 0), Cell.of(1, 1)), Set.of(), Blockers.none(), Set.of());
        assertThat(cost.legal()).isFalse();
        assertThat(cost.firstIllegal().reason()).isEqualTo("(1,1) is not next to (0,0)");
    }

    @Test
    @DisplayName("Movement: a Large creature's whole space must stay clear, and pays 10 ft when it enters difficult"
            + " terrain with any square")
    void largeCreatures() {
        List<Cell> path = List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(2, 0));
        assertThat(squares.pathCost(path, Size.LARGE, Set.of(Cell.of(3, 1)), Blockers.none(), Set.of()).feet())
                .isEqualTo(15);
        PathCost wall = squares.pathCost(path, Size.LARGE, Set.of(), Blockers.walls(List.of(Cell.of(3, 1))), Set.of());
        assertThat(wall.legalSteps()).isEqualTo(1);
        assertThat(wall.firstIllegal().reason()).isEqualTo("(3,1) is a wall");
    }
}
