package battleledger.kernel.model;

/**
 * A point of the grid where an area of effect starts or aims: "Choose an intersection of squares or hexes as the point
 * of origin" (003 › Areas of Effect). On squares, the intersection (x, y): the top-left corner of the square at
 * column x, row y. On hexes, corner {@code corner} of the hex (x, y), counted from its top corner (0) turning toward
 * +x; its top corner when not given. Without a grid, nothing reads it.
 *
 * @param x      column
 * @param y      row
 * @param corner on hexes, 0 to 5; null for the top corner
 */
public record Spot(int x, int y, Integer corner) {

    public Spot(int x, int y) {
        this(x, y, null);
    }

    public boolean withinLimits() {
        return Position.within(x) && Position.within(y) && (corner == null
                || corner >= 0 && corner < 6);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + (corner == null ? "" : " corner " + corner) + ")";
    }
}
