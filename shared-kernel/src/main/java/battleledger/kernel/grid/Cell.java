package battleledger.kernel.grid;

import battleledger.kernel.model.Position;

import java.util.Comparator;

/**
 * One cell of a battle grid. On squares, the unit square [x, x+1] × [y, y+1]; on hexes, the pointy-top hex at axial
 * coordinates q = x, r = y (see {@link HexGrid}). Cells order by row, then column: (y, x), the order every list of
 * cells in this package comes in.
 */
public record Cell(int x, int y) implements Comparable<Cell> {

    private static final Comparator<Cell> ORDER = Comparator.comparingInt(Cell::y).thenComparingInt(Cell::x);

    public static Cell of(int x, int y) {
        return new Cell(x, y);
    }

    /** The cell a creature's {@link Position} names (its anchor cell). */
    public static Cell of(Position position) {
        return new Cell(position.x(), position.y());
    }

    public Position position() {
        return new Position(x, y);
    }

    public Cell plus(int dx, int dy) {
        return new Cell(x + dx, y + dy);
    }

    @Override
    public int compareTo(Cell other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
