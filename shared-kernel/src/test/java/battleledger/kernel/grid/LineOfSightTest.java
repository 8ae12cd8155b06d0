package battleledger.kernel.grid;

import battleledger.kernel.model.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** 003 › Line of Sight: a corner of one space, any part of the other, a line that neither passes through nor touches. */
class LineOfSightTest {

    private final SquareGrid squares = Grid.squares();
    private final HexGrid hexes = Grid.hexes();

    private static List<Cell> column(int x, int fromY, int toY) {
        List<Cell> out = new ArrayList<>();
        for (int y = fromY; y <= toY; y++) {
            out.add(Cell.of(x, y));
        }
        return out;
    }

    @Test
    @DisplayName("003 › Line of Sight: a wall between two creatures blocks it")
    void aWallBetweenBlocks() {
        Blockers wall = Blockers.walls(column(3, -5, 5));
        assertThat(squares.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(6, 0)), wall)).isFalse();
        assertThat(squares.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(2, 4)), wall)).isTrue();
    }

    @Test
    @DisplayName("003 › Line of Sight: a wall beside the line, that the line only approaches, does not block")
    void aWallBesideDoesNotBlock() {
        // a doorway: walls above and below the middle square; a wall running alongside, flush with the row
        Blockers doorway = Blockers.walls(List.of(Cell.of(3, -1), Cell.of(3, 1)));
        assertThat(squares.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(6, 0)), doorway)).isTrue();
        List<Cell> alongside = new ArrayList<>();
        for (int x = 1; x <= 5; x++) {
            alongside.add(Cell.of(x, -1));
            alongside.add(Cell.of(x, 1));
        }
        assertThat(squares.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(6, 0)), Blockers.walls(alongside)))
                .isTrue();
    }

    @Test
    @DisplayName("003 › Line of Sight: a line that could only slip through where two walls touch corner to corner"
            + " touches them: no line of sight")
    void touchingCornersBlock() {
        Blockers diagonal = Blockers.walls(List.of(Cell.of(2, 0), Cell.of(3, 1), Cell.of(1, -1), Cell.of(4, 2),
                Cell.of(0, -2), Cell.of(5, 3)));
        assertThat(squares.lineOfSight(List.of(Cell.of(4, -1)), List.of(Cell.of(1, 2)), diagonal)).isFalse();
        assertThat(squares.lineOfSight(List.of(Cell.of(4, -1)), List.of(Cell.of(5, 0)), diagonal)).isTrue();
    }

    @Test
    @DisplayName("003 › Line of Sight: a diagonal wall of squares touching corner to corner cannot be seen through,"
            + " not even from a corner standing where two of its squares touch")
    void diagonalWallsAreWalls() {
        List<Cell> wall = new ArrayList<>();
        for (int k = -3; k <= 12; k++) {
            wall.add(Cell.of(k, k));
        }
        Blockers diagonal = Blockers.walls(wall);
        // (3,2) lies above the diagonal; its corner (3,3) is where the wall squares (2,2) and (3,3) touch
        assertThat(squares.lineOfSight(List.of(Cell.of(3, 2)), List.of(Cell.of(1, 4)), diagonal)).isFalse();
        assertThat(squares.lineOfSight(List.of(Cell.of(3, 2)), List.of(Cell.of(8, 1)), diagonal)).isTrue();
        assertThat(squares.lineOfSight(List.of(Cell.of(2, 3)), List.of(Cell.of(-2, 5)), diagonal)).isTrue();
    }

    @Test
    @DisplayName("003 › Line of Sight: creatures do not block sight")
    void creaturesDoNotBlock() {
        Blockers crowd = Blockers.of(List.of(), column(3, -5, 5));
        assertThat(squares.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(6, 0)), crowd)).isTrue();
    }

    @Test
    @DisplayName("003 › Line of Sight on hexes: a wall between blocks, a wall beside does not")
    void onHexes() {
        // hexes (3, r) for r in -4..4 form a zigzag wall across the way from (0,0) to (6,0)
        List<Cell> wall = new ArrayList<>();
        for (int r = -4; r <= 4; r++) {
            wall.add(Cell.of(3 - (r + 1) / 2, r));
        }
        assertThat(hexes.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(6, 0)), Blockers.walls(wall))).isFalse();
        Blockers beside = Blockers.walls(List.of(Cell.of(3, -1), Cell.of(2, 1), Cell.of(4, -1), Cell.of(3, 1)));
        assertThat(hexes.lineOfSight(List.of(Cell.of(0, 0)), List.of(Cell.of(6, 0)), beside)).isTrue();
    }

    @Test
    @DisplayName("003 › Line of Sight: symmetric, LOS(a, b) = LOS(b, a), over many generated battlefields")
    void symmetric() {
        for (Tiling g : List.of((Tiling) squares, hexes)) {
            Lcg random = new Lcg(17);
            int seen = 0;
            for (int i = 0; i < 400; i++) {
                Field f = Field.generate(g, random);
                boolean ab = g.lineOfSight(f.a, f.b, f.blockers);
                assertThat(g.lineOfSight(f.b, f.a, f.blockers)).as("%s %s", g, f).isEqualTo(ab);
                seen += ab ? 1 : 0;
            }
            System.out.printf("%s: line of sight in %d of 400 generated battlefields%n", g, seen);
            assertThat(seen).as("both outcomes occur").isBetween(80, 320);
        }
    }

    @Test
    @DisplayName("003 › Line of Sight: translation invariant, moving everything by whole cells changes nothing")
    void translationInvariant() {
        for (Tiling g : List.of((Tiling) squares, hexes)) {
            Lcg random = new Lcg(99);
            for (int i = 0; i < 300; i++) {
                Field f = Field.generate(g, random);
                boolean here = g.lineOfSight(f.a, f.b, f.blockers);
                int dx = random.next(-40, 40);
                int dy = random.next(-40, 40);
                Field moved = f.moved(dx, dy);
                assertThat(g.lineOfSight(moved.a, moved.b, moved.blockers)).as("%s %s by (%d,%d)", g, f, dx, dy)
                        .isEqualTo(here);
            }
        }
    }

    /*
     * An independent check on squares: a line from a corner c to a point p does not touch the wall square with centre
     * m exactly when the largest of |x − m.x|, |y − m.y| along the line stays above ½; that is a convex function of
     * the position along the line, so a ternary search finds its minimum. Sampling target points (a 9 × 9 grid inside
     * each target square) finds a clear line whenever the clear region is not too thin.
     */
    @Test
    @DisplayName("003 › Line of Sight: agrees with an independent search for a clear line over sampled target points")
    void agreesWithSampling() {
        Lcg random = new Lcg(5);
        int disagreements = 0;
        for (int i = 0; i < 300; i++) {
            Field f = Field.generate(squares, random);
            boolean los = squares.lineOfSight(f.a, f.b, f.blockers);
            boolean sampled = SampledSight.sees(squares, f.a, f.b, f.blockers.walls())
                    || SampledSight.sees(squares, f.b, f.a, f.blockers.walls());
            if (sampled) {
                assertThat(los).as("a clear line was found for %s", f).isTrue();
            } else if (los) {
                disagreements++;
            }
        }
        // line of sight the sampling missed: only through thin slivers
        System.out.printf("line of sight the sampled search missed: %d of 300%n", disagreements);
        assertThat(disagreements).isLessThanOrEqualTo(3);
    }

    /** A battlefield: two spaces of random sizes and scattered walls, none on the spaces. */
    record Field(List<Cell> a, List<Cell> b, Blockers blockers) {
        static Field generate(Tiling g, Lcg random) {
            Size[] sizes = {Size.MEDIUM, Size.MEDIUM, Size.SMALL, Size.LARGE, Size.HUGE};
            List<Cell> a = g.space(Cell.of(random.next(0, 10), random.next(0, 10)), sizes[random.next(0, 4)]);
            List<Cell> b = g.space(Cell.of(random.next(0, 10), random.next(0, 10)), sizes[random.next(0, 4)]);
            Set<Cell> taken = new TreeSet<>(a);
            taken.addAll(b);
            List<Cell> walls = new ArrayList<>();
            int count = random.next(20, 110);
            for (int k = 0; k < count; k++) {
                Cell w = Cell.of(random.next(-2, 13), random.next(-2, 13));
                if (!taken.contains(w)) {
                    walls.add(w);
                }
            }
            return new Field(a, b, Blockers.walls(walls));
        }

        Field moved(int dx, int dy) {
            return new Field(shift(a, dx, dy), shift(b, dx, dy), Blockers.walls(shift(List.copyOf(blockers.walls()), dx, dy)));
        }

        private static List<Cell> shift(List<Cell> cells, int dx, int dy) {
            return cells.stream().map(c -> c.plus(dx, dy)).toList();
        }
    }

    /** A fixed linear congruential sequence (Knuth's MMIX constants), so every run sees the same battlefields. */
    static final class Lcg {
        private long state;

        Lcg(long seed) {
            state = seed;
        }

        int next(int from, int to) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            return from + (int) Long.remainderUnsigned(state >>> 33, to - from + 1);
        }
    }
}
