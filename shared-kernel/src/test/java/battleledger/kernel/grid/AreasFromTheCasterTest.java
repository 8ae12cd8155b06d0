package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Cones, lines and cubes that issue from a caster (000 › Template Method: "If an area of effect, such as a cone or a
 * line, originates from a spellcaster, the template should extend out from the caster"): the point of origin is the
 * corner of the caster's space nearest the aim (003 › Areas of Effect: "Choose an intersection"), and the shape lies
 * on the caster's side of it. The caster is Medium, in square (0,5), its centre (0.5, 5.5); it aims east at (20,5),
 * so the origin is the intersection (1,5).
 */
class AreasFromTheCasterTest {

    private final SquareGrid squares = Grid.squares();
    private static final Point ORIGIN = Point.of(1, 5);
    private static final Point EAST = Point.of(20, 5);
    private static final Point CASTER = Point.of(0.5, 5.5);

    private List<Cell> cells(Area area, Point toward, AreaMethod method) {
        return squares.area(area, ORIGIN, toward, CASTER, method, Blockers.none()).cells();
    }

    private static List<Cell> row(int y, int fromX, int toX) {
        return java.util.stream.IntStream.rangeClosed(fromX, toX).mapToObj(x -> Cell.of(x, y)).toList();
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect › Line: a 100-ft lightning bolt east is the caster's row, 20 squares, by"
            + " the half-a-square rule and by the template alike; the row beside it is not touched")
    void aLineEastIsTheCastersRow() {
        assertThat(cells(Area.line(100, 5), EAST, AreaMethod.DMG)).containsExactlyElementsOf(row(5, 1, 20));
        assertThat(cells(Area.line(100, 5), EAST, AreaMethod.TEMPLATE)).containsExactlyElementsOf(row(5, 1, 20));
    }

    @Test
    @DisplayName("A 15-ft cube (thunderwave) east is 3 squares by 3 beside the caster, its own row in the middle")
    void aCubeEastIsThreeByThree() {
        List<Cell> expected = new java.util.ArrayList<>();
        for (int y = 4; y <= 6; y++) {
            expected.addAll(row(y, 1, 3));
        }
        assertThat(cells(Area.cube(15), EAST, AreaMethod.DMG)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(cells(Area.cube(15), EAST, AreaMethod.TEMPLATE)).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    @DisplayName("003 › Areas of Effect: a 15-ft cone east covers the square beside the caster, then 1 and 3 squares"
            + " by the half-a-square rule (the template takes 1, 3 and 3)")
    void aConeEastStartsBesideTheCaster() {
        assertThat(cells(Area.cone(15), EAST, AreaMethod.DMG)).containsExactlyInAnyOrder(Cell.of(1, 5), Cell.of(2, 5),
                Cell.of(3, 4), Cell.of(3, 5), Cell.of(3, 6));
        assertThat(cells(Area.cone(15), EAST, AreaMethod.TEMPLATE)).containsExactlyInAnyOrder(Cell.of(1, 5),
                Cell.of(2, 4), Cell.of(2, 5), Cell.of(2, 6), Cell.of(3, 4), Cell.of(3, 5), Cell.of(3, 6));
    }

    @Test
    @DisplayName("003 › Areas of Effect: a 15-ft cone aimed diagonally from the caster's corner stays centred on the"
            + " diagonal and covers the square diagonally beside the caster")
    void aDiagonalConeFromTheCornerStaysCentred() {
        Point corner = Point.of(1, 6);
        List<Cell> dmg = squares.area(Area.cone(15), corner, Point.of(4, 9), CASTER, AreaMethod.DMG, Blockers.none())
                .cells();
        assertThat(dmg).contains(Cell.of(1, 6), Cell.of(2, 7)).doesNotContain(Cell.of(0, 5), Cell.of(1, 5),
                Cell.of(0, 6));
        assertThat(squares.area(Area.cone(15), corner, Point.of(4, 9), null, AreaMethod.DMG, Blockers.none()).cells())
                .as("the same without the caster: the creature was on the axis").isEqualTo(dmg);
    }

    @Test
    @DisplayName("000 › Token Method: the caster's side changes nothing in the token method's square-edged shapes")
    void theTokenMethodIsUnchanged() {
        assertThat(cells(Area.line(100, 5), EAST, AreaMethod.TOKEN)).isEqualTo(squares.area(Area.line(100, 5),
                ORIGIN, EAST, AreaMethod.TOKEN, Blockers.none()).cells());
    }
}
