package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellData;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.grid.Area;
import battleledger.kernel.grid.AreaResult;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.grid.CoverReport;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.grid.Point;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Spot;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Spells on the grid: where an area starts and aims (003 › Areas of Effect: "Choose an intersection"), which cells and
 * creatures it covers by the encounter's method (003's half-a-square rule, 000's template and token methods), and
 * the cover a creature has from its point of origin (003 › Cover).
 */
final class Placement {

    private Placement() {
    }

    /**
     * Where an area starts, which way it points (cones, lines and cubes), and the centre of the caster's space they
     * issue from (their shape lies on its side: {@link Grid#area(Area, Point, Point, Point,
     * EncounterOptions.AreaMethod, battleledger.kernel.grid.Blockers)}).
     */
    record Aim(Point origin, Point toward, Point from) {
    }

    /** The grid point a spot names: an intersection of squares, or a hex's corner. */
    static Point point(Grid g, Spot s) {
        if (g.kind() == EncounterOptions.GridKind.HEXES) {
            return g.corners(Cell.of(s.x(), s.y())).get(s.corner() == null ? 0 : s.corner());
        }
        return Point.of(s.x(), s.y());
    }

    /**
     * A sphere, cylinder or cloud starts at the spot. A cone, line or cube is aimed at the spot from the corner of the
     * caster's space nearest to it (its point of origin, which it does not include), and extends out from the caster
     * (000 › Template Method: "If an area of effect, such as a cone or a line, originates from a spellcaster, the
     * template should extend out from the caster").
     */
    static Aim aim(Battle b, Combatant caster, Area area, Spot spot) {
        Grid g = Battlefield.grid(b);
        Point at = point(g, spot);
        if (area.circular()) {
            return new Aim(at, null, null);
        }
        List<Cell> space = Battlefield.space(b, caster);
        Point origin = g.spaceCorners(space).stream()
                .min(Comparator.comparingDouble((Point c) -> c.distanceTo(at)).thenComparing(Point.ORDER))
                .orElseThrow();
        if (origin.distanceTo(at) < 1e-9) {
            throw RuleViolation.invalid("invalid-point", "a cone or line is aimed at a point away from its caster");
        }
        return new Aim(origin, at, centre(g, space));
    }

    /** The centre of a space: the mean of its cells' centres. */
    private static Point centre(Grid g, List<Cell> space) {
        double x = 0;
        double y = 0;
        for (Cell c : space) {
            x += g.center(c).x();
            y += g.center(c).y();
        }
        return Point.of(x / space.size(), y / space.size());
    }

    /** The area of a pending spell: its cells by the encounter's method, stopped by walls (001 › Areas of Effect). */
    static AreaResult area(Battle b, Pending p, SpellData spell) {
        Combatant caster = b.combatant(p.actor());
        Aim aim = aim(b, caster, spell.targeting().area(), p.point());
        return Battlefield.grid(b).area(spell.targeting().area(), aim.origin(), aim.toward(), aim.from(),
                b.field().areaMethod(), Battlefield.walls(b));
    }

    /** A zone's area around the spot it was cast at. */
    static AreaResult zoneArea(Battle b, SpellData spell, Spot spot) {
        Grid g = Battlefield.grid(b);
        return g.area(spell.targeting().area(), point(g, spot), null, b.field().areaMethod(),
                Battlefield.walls(b));
    }

    /** The creatures with any cell of their space in the area ("Large and larger creatures occupy all their cells"). */
    static List<String> creatures(Battle b, AreaResult r) {
        List<String> out = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            if (!c.dead() && !c.away() && Battlefield.space(b, c).stream().anyMatch(r::affects)) {
                out.add(c.id());
            }
        }
        return out;
    }

    /**
     * The feet from the caster's space to a spot: a spell's point must lie within its range (001 › Magic › Range). A
     * point is a corner shared by the cells around it, so the nearest of them counts: measured to one of them only,
     * a point to the right of or below the caster was 5 feet farther than the same point to its left or above.
     */
    static int feetTo(Battle b, Combatant caster, Spot spot) {
        Grid g = Battlefield.grid(b);
        Point at = point(g, spot);
        List<Cell> space = Battlefield.space(b, caster);
        int nearest = Integer.MAX_VALUE;
        for (int k = 0; k < 12; k++) {
            double angle = Math.PI * 2 * k / 12 + 0.1; // around the point, off every grid line through it
            Cell around = g.cellAt(at.plus(1e-3 * Math.cos(angle), 1e-3 * Math.sin(angle)));
            nearest = Math.min(nearest, g.distanceFeet(space, List.of(around)));
        }
        return nearest;
    }

    /**
     * The cover a creature has against a spell: from an area's point of origin (003 › Cover: "or the point of origin
     * of an area of effect"), from the caster for a spell aimed at it, or as the command said without a grid.
     */
    static Situation cover(Battle b, Pending p, SpellData spell, String target) {
        if (!Battlefield.gridded(b) || Battlefield.space(b, target).isEmpty()) {
            return p.situation();
        }
        if (spell.targeting().kind() == SpellData.Targeting.Kind.AREA && p.point() != null) {
            Aim aim = aim(b, b.combatant(p.actor()), spell.targeting().area(), p.point());
            CoverReport r = Battlefield.grid(b).cover(aim.origin(), Battlefield.space(b, target),
                    Battlefield.blockers(b, p.actor(), target));
            return new Situation(r.cover(), null, false, r.sentence());
        }
        return Sightings.situation(b, p.actor(), target, p.situation(), false);
    }

    /** Whether an area cast at the spot "includes a space within 5 feet" of its caster (001 › Spell Disruption). */
    static boolean near(Battle b, Combatant caster, SpellData spell, Spot spot) {
        if (!Battlefield.gridded(b) || spot == null || spell.targeting().kind() != SpellData.Targeting.Kind.AREA) {
            return false;
        }
        Grid g = Battlefield.grid(b);
        Aim aim = aim(b, caster, spell.targeting().area(), spot);
        AreaResult r = g.area(spell.targeting().area(), aim.origin(), aim.toward(), aim.from(),
                b.field().areaMethod(), Battlefield.walls(b));
        List<Cell> space = Battlefield.space(b, caster);
        return r.cells().stream().anyMatch(c -> g.distanceFeet(space, List.of(c)) <= 5);
    }

    /** The spot must be given, within the grid's limits and within range. */
    static void requireInRange(Battle b, Combatant caster, SpellData spell, Spot spot) {
        if (spot == null || !spot.withinLimits()) {
            throw RuleViolation.invalid("point-required", "on a grid " + spell.name() + " needs a point: an "
                    + "intersection (x, y), on hexes a hex's corner (x, y, corner 0-5)");
        }
        if (spell.range().kind() == SpellData.Range.Kind.FEET && feetTo(b, caster, spot) > spell.range().feet()) {
            throw RuleViolation.conflict("out-of-range", Playtest.SPELL_RANGE, "the point " + spot + " is "
                    + feetTo(b, caster, spot) + " feet away; " + spell.name() + " reaches " + spell.range().feet());
        }
    }
}
