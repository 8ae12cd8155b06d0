package battleledger.kernel.grid;

import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.model.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** 003 › Cover: lines from a corner of the attacker (or an area's point of origin) to the corners of a target cell. */
class CoverTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();

    /*
     * Squares, from the intersection O = (0,0) to the target square (3,0), whose corners are (3,0), (4,0), (3,1) and
     * (4,1). The lines to (3,0) and (4,0) run along y = 0; those to (3,1) and (4,1) dip through the squares (1,0)
     * and (2,0). Walls block a line that touches them, creatures one that passes through them.
     */
    private static final Point O = Point.of(0, 0);
    private static final List<Cell> TARGET = List.of(Cell.of(3, 0));

    private CoverReport fromO(Blockers b) {
        return squares.cover(O, TARGET, b);
    }

    @Test
    @DisplayName("003 › Cover: no line blocked, no cover")
    void open() {
        CoverReport r = fromO(Blockers.none());
        assertThat(r.cover()).isEqualTo(Cover.NONE);
        assertThat(r.blockedLines()).isZero();
        assertThat(r.lines()).isEqualTo(4);
        assertThat(r.sentence()).isEqualTo("no cover: 0 of 4 lines blocked from the point of origin (0,0) to cell (3,0)");
    }

    @Test
    @DisplayName("003 › Cover: 1 blocked line gives half cover (a wall flush above the target: only the line to (4,0)"
            + " runs along its face)")
    void oneLineHalf() {
        CoverReport r = fromO(Blockers.walls(List.of(Cell.of(3, -1))));
        assertThat(r.blockedLines()).isEqualTo(1);
        assertThat(r.cover()).isEqualTo(Cover.HALF);
    }

    @Test
    @DisplayName("003 › Cover: 2 blocked lines give half cover (a wall above the path: both lines along y = 0 touch it)")
    void twoLinesHalf() {
        CoverReport r = fromO(Blockers.walls(List.of(Cell.of(2, -1))));
        assertThat(r.blockedLines()).isEqualTo(2);
        assertThat(r.cover()).isEqualTo(Cover.HALF);
        assertThat(r.sentence()).startsWith("half cover: 2 of 4 lines blocked");
    }

    @Test
    @DisplayName("003 › Cover: another creature is an obstacle; one squarely in the way blocks the 2 lines through it,"
            + " half cover (as 001 › Combat › Cover says of creatures)")
    void aCreatureInTheWay() {
        CoverReport r = fromO(Blockers.of(List.of(), List.of(Cell.of(1, 0))));
        assertThat(r.blockedLines()).isEqualTo(2);
        assertThat(r.cover()).isEqualTo(Cover.HALF);
        // and between two creature spaces the same, whichever corner the attacker picks
        CoverReport attack = squares.cover(List.of(Cell.of(0, 0)), TARGET,
                Blockers.of(List.of(), List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(3, 0))));
        assertThat(attack.cover()).isEqualTo(Cover.HALF);
        assertThat(attack.blockedLines()).isEqualTo(2);
    }

    @Test
    @DisplayName("003 › Cover: 3 blocked lines give three-quarters cover (the wall flush above blocks 1, a creature"
            + " in the way 2 more)")
    void threeLinesThreeQuarters() {
        CoverReport r = fromO(Blockers.of(List.of(Cell.of(3, -1)), List.of(Cell.of(1, 0))));
        assertThat(r.blockedLines()).isEqualTo(3);
        assertThat(r.cover()).isEqualTo(Cover.THREE_QUARTERS);
        assertThat(r.sentence()).isEqualTo("three-quarters cover: 3 of 4 lines blocked from the point of origin (0,0) to cell (3,0)");
    }

    @Test
    @DisplayName("003 › Cover: 4 blocked lines but the attack can still reach the target give three-quarters cover"
            + " (two creatures shoulder to shoulder: the seam between them blocks the lines along y = 0)")
    void fourLinesThreeQuarters() {
        CoverReport r = fromO(Blockers.of(List.of(), List.of(Cell.of(2, -1), Cell.of(2, 0))));
        assertThat(r.blockedLines()).isEqualTo(4);
        assertThat(r.cover()).isEqualTo(Cover.THREE_QUARTERS);
    }

    @Test
    @DisplayName("003 › Cover: fully walled off, no line reaches: total cover")
    void walledOff() {
        CoverReport r = fromO(Blockers.walls(List.of(Cell.of(1, -1), Cell.of(1, 0), Cell.of(1, 1))));
        assertThat(r.cover()).isEqualTo(Cover.TOTAL);
        assertThat(r.blockedLines()).isEqualTo(4);
        assertThat(r.sentence()).contains("total cover").contains("no line from any corner reaches");
        // a target in a closed room, attacked by a creature outside
        List<Cell> room = List.of(Cell.of(9, 9), Cell.of(10, 9), Cell.of(11, 9), Cell.of(9, 10), Cell.of(11, 10),
                Cell.of(9, 11), Cell.of(10, 11), Cell.of(11, 11));
        assertThat(squares.cover(List.of(Cell.of(0, 0)), List.of(Cell.of(10, 10)), Blockers.walls(room)).cover())
                .isEqualTo(Cover.TOTAL);
    }

    @Test
    @DisplayName("003 › Cover: a target flush behind a pillar exactly its size is hidden from every corner: total"
            + " cover, and no line of sight either")
    void behindAPillar() {
        Blockers pillar = Blockers.walls(List.of(Cell.of(1, 0)));
        List<Cell> attacker = List.of(Cell.of(0, 0));
        assertThat(squares.cover(attacker, TARGET, pillar).cover()).isEqualTo(Cover.TOTAL);
        assertThat(squares.lineOfSight(attacker, TARGET, pillar)).isFalse();
    }

    @Test
    @DisplayName("003 › Cover: a diagonal wall of squares touching corner to corner is total cover, even for lines"
            + " from the corner where two of its squares touch")
    void diagonalWalls() {
        List<Cell> wall = new java.util.ArrayList<>();
        for (int k = -3; k <= 12; k++) {
            wall.add(Cell.of(k, k));
        }
        CoverReport r = squares.cover(List.of(Cell.of(3, 2)), List.of(Cell.of(1, 4)), Blockers.walls(wall));
        assertThat(r.cover()).isEqualTo(Cover.TOTAL);
        // and a target standing in the pinch, with walls touching at all four of its corners, is sealed in
        Blockers box = Blockers.walls(List.of(Cell.of(4, 4), Cell.of(5, 3), Cell.of(6, 4), Cell.of(5, 5)));
        assertThat(squares.cover(List.of(Cell.of(6, 7)), List.of(Cell.of(5, 4)), box).cover()).isEqualTo(Cover.TOTAL);
        assertThat(squares.lineOfSight(List.of(Cell.of(6, 7)), List.of(Cell.of(5, 4)), box)).isFalse();
    }

    @Test
    @DisplayName("003 › Cover: the attacker chooses the most favourable corner of its space")
    void theAttackerPicksItsCorner() {
        // from (0,0) the wall flush above the target blocks one line; from (0,1) none
        CoverReport r = squares.cover(List.of(Cell.of(0, 0)), TARGET, Blockers.walls(List.of(Cell.of(3, -1))));
        assertThat(r.cover()).isEqualTo(Cover.NONE);
        assertThat(r.corner()).isEqualTo(Point.of(0, 1));
        assertThat(r.targetCell()).isEqualTo(Cell.of(3, 0));
        assertThat(r.sentence()).isEqualTo("no cover: 0 of 4 lines blocked from corner (0,1) to cell (3,0)");
    }

    @Test
    @DisplayName("003 › Cover: \"any one square the target occupies\": the square most favourable to the attacker")
    void theAttackerPicksTheTargetSquare() {
        // a Large target at (3,0); creatures at (2,-1) and (2,0) hide its square (3,0) (all 4 lines, see above). Its
        // square (3,1) is better: the lines to (3,1) and (4,1) pass through (2,0), the line to (3,2) passes below
        // it, and the line to (4,2) only grazes its corner (2,1)
        List<Cell> large = squares.space(Cell.of(3, 0), Size.LARGE);
        Blockers two = Blockers.of(List.of(), List.of(Cell.of(2, -1), Cell.of(2, 0)));
        assertThat(fromO(two).blockedLines()).isEqualTo(4);
        CoverReport r = squares.cover(O, large, two);
        assertThat(r.targetCell()).isEqualTo(Cell.of(3, 1));
        assertThat(r.blockedLines()).isEqualTo(2);
        assertThat(r.cover()).isEqualTo(Cover.HALF);
    }

    @Test
    @DisplayName("003 › Cover: an arrow slit between walls: 3 lines touch the walls, the attack still reaches,"
            + " three-quarters cover")
    void throughAGap() {
        // target (4,1); walls (3,0) above its approach and (1,1) below it. From (0,0): the lines to (4,1) and (5,1)
        // pass through (3,0); the line to (4,2) touches (1,1)'s corner (2,1); only the line to (5,2) is clear
        Blockers walls = Blockers.walls(List.of(Cell.of(3, 0), Cell.of(1, 1), Cell.of(3, 3)));
        CoverReport r = squares.cover(List.of(Cell.of(0, 0)), List.of(Cell.of(4, 1)), walls);
        assertThat(r.blockedLines()).isEqualTo(3);
        assertThat(r.cover()).isEqualTo(Cover.THREE_QUARTERS);
        assertThat(squares.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(4, 1)), walls)).isTrue();
    }

    /*
     * Hexes, from the top corner of hex (0,0), (0, −1/√3), to hex (3,0), whose six corners are (3, ∓1/√3),
     * (3.5, ∓1/(2√3)) and (2.5, ∓1/(2√3)). The hexes (2,−1) and (3,−1) sit above and up-right of the way, (2,1)
     * below, (1,0) squarely in it.
     */
    private CoverReport hexCover(Blockers b) {
        return hexes.cover(hexes.corners(Cell.of(0, 0)).get(0), List.of(Cell.of(3, 0)), b);
    }

    private static Blockers creatures(Cell... cells) {
        return Blockers.of(List.of(), List.of(cells));
    }

    @Test
    @DisplayName("003 › Cover on hexes: 6 lines; up to three blocked is half cover")
    void hexHalfCover() {
        assertThat(hexCover(Blockers.none()).blockedLines()).isZero();
        assertThat(hexCover(Blockers.none()).lines()).isEqualTo(6);
        assertThat(hexCover(Blockers.none()).cover()).isEqualTo(Cover.NONE);
        CoverReport one = hexCover(creatures(Cell.of(2, 1)));
        CoverReport two = hexCover(creatures(Cell.of(3, -1)));
        CoverReport three = hexCover(creatures(Cell.of(2, -1)));
        assertThat(List.of(one.blockedLines(), two.blockedLines(), three.blockedLines())).containsExactly(1, 2, 3);
        assertThat(List.of(one.cover(), two.cover(), three.cover())).containsOnly(Cover.HALF);
        // walls in the same places block the same lines
        assertThat(hexCover(Blockers.walls(List.of(Cell.of(2, -1)))).blockedLines()).isEqualTo(3);
        assertThat(hexCover(Blockers.walls(List.of(Cell.of(2, -1)))).cover()).isEqualTo(Cover.HALF);
    }

    @Test
    @DisplayName("003 › Cover on hexes: four or more lines blocked is three-quarters cover")
    void hexThreeQuarters() {
        CoverReport four = hexCover(creatures(Cell.of(2, -1), Cell.of(2, 1)));
        CoverReport five = hexCover(creatures(Cell.of(1, 0)));
        CoverReport six = hexCover(creatures(Cell.of(2, -1), Cell.of(1, 0)));
        assertThat(List.of(four.blockedLines(), five.blockedLines(), six.blockedLines())).containsExactly(4, 5, 6);
        assertThat(List.of(four.cover(), five.cover(), six.cover())).containsOnly(Cover.THREE_QUARTERS);
        // (1,0) squarely in the way: only the line along the top, y = −1/√3, grazes its top corner and passes
        assertThat(five.sentence()).startsWith("three-quarters cover: 5 of 6 lines blocked");
        // walls above and below with a gap between: four lines blocked, the target still reachable through the gap
        CoverReport slit = hexCover(Blockers.walls(List.of(Cell.of(2, -1), Cell.of(2, 1))));
        assertThat(slit.blockedLines()).isEqualTo(4);
        assertThat(slit.cover()).isEqualTo(Cover.THREE_QUARTERS);
    }

    @Test
    @DisplayName("003 › Cover on hexes: a wall squarely in the way leaves no line: total cover")
    void hexTotalCover() {
        CoverReport r = hexCover(Blockers.walls(List.of(Cell.of(1, 0))));
        assertThat(r.cover()).isEqualTo(Cover.TOTAL);
        assertThat(r.blockedLines()).isEqualTo(6);
        assertThat(hexes.cover(List.of(Cell.of(0, 0)), List.of(Cell.of(3, 0)), Blockers.walls(List.of(Cell.of(1, 0),
                Cell.of(1, -1), Cell.of(0, 1)))).cover()).isEqualTo(Cover.TOTAL);
    }

    @Test
    @DisplayName("003 › Cover: the attacker's and the target's own spaces are never obstacles")
    void ownSpacesDoNotCount() {
        List<Cell> large = squares.space(Cell.of(0, 0), Size.LARGE);
        Blockers everyone = Blockers.of(List.of(), List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(0, 1), Cell.of(1, 1),
                Cell.of(4, 0)));
        assertThat(squares.cover(large, List.of(Cell.of(4, 0)), everyone).cover()).isEqualTo(Cover.NONE);
    }
}
