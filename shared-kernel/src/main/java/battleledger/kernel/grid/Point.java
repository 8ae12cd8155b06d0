package battleledger.kernel.grid;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;

/**
 * A point in continuous grid units (one unit = 5 feet). On squares the intersections of grid lines are the integer
 * points; on hexes see {@link HexGrid} for where centers and corners lie.
 */
public record Point(double x, double y) {

    /** Row first, then column, like cells. */
    public static final Comparator<Point> ORDER = Comparator.comparingDouble(Point::y).thenComparingDouble(Point::x);

    public static Point of(double x, double y) {
        return new Point(x, y);
    }

    public Point plus(double dx, double dy) {
        return new Point(x + dx, y + dy);
    }

    public double distanceTo(Point other) {
        return Math.hypot(other.x - x, other.y - y);
    }

    /** "(4,5)" for intersections, "(4.5,2.598)" otherwise: at most three decimals. */
    @Override
    public String toString() {
        return "(" + format(x) + "," + format(y) + ")";
    }

    static String format(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return Double.toString(v);
        }
        BigDecimal d = BigDecimal.valueOf(v).setScale(3, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (d.signum() == 0) {
            return "0";
        }
        return d.scale() <= 0 ? d.toBigInteger().toString() : d.toPlainString();
    }
}
