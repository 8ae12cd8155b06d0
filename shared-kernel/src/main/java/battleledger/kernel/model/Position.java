package battleledger.kernel.model;

/** A cell of the battle grid (on squares, the square at column x, row y; on hexes, see the grid package). */
public record Position(int x, int y) {

    public static final int LIMIT = 100_000;

    public boolean withinLimits() {
        return Math.abs(x) <= LIMIT && Math.abs(y) <= LIMIT;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
