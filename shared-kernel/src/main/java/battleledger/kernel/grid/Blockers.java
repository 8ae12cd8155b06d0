package battleledger.kernel.grid;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * What stands on the grid and gets in the way. Immutable.
 * <ul>
 *   <li><b>walls</b>: cells filled by something that blocks vision and gives total cover (a stone wall, a pillar,
 *       a closed door). They block line of sight (003 › Line of Sight), movement, areas of effect (001 › Magic ›
 *       Areas of Effect) and cover lines (003 › Cover).</li>
 *   <li><b>creatures</b>: cells some creature occupies. They block cover lines only: "If one or two of those lines
 *       are blocked by an obstacle (including another creature)" (003 › Cover). Creatures do not block sight or
 *       areas, and never give total cover. The attacker's and the target's own cells are left out of a cover
 *       computation automatically, so callers may list every creature.</li>
 * </ul>
 */
public final class Blockers {

    private static final Blockers NONE = new Blockers(List.of(), List.of());

    private final SortedSet<Cell> walls;
    private final SortedSet<Cell> creatures;
    private final Set<Cell> wallLookup;      // hash sets for lookups only, never iterated
    private final Set<Cell> creatureLookup;
    private final Cell[] wallArray;          // walls in (y, x) order, for scans

    private Blockers(Collection<Cell> walls, Collection<Cell> creatures) {
        this.walls = Collections.unmodifiableSortedSet(new TreeSet<>(walls));
        this.creatures = Collections.unmodifiableSortedSet(new TreeSet<>(creatures));
        this.wallLookup = Set.copyOf(this.walls);
        this.creatureLookup = Set.copyOf(this.creatures);
        this.wallArray = this.walls.toArray(new Cell[0]);
    }

    public static Blockers none() {
        return NONE;
    }

    public static Blockers walls(Collection<Cell> walls) {
        return new Blockers(walls, List.of());
    }

    public static Blockers of(Collection<Cell> walls, Collection<Cell> creatures) {
        return new Blockers(walls, creatures);
    }

    /** These blockers and more walls. */
    public Blockers withWalls(Collection<Cell> more) {
        return new Blockers(union(walls, more), creatures);
    }

    /** These blockers and more creature-occupied cells. */
    public Blockers withCreatures(Collection<Cell> more) {
        return new Blockers(walls, union(creatures, more));
    }

    /** The same walls and no creatures. */
    public Blockers withoutCreatures() {
        return new Blockers(walls, List.of());
    }

    public SortedSet<Cell> walls() {
        return walls;
    }

    public SortedSet<Cell> creatures() {
        return creatures;
    }

    /** Whether a wall fills the cell. */
    public boolean blocks(Cell c) {
        return wallLookup.contains(c);
    }

    /** Whether a creature occupies the cell. */
    public boolean occupied(Cell c) {
        return creatureLookup.contains(c);
    }

    Predicate<Cell> wallTest() {
        return wallLookup::contains;
    }

    /** What blocks a cover line: walls, and creatures other than the exempt (attacker's and target's) cells. */
    Predicate<Cell> coverObstacles(Collection<Cell> exempt) {
        Set<Cell> skip = Set.copyOf(exempt);
        return c -> wallLookup.contains(c) || (creatureLookup.contains(c) && !skip.contains(c));
    }

    Cell[] wallArray() {
        return wallArray;
    }

    private static List<Cell> union(Collection<Cell> a, Collection<Cell> b) {
        List<Cell> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Blockers other && walls.equals(other.walls) && creatures.equals(other.creatures);
    }

    @Override
    public int hashCode() {
        return Objects.hash(walls, creatures);
    }

    @Override
    public String toString() {
        return "Blockers[walls=" + walls + ", creatures=" + creatures + "]";
    }
}
