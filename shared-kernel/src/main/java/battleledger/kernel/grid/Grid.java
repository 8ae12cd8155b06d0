package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.EncounterOptions.AreaMethod;
import battleledger.kernel.model.Size;

import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * The geometry of a battle grid, squares or hexes (003, Running the game). One grid unit is 5 feet. Every list of
 * cells this interface returns is in (y, x) order. Implementations are stateless and thread-safe; get one from
 * {@link #of}.
 *
 * <p><b>Lines and what blocks them.</b> A line is the segment between its two end points; contact with anything at
 * its own end points does not count (a creature standing against a wall has corners on the wall, and so may an
 * area's point of origin), except that a line from or to a corner of a space may not slip between two obstacle
 * squares that touch corner to corner at that corner, into a square not of the space: a diagonal wall of squares
 * cannot be seen or shot through from the point where two of its squares meet. Beyond that:
 * <ul>
 *   <li>a wall blocks a line that passes through or touches it (003 › Line of Sight: "doesn't pass through or
 *       touch"); walls fill their cells, so a line running along a wall's face is blocked. This holds for line of
 *       sight, cover lines and the straight lines of areas of effect alike;</li>
 *   <li>a creature blocks a cover line (003 › Cover: "blocked by an obstacle (including another creature)") that
 *       passes through it: through the inside of its cell, along the seam between two obstacle cells, or (squares)
 *       through the point where two obstacle squares touch corner to corner. A line grazing one creature's square
 *       is not blocked, a creature not filling its square to the edges; so one creature squarely between attacker
 *       and target gives half cover, as 001 › Combat › Cover says a creature does. Creatures block nothing else.</li>
 * </ul>
 */
public interface Grid {

    EncounterOptions.GridKind kind();

    /** The cells a creature of this size occupies with its anchor at {@code anchor} (003 › Creature Size and Space). */
    List<Cell> space(Cell anchor, Size size);

    /** The cells next to {@code c} (8 on squares, 6 on hexes). */
    List<Cell> neighbours(Cell c);

    /** The cell's corners, starting at its top (least y) and turning toward +x, in continuous grid units. */
    List<Point> corners(Cell c);

    Point center(Cell c);

    /** The cell holding a point (points on a boundary go to one of the touching cells, deterministically). */
    Cell cellAt(Point p);

    /** Grid steps between two cells. */
    int steps(Cell a, Cell b);

    /** Feet between two spaces: 5 ft per step between their nearest cells (0 when they overlap). */
    int distanceFeet(Collection<Cell> a, Collection<Cell> b);

    /** Whether two spaces are 5 ft apart. */
    default boolean adjacent(Collection<Cell> a, Collection<Cell> b) {
        return distanceFeet(a, b) == 5;
    }

    /**
     * The corners of a space: the corners of its cells on the space's outline (corners inside the space, with
     * every cell around them in the space, are left out), in (y, x) order.
     */
    List<Point> spaceCorners(Collection<Cell> space);

    /**
     * 003 › Line of Sight: "pick a corner of one space and trace an imaginary line from that corner to any part of
     * another space. If at least one such line doesn't pass through or touch an object ... that blocks vision".
     * Only walls block sight. Tried from either space's corners, so it is symmetric.
     */
    boolean lineOfSight(Collection<Cell> from, Collection<Cell> to, Blockers blockers);

    /**
     * 003 › Cover, the attacker choosing its most favourable corner and the target cell most favourable to it.
     * Total cover when no line from any of the attacker's corners reaches any part of the target past the walls.
     */
    CoverReport cover(Collection<Cell> attacker, Collection<Cell> target, Blockers blockers);

    /** 003 › Cover from an area's point of origin instead of an attacker's corner. */
    CoverReport cover(Point origin, Collection<Cell> target, Blockers blockers);

    /**
     * The cells an area of effect affects. The method picks the cells the shape covers; then 001 › Magic › Areas of
     * Effect: "If no unblocked straight line extends from the point of origin to a spot within the [area], that spot
     * is not included": a cell stays only when a line from the origin to one of its sample points (centre, corners
     * and edge midpoints pulled a tenth of the way in) touches no wall. Walls are never affected; creatures do not
     * block areas. A cloud also flows around walls within its radius. Cones and lines leave out their origin (a
     * cell holding it strictly inside).
     *
     * @param origin the point of origin, usually an intersection (003 › Areas of Effect: "Choose an intersection")
     * @param toward a point the cone or line extends toward (ignored for circles; may be null then)
     * @param method DMG: a cell is affected when the area covers at least half of it (003 › Areas of Effect);
     *               TEMPLATE: when any part of it is under the template, touching is not enough (000 › Template
     *               Method); TOKEN: square-edged shapes (000 › Token Method)
     */
    AreaResult area(Area area, Point origin, Point toward, AreaMethod method, Blockers blockers);

    /**
     * As {@link #area(Area, Point, Point, AreaMethod, Blockers)}, for a cone, line or cube that issues from a creature
     * whose space is centred at {@code from}: the shape lies on the creature's side of its point of origin (its axis
     * moved toward {@code from}, at most half its starting width, half a cell for a cone), so that it extends out from
     * the creature (000 › Template Method: "the template should extend out from the caster") instead of straddling
     * the grid line the origin is on. Circles, the token method, and a null {@code from} are as the other method.
     */
    AreaResult area(Area area, Point origin, Point toward, Point from, AreaMethod method, Blockers blockers);

    /** 003 › Optional Rule: Flanking. Whether {@code creature} and {@code ally} flank {@code enemy}. */
    boolean flanks(Collection<Cell> creature, Collection<Cell> ally, Collection<Cell> enemy);

    /**
     * The cost of walking a path of one-cell steps, path[0] being where the walk starts: 5 ft a step, 10 ft into
     * difficult terrain (001 › Combat › Movement in Combat). A step must go to a neighbouring cell and may not enter
     * a wall or an impassable cell (a hostile creature's space; allies' spaces may be passed through, so leave them
     * out of {@code impassable}).
     */
    PathCost pathCost(List<Cell> path, Set<Cell> difficult, Blockers blockers, Set<Cell> impassable);

    /**
     * The same for a creature of any size: {@code anchors} are its anchor cells along the way; every cell of its
     * space must stay clear of walls and impassable cells, and a step costs 10 ft when a newly entered cell is
     * difficult terrain.
     */
    PathCost pathCost(List<Cell> anchors, Size size, Set<Cell> difficult, Blockers blockers, Set<Cell> impassable);

    /**
     * The grid for an encounter's {@code grid} option.
     *
     * @throws IllegalArgumentException for NONE: without a grid the commands say distances and cover themselves
     *                                  (see {@code Situation}), so there is no geometry to ask
     */
    static Grid of(EncounterOptions.GridKind kind) {
        if (kind == null) {
            throw new IllegalArgumentException("no grid kind given");
        }
        return switch (kind) {
            case SQUARES -> SquareGrid.INSTANCE;
            case HEXES -> HexGrid.INSTANCE;
            case NONE -> throw new IllegalArgumentException("this encounter plays without a grid (grid: none)");
        };
    }

    static SquareGrid squares() {
        return SquareGrid.INSTANCE;
    }

    static HexGrid hexes() {
        return HexGrid.INSTANCE;
    }
}
