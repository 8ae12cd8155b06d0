package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** 003 › Creature Size on Squares and Hexes, the Creature Size and Space table, on both grids. */
class SpaceTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();

    @ParameterizedTest(name = "{0}: {1} squares, {2} hexes")
    @CsvSource({"TINY, 1, 1", "SMALL, 1, 1", "MEDIUM, 1, 1", "LARGE, 4, 3", "HUGE, 9, 7", "GARGANTUAN, 16, 12"})
    @DisplayName("003 › Creature Size and Space: every row of the table, cell counts on squares and hexes")
    void everyRowOfTheTable(Size size, int squareCount, int hexCount) {
        assertThat(squares.space(Cell.of(3, -2), size)).hasSize(squareCount).doesNotHaveDuplicates();
        assertThat(hexes.space(Cell.of(3, -2), size)).hasSize(hexCount).doesNotHaveDuplicates();
    }

    @ParameterizedTest(name = "{0} is {1} by {1}")
    @CsvSource({"TINY, 1", "SMALL, 1", "MEDIUM, 1", "LARGE, 2", "HUGE, 3", "GARGANTUAN, 4"})
    @DisplayName("003 › Creature Size and Space: on squares a space is a square block anchored at its top-left cell")
    void squareSpacesAreBlocks(Size size, int side) {
        List<Cell> space = squares.space(Cell.of(10, 20), size);
        assertThat(space).allSatisfy(c -> {
            assertThat(c.x()).isBetween(10, 10 + side - 1);
            assertThat(c.y()).isBetween(20, 20 + side - 1);
        });
        assertThat(space.get(0)).isEqualTo(Cell.of(10, 20));
        assertThat(space).isSorted();
    }

    @Test
    @DisplayName("003 › Creature Size and Space: a Tiny creature's space is its one shared cell (4 per square or hex)")
    void tinyCreaturesShareACell() {
        assertThat(squares.space(Cell.of(1, 1), Size.TINY)).containsExactly(Cell.of(1, 1));
        assertThat(hexes.space(Cell.of(1, 1), Size.TINY)).containsExactly(Cell.of(1, 1));
    }

    @Test
    @DisplayName("003 › Creature Size and Space: a Large creature takes 3 mutually adjacent hexes")
    void largeOnHexesIsThreeMutuallyAdjacentHexes() {
        List<Cell> large = hexes.space(Cell.of(0, 0), Size.LARGE);
        assertThat(large).containsExactly(Cell.of(0, 0), Cell.of(1, 0), Cell.of(0, 1));
        for (Cell a : large) {
            for (Cell b : large) {
                assertThat(hexes.steps(a, b)).isEqualTo(a.equals(b) ? 0 : 1);
            }
        }
    }

    @Test
    @DisplayName("003 › Creature Size and Space: a Huge creature takes 7 hexes, a hex and its six neighbours")
    void hugeOnHexesIsAHexAndItsRing() {
        List<Cell> huge = hexes.space(Cell.of(4, 4), Size.HUGE);
        assertThat(huge).contains(Cell.of(4, 4)).containsAll(hexes.neighbours(Cell.of(4, 4)));
    }

    @Test
    @DisplayName("003 › Creature Size and Space: a Gargantuan creature takes 12 hexes, a Large space and its ring,"
            + " three-fold symmetric about the Large space's shared corner")
    void gargantuanOnHexesIsARoundedTriangle() {
        List<Cell> large = hexes.space(Cell.of(0, 0), Size.LARGE);
        List<Cell> gargantuan = hexes.space(Cell.of(0, 0), Size.GARGANTUAN);
        assertThat(gargantuan).containsAll(large).allSatisfy(c ->
                assertThat(large.stream().mapToInt(l -> hexes.steps(c, l)).min().orElseThrow()).isLessThanOrEqualTo(1));
        // the corner all three Large hexes share: corner 2 of (0,0) (lower right)
        Point shared = hexes.corners(Cell.of(0, 0)).get(2);
        assertThat(hexes.corners(Cell.of(1, 0))).anySatisfy(p -> assertThat(p.distanceTo(shared)).isLessThan(1e-9));
        assertThat(hexes.corners(Cell.of(0, 1))).anySatisfy(p -> assertThat(p.distanceTo(shared)).isLessThan(1e-9));
        // rotating every hex centre by 120° about that corner gives the same 12 centres
        for (Cell c : gargantuan) {
            Point p = hexes.center(c);
            double dx = p.x() - shared.x();
            double dy = p.y() - shared.y();
            double cos = Math.cos(2 * Math.PI / 3);
            double sin = Math.sin(2 * Math.PI / 3);
            Point turned = Point.of(shared.x() + cos * dx - sin * dy, shared.y() + sin * dx + cos * dy);
            assertThat(gargantuan).contains(hexes.cellAt(turned));
            assertThat(hexes.center(hexes.cellAt(turned)).distanceTo(turned)).isLessThan(1e-9);
        }
    }

    @Test
    @DisplayName("003 › Creature Size and Space: on hexes every size's space is connected (one piece)")
    void hexSpacesAreConnected() {
        for (Size size : Size.values()) {
            List<Cell> space = hexes.space(Cell.of(-3, 7), size);
            assertThat(space).allSatisfy(c -> assertThat(space.size() == 1
                    || space.stream().anyMatch(o -> hexes.steps(o, c) == 1)).isTrue());
        }
    }

    @Test
    @DisplayName("Squares: 5 ft a step, diagonals too; the distance between spaces is between their nearest cells")
    void squareDistances() {
        assertThat(squares.distanceFeet(List.of(Cell.of(0, 0)), List.of(Cell.of(3, 4)))).isEqualTo(20);
        assertThat(squares.distanceFeet(List.of(Cell.of(0, 0)), List.of(Cell.of(1, 1)))).isEqualTo(5);
        assertThat(squares.distanceFeet(squares.space(Cell.of(0, 0), Size.LARGE), List.of(Cell.of(3, 0))))
                .isEqualTo(10);
        assertThat(squares.adjacent(squares.space(Cell.of(0, 0), Size.HUGE), List.of(Cell.of(3, 3)))).isTrue();
        assertThat(squares.distanceFeet(List.of(Cell.of(2, 2)), squares.space(Cell.of(1, 1), Size.LARGE))).isZero();
    }

    @Test
    @DisplayName("Hexes: 5 ft a hex step; the distance between spaces is between their nearest hexes")
    void hexDistances() {
        assertThat(hexes.distanceFeet(List.of(Cell.of(0, 0)), List.of(Cell.of(3, -1)))).isEqualTo(15);
        assertThat(hexes.distanceFeet(List.of(Cell.of(0, 0)), List.of(Cell.of(2, 2)))).isEqualTo(20);
        assertThat(hexes.distanceFeet(List.of(Cell.of(0, 0)), List.of(Cell.of(-1, 1)))).isEqualTo(5);
        assertThat(hexes.distanceFeet(List.of(Cell.of(0, 0)), List.of(Cell.of(1, 1)))).isEqualTo(10);
        assertThat(hexes.distanceFeet(hexes.space(Cell.of(0, 0), Size.HUGE), List.of(Cell.of(3, 0)))).isEqualTo(10);
        // hex steps are the straight-line distance between centres for cells along a hex direction
        assertThat(hexes.center(Cell.of(0, 0)).distanceTo(hexes.center(Cell.of(0, 4)))).isCloseTo(4, within(1e-12));
    }

    @Test
    @DisplayName("Neighbours: 8 on squares, 6 on hexes, each one step and 1 unit (centre to centre) away on hexes")
    void neighbours() {
        assertThat(squares.neighbours(Cell.of(0, 0))).hasSize(8).isSorted().doesNotContain(Cell.of(0, 0))
                .allSatisfy(n -> assertThat(squares.steps(n, Cell.of(0, 0))).isEqualTo(1));
        assertThat(hexes.neighbours(Cell.of(2, 3))).hasSize(6).isSorted()
                .containsExactlyInAnyOrder(Cell.of(3, 3), Cell.of(1, 3), Cell.of(2, 2), Cell.of(2, 4), Cell.of(3, 2),
                        Cell.of(1, 4))
                .allSatisfy(n -> assertThat(hexes.center(n).distanceTo(hexes.center(Cell.of(2, 3))))
                        .isCloseTo(1.0, within(1e-12)));
    }

    @Test
    @DisplayName("Hex corners: six, 1/√3 from the centre, from the top turning toward +x; neighbours share two")
    void hexCorners() {
        Cell c = Cell.of(1, 2);
        Point center = hexes.center(c);
        assertThat(center.x()).isCloseTo(2.0, within(1e-12));
        assertThat(center.y()).isCloseTo(Math.sqrt(3), within(1e-12));
        List<Point> corners = hexes.corners(c);
        assertThat(corners).hasSize(6).allSatisfy(p ->
                assertThat(p.distanceTo(center)).isCloseTo(1 / Math.sqrt(3), within(1e-12)));
        assertThat(corners.get(0).y()).isCloseTo(center.y() - 1 / Math.sqrt(3), within(1e-12));
        assertThat(corners.get(1).x()).isGreaterThan(center.x());
        for (Cell n : hexes.neighbours(c)) {
            long shared = corners.stream().filter(p -> hexes.corners(n).stream()
                    .anyMatch(q -> q.distanceTo(p) < 1e-9)).count();
            assertThat(shared).isEqualTo(2);
        }
        // every corner is shared by exactly three hexes: this one and two neighbours
        for (Point p : corners) {
            long touching = hexes.neighbours(c).stream().filter(n -> hexes.corners(n).stream()
                    .anyMatch(q -> q.distanceTo(p) < 1e-9)).count();
            assertThat(touching).isEqualTo(2);
        }
    }

    @Test
    @DisplayName("Square corners are the intersections around the square; the centre is half a unit in")
    void squareCorners() {
        assertThat(squares.corners(Cell.of(4, 5)))
                .containsExactly(Point.of(4, 5), Point.of(5, 5), Point.of(5, 6), Point.of(4, 6));
        assertThat(squares.center(Cell.of(4, 5))).isEqualTo(Point.of(4.5, 5.5));
    }

    @Test
    @DisplayName("A space's corners are those on its outline: 4 for a Medium square, 8 for a Large one")
    void spaceCornersAreOnTheOutline() {
        assertThat(squares.spaceCorners(squares.space(Cell.of(0, 0), Size.MEDIUM))).hasSize(4);
        assertThat(squares.spaceCorners(squares.space(Cell.of(0, 0), Size.LARGE))).hasSize(8)
                .doesNotContain(Point.of(1, 1));
        // a Huge hex space: 7 hexes × 6 corners, shared; its outline has 18 corners, 6 inside are left out
        assertThat(hexes.spaceCorners(hexes.space(Cell.of(0, 0), Size.HUGE))).hasSize(18);
    }

    @Test
    @DisplayName("cellAt finds the cell holding a point, on squares and hexes")
    void cellAtFindsTheCell() {
        assertThat(squares.cellAt(Point.of(3.2, -0.5))).isEqualTo(Cell.of(3, -1));
        for (int q = -3; q <= 3; q++) {
            for (int r = -3; r <= 3; r++) {
                Point c = hexes.center(Cell.of(q, r));
                assertThat(hexes.cellAt(c.plus(0.2, -0.3))).isEqualTo(Cell.of(q, r));
            }
        }
    }

    @Test
    @DisplayName("Grid.of gives squares or hexes, and refuses NONE")
    void theFactory() {
        assertThat(Grid.of(EncounterOptions.GridKind.SQUARES)).isSameAs(squares);
        assertThat(Grid.of(EncounterOptions.GridKind.HEXES)).isSameAs(hexes);
        assertThat(Grid.of(EncounterOptions.GridKind.HEXES).kind()).isEqualTo(EncounterOptions.GridKind.HEXES);
        assertThatThrownBy(() -> Grid.of(EncounterOptions.GridKind.NONE)).isInstanceOf(IllegalArgumentException.class);
    }
}
