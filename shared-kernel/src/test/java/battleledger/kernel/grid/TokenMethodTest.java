package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** 000 › Token Method: circles become squares, cones rows of 1, 2, 3, ... tokens, lines run straight. */
class TokenMethodTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();

    private AreaResult token(Grid g, Area area, Point origin, Point toward) {
        return g.area(area, origin, toward, AreaMethod.TOKEN, Blockers.none());
    }

    @ParameterizedTest(name = "{0}-ft cone: {1} squares")
    @CsvSource({"15, 6", "30, 21", "60, 78"})
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Cones: L/5 rows of 1, 2, 3, ... tokens from an orthogonal start")
    void orthogonalCones(int length, int count) {
        Point origin = Point.of(0, 0);
        AreaResult east = token(squares, Area.cone(length), origin, Point.of(10, 0));
        assertThat(east.count()).isEqualTo(count);
        // row k stands k squares out: the first token is adjacent to the origin square (-1, 0), orthogonally
        int rows = length / 5;
        for (int k = 1; k <= rows; k++) {
            int column = k - 1;
            assertThat(east.cells().stream().filter(c -> c.x() == column).count()).isEqualTo(k);
        }
        assertThat(east.cells()).contains(Cell.of(0, 0)).noneMatch(c -> c.x() < 0 || c.x() >= rows);
        // the same from a square's centre, aiming north
        AreaResult north = token(squares, Area.cone(length), squares.center(Cell.of(5, 5)), Point.of(5.5, -20));
        assertThat(north.count()).isEqualTo(count);
        assertThat(north.cells()).contains(Cell.of(5, 4)).doesNotContain(Cell.of(5, 5));
    }

    @ParameterizedTest(name = "{0}-ft cone: {1} squares")
    @CsvSource({"15, 6", "30, 21", "60, 78"})
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Cones: the same counts from a diagonal start, rows along anti-diagonals")
    void diagonalCones(int length, int count) {
        AreaResult cone = token(squares, Area.cone(length), Point.of(0, 0), Point.of(10, 10));
        assertThat(cone.count()).isEqualTo(count);
        int rows = length / 5;
        // a triangle: squares (a, b) with a, b >= 0 and a + b < rows, each row k = a + b + 1 holding k tokens
        for (Cell c : cone.cells()) {
            assertThat(c.x()).isNotNegative();
            assertThat(c.y()).isNotNegative();
            assertThat(c.x() + c.y()).isLessThan(rows);
        }
        assertThat(cone.cells()).contains(Cell.of(0, 0), Cell.of(rows - 1, 0), Cell.of(0, rows - 1));
        AreaResult northWest = token(squares, Area.cone(length), Point.of(0, 0), Point.of(-3, -3.2));
        assertThat(northWest.count()).isEqualTo(count);
        assertThat(northWest.cells()).contains(Cell.of(-1, -1)).allSatisfy(c -> assertThat(c.x() + c.y()).isLessThan(-1));
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Cones: every token of a row shares a side with a token of the previous row,"
            + " except the extra one at the end of an orthogonal row")
    void rowsShareSides() {
        AreaResult cone = token(squares, Area.cone(30), Point.of(0, 0), Point.of(1, 0));
        Set<Cell> cells = Set.copyOf(cone.cells());
        int withoutSide = 0;
        for (Cell c : cone.cells()) {
            if (c.x() == 0) {
                continue;
            }
            if (!cells.contains(c.plus(-1, 0))) {
                withoutSide++;
            }
        }
        assertThat(withoutSide).isEqualTo(5); // one extra token in each of rows 2 to 6
        AreaResult diagonal = token(squares, Area.cone(30), Point.of(0, 0), Point.of(1, 1));
        Set<Cell> d = Set.copyOf(diagonal.cells());
        assertThat(diagonal.cells()).allSatisfy(c -> assertThat(c.equals(Cell.of(0, 0))
                || d.contains(c.plus(-1, 0)) || d.contains(c.plus(0, -1))).isTrue());
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Circles: flame strike's 10-ft radius is a 4 by 4 square, 16 squares")
    void flameStrike() {
        AreaResult r = token(squares, Area.cylinder(10), Point.of(3, 3), null);
        assertThat(r.count()).isEqualTo(16);
        assertThat(r.cells()).first().isEqualTo(Cell.of(1, 1));
        assertThat(r.cells()).last().isEqualTo(Cell.of(4, 4));
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Circles: fireball's 20-ft radius is an 8 by 8 square, 64 squares, centred on"
            + " the origin intersection")
    void fireball() {
        AreaResult r = token(squares, Area.sphere(20), Point.of(0, 0), null);
        assertThat(r.count()).isEqualTo(64);
        assertThat(r.cells()).first().isEqualTo(Cell.of(-4, -4));
        assertThat(r.cells()).last().isEqualTo(Cell.of(3, 3));
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Lines: orthogonally or diagonally, one token per 5 ft, one strand per 5 ft of width")
    void lines() {
        AreaResult east = token(squares, Area.line(30, 5), Point.of(0.5, 0.5), Point.of(9, 0.7));
        assertThat(east.cells()).containsExactly(Cell.of(1, 0), Cell.of(2, 0), Cell.of(3, 0), Cell.of(4, 0),
                Cell.of(5, 0), Cell.of(6, 0));
        AreaResult diagonal = token(squares, Area.line(15, 5), Point.of(0.5, 0.5), Point.of(5, 5.2));
        assertThat(diagonal.cells()).containsExactly(Cell.of(1, 1), Cell.of(2, 2), Cell.of(3, 3));
        assertThat(token(squares, Area.line(30, 10), Point.of(0.5, 0.5), Point.of(9, 0.7)).count()).isEqualTo(12);
    }

    @ParameterizedTest(name = "{0}-ft cone on hexes: {1} hexes")
    @CsvSource({"15, 6", "30, 21", "60, 78"})
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Cones, on hexes: rows of 1, 2, 3, ... hexes, the same counts in every direction")
    void hexCones(int length, int count) {
        Point corner = hexes.corners(Cell.of(0, 0)).get(1);
        for (int i = 0; i < 12; i++) {
            double angle = i * Math.PI / 6 + 0.1;
            AreaResult cone = token(hexes, Area.cone(length), corner,
                    corner.plus(Math.cos(angle), Math.sin(angle)));
            assertThat(cone.count()).isEqualTo(count);
            // the first token touches the origin corner
            assertThat(cone.cells()).anySatisfy(c -> assertThat(hexes.corners(c))
                    .anySatisfy(p -> assertThat(p.distanceTo(corner)).isLessThan(1e-9)));
            // a triangle of rows: its widest span, apex to the far row or end to end of the far row, is rows - 1
            int span = 0;
            for (Cell a : cone.cells()) {
                for (Cell b : cone.cells()) {
                    span = Math.max(span, hexes.steps(a, b));
                }
            }
            assertThat(span).isEqualTo(length / 5 - 1);
        }
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Circles, on hexes: the hexes at the origin grown by r/5 - 1 rings")
    void hexCircles() {
        Point corner = hexes.corners(Cell.of(0, 0)).get(2);
        // at a corner: 3 hexes; flame strike (10 ft) grows them one ring: 12 hexes, the Gargantuan shape
        AreaResult flameStrike = token(hexes, Area.cylinder(10), corner, null);
        assertThat(flameStrike.cells()).isEqualTo(hexes.space(Cell.of(0, 0), battleledger.kernel.model.Size.GARGANTUAN));
        // fireball (20 ft): three rings around three hexes, 3·(3+1)² = 48
        assertThat(token(hexes, Area.sphere(20), corner, null).count()).isEqualTo(48);
        // from a hex centre: one hex and two rings, 19
        assertThat(token(hexes, Area.sphere(15), hexes.center(Cell.of(0, 0)), null).count()).isEqualTo(19);
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method › Lines, on hexes: a straight row of hexes along the nearest hex direction")
    void hexLines() {
        AreaResult line = token(hexes, Area.line(20, 5), hexes.center(Cell.of(0, 0)), Point.of(10, 0.3));
        assertThat(line.cells()).hasSize(4).allSatisfy(c -> assertThat(c.y()).isZero());
        assertThat(line.cells()).containsExactly(Cell.of(1, 0), Cell.of(2, 0), Cell.of(3, 0), Cell.of(4, 0));
        assertThat(token(hexes, Area.line(20, 10), hexes.center(Cell.of(0, 0)), Point.of(10, 0.3)).count())
                .isEqualTo(8);
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Token Method: tokens stop at walls like any area (001 › Magic › Areas of Effect)")
    void tokensStopAtWalls() {
        List<Cell> wall = List.of(Cell.of(1, -4), Cell.of(1, -3), Cell.of(1, -2), Cell.of(1, -1), Cell.of(1, 0),
                Cell.of(1, 1), Cell.of(1, 2), Cell.of(1, 3));
        AreaResult r = squares.area(Area.sphere(20), Point.of(0, 0), null, AreaMethod.TOKEN, Blockers.walls(wall));
        // 8 columns of 8: columns -4..0 stay (40), column 1 is wall, columns 2 and 3 lie behind it
        assertThat(r.count()).isEqualTo(40);
        assertThat(r.shielded()).hasSize(16).allSatisfy(c -> assertThat(c.x()).isGreaterThanOrEqualTo(2));
    }
}
