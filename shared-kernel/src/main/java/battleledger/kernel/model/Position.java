package battleledger.kernel.model;

/** A cell of the battle grid (on squares, the square at column x, row y; on hexes, see the grid package). */
public record Position(int x, int y) {

    public static final int LIMIT = 100_000;

    /** Within ±{@link #LIMIT} on both axes (compared, not {@code Math.abs}: that of Integer.MIN_VALUE is negative). */
    public boolean withinLimits() {
        return within(x) && within(y);
    }

    static boolean within(int v) {
        return v >= -LIMIT && v <= LIMIT;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
