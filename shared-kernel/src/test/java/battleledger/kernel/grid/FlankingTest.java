package battleledger.kernel.grid;

import battleledger.kernel.model.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** 003 › Optional Rule: Flanking, on squares and on hexes. */
class FlankingTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();

    private static List<Cell> at(int x, int y) {
        return List.of(Cell.of(x, y));
    }

    private final List<Cell> orc = at(5, 5);

    @Test
    @DisplayName("003 › Flanking on Squares: on opposite sides of the enemy, the line between centres crosses"
            + " opposite sides")
    void oppositeSides() {
        assertThat(squares.flanks(at(4, 5), at(6, 5), orc)).isTrue();
        assertThat(squares.flanks(at(5, 4), at(5, 6), orc)).isTrue();
        assertThat(squares.flanks(at(6, 5), at(4, 5), orc)).isTrue();
    }

    @Test
    @DisplayName("003 › Flanking on Squares: on opposite corners, the line passes through opposite corners")
    void oppositeCorners() {
        assertThat(squares.flanks(at(4, 4), at(6, 6), orc)).isTrue();
        assertThat(squares.flanks(at(6, 4), at(4, 6), orc)).isTrue();
    }

    @Test
    @DisplayName("003 › Flanking on Squares: adjacent sides, a side and a corner, or not adjacent: no flanking")
    void notFlanking() {
        assertThat(squares.flanks(at(4, 5), at(5, 4), orc)).as("left and top").isFalse();
        assertThat(squares.flanks(at(4, 4), at(6, 5), orc)).as("corner and side").isFalse();
        assertThat(squares.flanks(at(4, 5), at(6, 4), orc)).as("left and upper-right corner").isFalse();
        assertThat(squares.flanks(at(4, 4), at(6, 4), orc)).as("two upper corners").isFalse();
        assertThat(squares.flanks(at(3, 5), at(6, 5), orc)).as("one of them 10 ft away").isFalse();
    }

    @Test
    @DisplayName("003 › Flanking on Squares: against a Large enemy the line crosses its 2 by 2 space side to side"
            + " or corner to corner")
    void aLargeEnemy() {
        List<Cell> ogre = squares.space(Cell.of(5, 5), Size.LARGE);
        assertThat(squares.flanks(at(4, 5), at(7, 6), ogre)).isTrue();
        assertThat(squares.flanks(at(4, 4), at(7, 7), ogre)).isTrue();
        assertThat(squares.flanks(at(6, 4), at(5, 7), ogre)).isTrue();
        assertThat(squares.flanks(at(4, 5), at(6, 7), ogre)).as("left and bottom").isFalse();
        assertThat(squares.flanks(at(4, 4), at(7, 6), ogre)).as("corner and side").isFalse();
    }

    @Test
    @DisplayName("003 › Flanking: a Large or larger creature flanks when one square of its space qualifies")
    void aLargeFlanker() {
        // a Large creature west of the orc, its squares (3..4, 5..6); the square (4,5) faces the ally at (6,5)
        List<Cell> ogre = squares.space(Cell.of(3, 5), Size.LARGE);
        assertThat(squares.flanks(ogre, at(6, 5), orc)).isTrue();
        assertThat(squares.flanks(at(6, 5), ogre, orc)).isTrue();
        assertThat(squares.flanks(ogre, at(5, 4), orc)).isFalse();
    }

    @Test
    @DisplayName("003 › Flanking on Hexes: against a Medium or smaller creature, 2 hexes between them")
    void hexMedium() {
        List<Cell> orc = at(0, 0);
        // around (0,0): (1,0) east, (0,1), (-1,1), (-1,0) west, (0,-1), (1,-1)
        assertThat(hexes.flanks(at(1, 0), at(-1, 0), orc)).isTrue();
        assertThat(hexes.flanks(at(0, 1), at(0, -1), orc)).isTrue();
        assertThat(hexes.flanks(at(1, 0), at(-1, 1), orc)).as("1 hex between one way, 3 the other").isFalse();
        assertThat(hexes.flanks(at(1, 0), at(0, 1), orc)).as("side by side").isFalse();
        assertThat(hexes.flanks(at(2, 0), at(-1, 0), orc)).as("not adjacent").isFalse();
        assertThat(hexes.flanks(at(1, 0), at(-1, 0), hexes.space(Cell.of(0, 0), Size.TINY))).isTrue();
    }

    @Test
    @DisplayName("003 › Flanking on Hexes: against a Large creature, 4 hexes between them (and 3 the other way"
            + " round its ring of 9)")
    void hexLarge() {
        List<Cell> ogre = hexes.space(Cell.of(0, 0), Size.LARGE);
        List<Cell> ring = Flanking.ring(hexes, ogre);
        assertThat(ring).hasSize(9);
        // going round from (-1,0): (0,-1) (1,-1) (2,-1) (2,0) (1,1) (0,2) (-1,2) (-1,1)
        assertThat(ring).containsSubsequence(Cell.of(-1, 0), Cell.of(0, -1), Cell.of(1, -1), Cell.of(2, -1),
                Cell.of(2, 0), Cell.of(1, 1), Cell.of(0, 2), Cell.of(-1, 2), Cell.of(-1, 1));
        assertThat(hexes.flanks(at(-1, 0), at(1, 1), ogre)).as("4 between, then 3").isTrue();
        assertThat(hexes.flanks(at(-1, 0), at(2, 0), ogre)).as("3 between, then 4").isTrue();
        assertThat(hexes.flanks(at(-1, 0), at(0, 2), ogre)).as("5 between, then 2").isFalse();
        assertThat(hexes.flanks(at(-1, 0), at(2, -1), ogre)).as("2 between, then 5").isFalse();
    }

    @Test
    @DisplayName("003 › Flanking on Hexes: against a Huge creature, 5 hexes between them")
    void hexHuge() {
        List<Cell> giant = hexes.space(Cell.of(0, 0), Size.HUGE);
        assertThat(Flanking.ring(hexes, giant)).hasSize(12);
        assertThat(hexes.flanks(at(-1, -1), at(1, 1), giant)).as("5 and 5").isTrue();
        assertThat(hexes.flanks(at(2, -2), at(-2, 2), giant)).as("5 and 5").isTrue();
        assertThat(hexes.flanks(at(-1, -1), at(2, 0), giant)).as("4 and 6").isFalse();
        assertThat(hexes.flanks(at(-1, -1), at(0, 2), giant)).as("6 and 4").isFalse();
    }

    @Test
    @DisplayName("003 › Flanking on Hexes: against a Gargantuan creature, at least 6 hexes between them")
    void hexGargantuan() {
        List<Cell> dragon = hexes.space(Cell.of(0, 0), Size.GARGANTUAN);
        List<Cell> ring = Flanking.ring(hexes, dragon);
        assertThat(ring).hasSize(15);
        // ring from (-2,0): ... (3,-2) is 5th after it, (3,-1) 6th, (3,0) 7th, (2,1) 8th, (1,2) 9th
        assertThat(hexes.flanks(at(-2, 0), at(3, 0), dragon)).as("6 and 7").isTrue();
        assertThat(hexes.flanks(at(-2, 0), at(2, 1), dragon)).as("7 and 6").isTrue();
        assertThat(hexes.flanks(at(-2, 0), at(3, -1), dragon)).as("5 and 8").isFalse();
        assertThat(hexes.flanks(at(-2, 0), at(1, 2), dragon)).as("8 and 5").isFalse();
    }

    @Test
    @DisplayName("003 › Flanking on Hexes: the hexes around each size's space form a closed ring, in order")
    void ringsAreRings() {
        for (Size size : Size.values()) {
            List<Cell> ring = Flanking.ring(hexes, hexes.space(Cell.of(2, -3), size));
            for (int i = 0; i < ring.size(); i++) {
                assertThat(hexes.steps(ring.get(i), ring.get((i + 1) % ring.size()))).isEqualTo(1);
            }
        }
    }

    @Test
    @DisplayName("003 › Flanking: a Large creature flanks on hexes when one hex of its space qualifies")
    void aLargeFlankerOnHexes() {
        // a Large ally whose space (1,0) (2,0) (1,1) touches the orc at (0,0) with (1,0): opposite (-1,0)
        assertThat(hexes.flanks(at(-1, 0), hexes.space(Cell.of(1, 0), Size.LARGE), at(0, 0))).isTrue();
        assertThat(hexes.flanks(at(-1, 1), hexes.space(Cell.of(1, 0), Size.LARGE), at(0, 0))).isFalse();
    }
}
