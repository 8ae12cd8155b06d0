package battleledger.kernel.grid;

/**
 * An area of effect (001 › Magic › Areas of Effect), in feet.
 * <ul>
 *   <li>SPHERE, CYLINDER, CLOUD: a circle of {@code radiusFeet} around the point of origin, which is included. A
 *       cylinder is seen from above (its height does not matter on a flat grid). A cloud also flows around walls
 *       ("moving around objects such as walls and pillars"), see {@link Grid#area}.</li>
 *   <li>CONE: "A cone's width at a given point is equal to its distance from the point of origin": an isosceles
 *       triangle with its apex at the origin, {@code lengthFeet} long, whose flat end is {@code lengthFeet} wide.
 *       The origin is not included.</li>
 *   <li>LINE: a rectangle {@code lengthFeet} long and {@code widthFeet} wide ("The line's width is its diameter"),
 *       starting at the origin, centred on the line from the origin toward the aim, or moved to its caster's side
 *       (see {@link Grid#area(Area, Point, Point, Point, battleledger.kernel.model.EncounterOptions.AreaMethod,
 *       Blockers)}). The origin is not included.</li>
 *   <li>CUBE: a square {@code lengthFeet} on a side, its point of origin on the face toward the caster (no seed
 *       describes cubes: the choice is the engine's), on a flat grid the line as wide as it is long, centred on the
 *       origin or moved to its caster's side. The origin is not included.</li>
 * </ul>
 * Unused measures are 0.
 */
public record Area(Shape shape, int radiusFeet, int lengthFeet, int widthFeet) {

    public enum Shape { SPHERE, CYLINDER, CLOUD, CONE, LINE, CUBE }

    public Area {
        if (shape == null) {
            throw new IllegalArgumentException("an area needs a shape");
        }
        if (radiusFeet < 0 || lengthFeet < 0 || widthFeet < 0) {
            throw new IllegalArgumentException("an area's measures cannot be negative");
        }
        if (circular(shape) && radiusFeet == 0) {
            throw new IllegalArgumentException("a " + shape.name().toLowerCase() + " needs a radius");
        }
        if (shape == Shape.CONE && lengthFeet == 0) {
            throw new IllegalArgumentException("a cone needs a length");
        }
        if (shape == Shape.CUBE && (lengthFeet == 0 || widthFeet != lengthFeet)) {
            throw new IllegalArgumentException("a cube needs a side, as wide as it is long");
        }
        if (shape == Shape.LINE && (lengthFeet == 0 || widthFeet == 0)) {
            throw new IllegalArgumentException("a line needs a length and a width");
        }
    }

    public static Area sphere(int radiusFeet) {
        return new Area(Shape.SPHERE, radiusFeet, 0, 0);
    }

    public static Area cylinder(int radiusFeet) {
        return new Area(Shape.CYLINDER, radiusFeet, 0, 0);
    }

    public static Area cloud(int radiusFeet) {
        return new Area(Shape.CLOUD, radiusFeet, 0, 0);
    }

    public static Area cone(int lengthFeet) {
        return new Area(Shape.CONE, 0, lengthFeet, 0);
    }

    public static Area cube(int sideFeet) {
        return new Area(Shape.CUBE, 0, sideFeet, sideFeet);
    }

    public static Area line(int lengthFeet, int widthFeet) {
        return new Area(Shape.LINE, 0, lengthFeet, widthFeet);
    }

    /** Sphere, cylinder or cloud: a circle on the grid. */
    public boolean circular() {
        return circular(shape);
    }

    /** Cone or line: aimed, and its origin is not included. */
    public boolean aimed() {
        return !circular(shape);
    }

    private static boolean circular(Shape s) {
        return s == Shape.SPHERE || s == Shape.CYLINDER || s == Shape.CLOUD;
    }

    /** "20-ft sphere", "60-ft cone", "100-ft by 5-ft line", "15-ft cube". */
    public String describe() {
        String name = shape.name().toLowerCase();
        if (circular()) {
            return radiusFeet + "-ft-radius " + name;
        }
        if (shape == Shape.CUBE) {
            return lengthFeet + "-ft cube";
        }
        return shape == Shape.CONE ? lengthFeet + "-ft cone" : lengthFeet + "-ft by " + widthFeet + "-ft line";
    }
}
