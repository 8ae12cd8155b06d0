package battleledger.kernel.grid;

/**
 * An area of effect (001 › Magic › Areas of Effect): a sphere, cylinder or cloud of a radius, a cone of a length, or a
 * line of a length and width.
 */
public record Area(Shape shape, int radiusFeet, int lengthFeet, int widthFeet) {

    public enum Shape { SPHERE, CYLINDER, CLOUD, CONE, LINE }

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

    public static Area line(int lengthFeet, int widthFeet) {
        return new Area(Shape.LINE, 0, lengthFeet, widthFeet);
    }
}
