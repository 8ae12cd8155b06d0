package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions.AreaMethod;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * 003 › Areas of Effect (the half-a-square rule), 000 › Template Method and Token Method, and the shapes of
 * 001 › Magic › Areas of Effect.
 */
class AreaMethodsTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();
    private final Area fireball = Area.sphere(20);

    private AreaResult on(Grid g, Area area, Point origin, Point toward, AreaMethod method) {
        return g.area(area, origin, toward, method, Blockers.none());
    }

    /*
     * The 20-ft fireball centred on the intersection (0,0) is the disc of radius 4. By symmetry take the quadrant
     * x, y >= 0, squares (i, j) with i, j in 0..3; (3,3) lies wholly outside (its nearest corner is √18 > 4 away).
     *  - DMG, at least half a square: rows j = 0 and 1 have all four squares ((3,1) keeps about 0.69 of itself,
     *    (3,0) about 0.95); in row 2, (3,2) keeps only about 0.16 (x from 3 to √12, y from 2 to √(16 − x²)); in
     *    row 3, (0,3) and (1,3) stay, (2,3) is (3,2) mirrored. 4 + 4 + 3 + 2 = 13 a quadrant: 52 squares, the
     *    familiar octagon of rows 4, 6, 8, 8, 8, 8, 6, 4.
     *  - TEMPLATE, any part under the template: every (i, j) with i² + j² < 16, i.e. all but (3,3): 15 a quadrant,
     *    60. (4,0) only touches the circle at the point (4,0): "adjacent to the edge ... isn't enough".
     *  - TOKEN: an 8 by 8 square, 64.
     */
    @Test
    @DisplayName("003 › Areas of Effect and 000 › Template and Token Methods: the same 20-ft fireball gives 52 (DMG),"
            + " 60 (template) and 64 (token) squares, template ⊇ DMG")
    void theThreeMethodsOnOneFireball() {
        Point origin = Point.of(0, 0);
        AreaResult dmg = on(squares, fireball, origin, null, AreaMethod.DMG);
        AreaResult template = on(squares, fireball, origin, null, AreaMethod.TEMPLATE);
        AreaResult token = on(squares, fireball, origin, null, AreaMethod.TOKEN);
        System.out.printf("fireball on squares: DMG %d, template %d, token %d%n", dmg.count(), template.count(),
                token.count());
        assertThat(dmg.count()).isEqualTo(52);
        assertThat(template.count()).isEqualTo(60);
        assertThat(token.count()).isEqualTo(64);
        assertThat(template.cells()).containsAll(dmg.cells());
        assertThat(rowWidths(dmg.cells(), -4, 3)).containsExactly(4, 6, 8, 8, 8, 8, 6, 4);
        assertThat(dmg.cells()).doesNotContain(Cell.of(3, 2), Cell.of(-4, -3)).contains(Cell.of(3, 1), Cell.of(-3, 2));
        assertThat(template.cells()).contains(Cell.of(3, 2)).doesNotContain(Cell.of(3, 3), Cell.of(4, 0));
        assertThat(dmg.why()).contains("003 › Areas of Effect").contains("52 cells");
    }

    @Test
    @DisplayName("003 › Areas of Effect on hexes: the fireball at a hex corner, template ⊇ DMG, and the DMG area keeps"
            + " the corner's three-fold symmetry")
    void theFireballOnHexes() {
        Point corner = hexes.corners(Cell.of(0, 0)).get(2);
        AreaResult dmg = on(hexes, fireball, corner, null, AreaMethod.DMG);
        AreaResult template = on(hexes, fireball, corner, null, AreaMethod.TEMPLATE);
        AreaResult token = on(hexes, fireball, corner, null, AreaMethod.TOKEN);
        System.out.printf("fireball on hexes: DMG %d, template %d, token %d%n", dmg.count(), template.count(),
                token.count());
        assertThat(template.cells()).containsAll(dmg.cells());
        assertThat(template.count()).isGreaterThan(dmg.count());
        // the disc covers 16π ≈ 50.3 square units, 58.0 hexes' worth; half-covered hexes in, less than half out
        assertThat(dmg.count()).isBetween(50, 66);
        assertThat(dmg.count() % 3).isZero();
        for (Cell c : dmg.cells()) {
            assertThat(dmg.cells()).contains(turn120(c, corner));
        }
        assertThat(dmg.count()).isEqualTo(54);
        assertThat(template.count()).isEqualTo(69);
        assertThat(token.count()).isEqualTo(48);
    }

    @Test
    @DisplayName("003 › Areas of Effect: the DMG and template cells agree with an independent count of each cell's"
            + " covered share (sampling), on squares and hexes, for circles, cones and lines")
    void coverageAgreesWithSampling() {
        List<Object[]> cases = List.of(
                new Object[] {squares, Area.sphere(20), Point.of(0, 0), null},
                new Object[] {squares, Area.sphere(15), Point.of(0.5, 0.5), null},
                new Object[] {squares, Area.cone(30), Point.of(0, 0), Point.of(3, 1)},
                new Object[] {squares, Area.line(40, 10), Point.of(0, 0), Point.of(-2, 5)},
                new Object[] {hexes, Area.sphere(20), hexes.corners(Cell.of(0, 0)).get(2), null},
                new Object[] {hexes, Area.cone(30), hexes.center(Cell.of(0, 0)), Point.of(1, 3)},
                new Object[] {hexes, Area.line(30, 5), hexes.corners(Cell.of(0, 0)).get(0), Point.of(4, -1)});
        for (Object[] c : cases) {
            Tiling g = (Tiling) c[0];
            Area area = (Area) c[1];
            Point origin = (Point) c[2];
            Point toward = (Point) c[3];
            Set<Cell> dmg = Set.copyOf(on(g, area, origin, toward, AreaMethod.DMG).cells());
            Set<Cell> template = Set.copyOf(on(g, area, origin, toward, AreaMethod.TEMPLATE).cells());
            double reach = Math.max(area.radiusFeet(), area.lengthFeet() * 1.2) / 5 + 1.5;
            for (Cell cell : g.cellsInBox(-60, -60, 60, 60)) {
                if (g.center(cell).distanceTo(origin) > reach) {
                    assertThat(template).doesNotContain(cell);
                    continue;
                }
                double share = SampledShare.of(g, cell, area, origin, toward);
                boolean originInside = area.aimed() && Polygons.strictlyContains(g.polygon(cell), origin.x(), origin.y());
                if (originInside) {
                    continue;
                }
                if (share > 0.52) {
                    assertThat(dmg).as("%s %s %s", g, area.describe(), cell).contains(cell);
                }
                if (share < 0.48) {
                    assertThat(dmg).as("%s %s %s", g, area.describe(), cell).doesNotContain(cell);
                }
                if (share > 0.01) {
                    assertThat(template).as("%s %s %s", g, area.describe(), cell).contains(cell);
                }
                if (share == 0 && SampledShare.far(g, cell, area, origin, toward)) {
                    assertThat(template).as("%s %s %s", g, area.describe(), cell).doesNotContain(cell);
                }
            }
        }
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect › Cone: the width at a distance equals the distance; the origin is"
            + " not included")
    void coneShape() {
        // a 30-ft cone from the centre of square (0,0) pointing east: at 5 units out it is 5 units wide
        Point origin = Point.of(0.5, 0.5);
        double[] triangle = Coverage.shape(Area.cone(30), origin, Point.of(10, 0.5));
        assertThat(Polygons.area(triangle)).isEqualTo(6 * 6 / 2.0, org.assertj.core.api.Assertions.within(1e-9));
        AreaResult template = on(squares, Area.cone(30), origin, Point.of(10, 0.5), AreaMethod.TEMPLATE);
        assertThat(template.cells()).doesNotContain(Cell.of(0, 0)).contains(Cell.of(1, 0), Cell.of(6, 3), Cell.of(6, -3))
                .doesNotContain(Cell.of(6, 4), Cell.of(7, 0), Cell.of(-1, 0));
        // from an intersection, the cone's zero-width apex covers no square's half: DMG starts one square out
        AreaResult dmg = on(squares, Area.cone(15), Point.of(0, 0), Point.of(5, 0), AreaMethod.DMG);
        assertThat(dmg.cells()).containsExactly(Cell.of(1, -1), Cell.of(2, -1), Cell.of(1, 0), Cell.of(2, 0));
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect › Line: a rectangle as wide as its width from the origin, which is not"
            + " included")
    void lineShape() {
        AreaResult line = on(squares, Area.line(30, 5), Point.of(0.5, 0.5), Point.of(9, 0.5), AreaMethod.DMG);
        assertThat(line.cells()).containsExactly(Cell.of(1, 0), Cell.of(2, 0), Cell.of(3, 0), Cell.of(4, 0),
                Cell.of(5, 0), Cell.of(6, 0));
        // the half of square (0,0) from its centre eastward is covered, but the origin's square is left out
        AreaResult template = on(squares, Area.line(30, 5), Point.of(0.5, 0.5), Point.of(9, 0.5), AreaMethod.TEMPLATE);
        assertThat(template.cells()).doesNotContain(Cell.of(0, 0)).hasSize(6);
        AreaResult diagonal = on(squares, Area.line(20, 5), Point.of(0, 0), Point.of(1, 1), AreaMethod.DMG);
        assertThat(diagonal.cells()).contains(Cell.of(0, 0), Cell.of(1, 1), Cell.of(2, 2)).doesNotContain(Cell.of(1, 0));
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect › Sphere: a fireball beside a wall does not reach the squares behind it")
    void areasStopAtWalls() {
        List<Cell> wall = new ArrayList<>();
        for (int y = -5; y <= 4; y++) {
            wall.add(Cell.of(2, y));
        }
        AreaResult r = squares.area(fireball, Point.of(0, 0), null, AreaMethod.DMG, Blockers.walls(wall));
        // the octagon's columns -4..1 hold 4 + 6 + 8 + 8 + 8 + 8 = 42 squares; column 2 is wall; column 3 is behind
        assertThat(r.count()).isEqualTo(42);
        assertThat(r.cells()).allSatisfy(c -> assertThat(c.x()).isLessThan(2));
        assertThat(r.shielded()).containsExactly(Cell.of(3, -2), Cell.of(3, -1), Cell.of(3, 0), Cell.of(3, 1));
        assertThat(r.why()).contains("001 › Magic › Areas of Effect").contains("4 more behind walls");
        // creatures do not stop an area
        AreaResult crowd = squares.area(fireball, Point.of(0, 0), null, AreaMethod.DMG,
                Blockers.of(List.of(), wall));
        assertThat(crowd.count()).isEqualTo(52);
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect: a square partly hidden by a wall is still in the area when a straight"
            + " line reaches part of it")
    void partlyHiddenSquaresStayIn() {
        // a single pillar at (2,0): (3,0) is hidden from (0,0) except along lines that pass above the pillar
        AreaResult r = squares.area(fireball, Point.of(0, 0), null, AreaMethod.DMG, Blockers.walls(List.of(Cell.of(2, 0))));
        assertThat(r.cells()).doesNotContain(Cell.of(2, 0)).contains(Cell.of(3, -1), Cell.of(3, 1));
        assertThat(r.shielded()).containsExactly(Cell.of(3, 0));
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect › Cloud: a cloud flows around the end of a wall within its radius;"
            + " a sphere does not")
    void cloudsFlowAroundWalls() {
        List<Cell> wall = new ArrayList<>();
        for (int y = -5; y <= 0; y++) {
            wall.add(Cell.of(2, y));
        }
        Blockers b = Blockers.walls(wall);
        AreaResult sphere = squares.area(Area.sphere(20), Point.of(0, 0), null, AreaMethod.DMG, b);
        AreaResult cloud = squares.area(Area.cloud(20), Point.of(0, 0), null, AreaMethod.DMG, b);
        // (3,1) is seen past the wall's end by both; (3,0) only by the cloud, 3 steps round: (0,0) (1,1) (2,1) (3,0)
        assertThat(sphere.cells()).contains(Cell.of(3, 1)).doesNotContain(Cell.of(3, 0));
        assertThat(cloud.cells()).contains(Cell.of(3, 1), Cell.of(3, 0));
        // (3,-1) would take a fourth step: beyond 20 ft
        assertThat(cloud.cells()).doesNotContain(Cell.of(3, -1), Cell.of(3, -2));
        assertThat(cloud.shielded()).containsExactly(Cell.of(3, -2), Cell.of(3, -1));
        assertThat(cloud.why()).contains("Cloud");
    }

    @Test
    @DisplayName("Areas refuse a cone without a direction and impossible measures")
    void badAreas() {
        assertThatThrownBy(() -> on(squares, Area.cone(15), Point.of(0, 0), Point.of(0, 0), AreaMethod.DMG))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> on(squares, Area.cone(15), Point.of(0, 0), null, AreaMethod.TEMPLATE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Area.sphere(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Area.line(30, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    private static List<Integer> rowWidths(List<Cell> cells, int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int y = from; y <= to; y++) {
            int row = y;
            out.add((int) cells.stream().filter(c -> c.y() == row).count());
        }
        return out;
    }

    /** The hex whose centre is this hex's centre turned 120° about the point. */
    private Cell turn120(Cell c, Point about) {
        Point p = hexes.center(c);
        double dx = p.x() - about.x();
        double dy = p.y() - about.y();
        double cos = Math.cos(2 * Math.PI / 3);
        double sin = Math.sin(2 * Math.PI / 3);
        return hexes.cellAt(Point.of(about.x() + cos * dx - sin * dy, about.y() + sin * dx + cos * dy));
    }
}
