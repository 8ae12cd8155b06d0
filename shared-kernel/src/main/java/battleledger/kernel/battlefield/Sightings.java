package battleledger.kernel.battlefield;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.grid.CoverReport;
import battleledger.kernel.grid.Grid;
import battleledger.kernel.model.Situation;
import battleledger.kernel.state.Battle;

import java.util.List;

/**
 * What one creature sees of another on the grid: how far, whether a line of sight exists (003 › Line of Sight: only
 * walls block it), and the cover the target has, other creatures counting as obstacles (003 › Cover). Without a grid,
 * the command's own account of the field stands.
 */
public final class Sightings {

    /** What a GM's ruling says in the breakdown in place of the grid's lines. */
    public static final String RULED = "ruled by the GM";

    /** What a GM's standing ruling (RuleSight) says in the breakdown: it holds until it is revoked. */
    public static final String RULED_UNTIL_REVOKED = "ruled by the GM until revoked";

    private Sightings() {
    }

    /**
     * Distance, cover (with the lines that decided it) and sight, from the attacker's space to the target's;
     * {@code obscured}: the target stands wholly in heavily obscured cells, so it cannot be seen even in the line of
     * sight ("lurking in darkness", 001 › Combat › Attack Basics › Attacking an Unseen Target).
     */
    public record Sighting(int distance, CoverReport cover, boolean lineOfSight, boolean obscured) {
        public Situation situation() {
            return new Situation(cover.cover(), distance, !lineOfSight || obscured,
                    obscured ? cover.sentence() + "; in a heavily obscured area" : cover.sentence());
        }
    }

    /** As a roll finds it: its breakdown does not trace lines that a creature that hides blocks. */
    public static Sighting sighting(Battle b, String from, String to) {
        return sighting(b, from, to, java.util.Set.of(), true);
    }

    /**
     * As a reader may be told it (the API's /sight): with the creatures {@code unseen} left out of the obstacles, for
     * a viewer they hide from; the GM's read leaves none out and traces every line.
     */
    public static Sighting sighting(Battle b, String from, String to, java.util.Collection<String> unseen) {
        return sighting(b, from, to, unseen, false);
    }

    private static Sighting sighting(Battle b, String from, String to, java.util.Collection<String> unseen,
                                     boolean roll) {
        Grid g = Battlefield.grid(b);
        List<battleledger.kernel.grid.Cell> a = Battlefield.space(b, from);
        List<battleledger.kernel.grid.Cell> t = Battlefield.space(b, to);
        List<String> except = new java.util.ArrayList<>(unseen);
        except.add(from);
        except.add(to);
        CoverReport cover = g.cover(a, t, Battlefield.blockers(b, except.toArray(String[]::new)));
        if (roll) {
            cover = unplacing(b, g, a, t, except, cover);
        }
        boolean sight = g.lineOfSight(a, t, Battlefield.walls(b));
        java.util.Set<battleledger.kernel.grid.Cell> dark = Battlefield.cells(b.field().obscuredCells());
        return new Sighting(g.distanceFeet(a, t), cover, sight, !t.isEmpty() && dark.containsAll(t));
    }

    /**
     * The cover as a roll's breakdown tells it, which everyone reads: when a creature that hides is among what blocks
     * the lines, the sentence says only how much cover ("half cover"), since which lines are blocked from which corner
     * would point at it (001 › Exploration › Stealth › Benefits of Being Hidden). The cover itself stands.
     */
    private static CoverReport unplacing(Battle b, Grid g, List<battleledger.kernel.grid.Cell> a,
                                         List<battleledger.kernel.grid.Cell> t, List<String> except, CoverReport cover) {
        List<String> hiding = b.combatants().values().stream().filter(c -> !except.contains(c.id()) && !c.dead()
                && !c.away() && c.stance().hiding() != null).map(battleledger.kernel.state.Combatant::id).toList();
        if (hiding.isEmpty() || cover.blockedLines() == 0) {
            return cover;
        }
        List<String> without = new java.util.ArrayList<>(except);
        without.addAll(hiding);
        CoverReport open = g.cover(a, t, Battlefield.blockers(b, without.toArray(String[]::new)));
        if (open.blockedLines() == cover.blockedLines() && open.corner().equals(cover.corner())
                && open.targetCell().equals(cover.targetCell())) {
            return cover;
        }
        return new CoverReport(cover.cover(), cover.blockedLines(), cover.lines(), cover.corner(), cover.targetCell(),
                cover.sentence().substring(0, cover.sentence().indexOf(':')));
    }

    /**
     * What a command said of the field, or the open field when it said nothing. Its distance is how far the target
     * is (feet; meters in a Dragonbane cast), so never below 0: a negative one is bad input, refused.
     */
    public static Situation said(Situation given) {
        if (given != null && given.distance() != null && given.distance() < 0) {
            throw RuleViolation.invalid("invalid-distance", "situation.distance is how far the target is, 0 or more, "
                    + "not " + given.distance());
        }
        return given == null ? Situation.OPEN : given;
    }

    /**
     * The field between two creatures as the rules will use it. Without a grid (or without places on it): what the
     * command said. With one: computed from the positions, unless the GM ruled it in the command ("may be overridden by
     * a GM ruling"), which the breakdown then says.
     *
     * @param given what the command said (may be null)
     * @param byGm  whether the GM sent it
     */
    public static Situation situation(Battle b, String from, String to, Situation given, boolean byGm) {
        Situation said = said(given);
        if (!Battlefield.gridded(b) || !Battlefield.placed(b, from, to)) {
            return said;
        }
        Situation standing = b.field().ruledSight().get(battleledger.kernel.state.Field.sightKey(from, to));
        if (standing != null && !RULED.equals(said.basis()) && !(byGm && !said.open())) {
            // the GM's standing ruling (RuleSight), until it is revoked
            return new Situation(standing.cover(), Battlefield.distance(b, from, to), standing.unseen(),
                    RULED_UNTIL_REVOKED);
        }
        if (said.basis() != null && !RULED.equals(said.basis())) {
            // what the engine computed and stored with an earlier decision (verify, revoke): computed again
            return sighting(b, from, to).situation();
        }
        if (RULED.equals(said.basis()) || byGm && !said.open()) {
            return new Situation(said.cover(), said.distance() != null ? said.distance()
                    : Battlefield.distance(b, from, to), said.unseen(), RULED);
        }
        return sighting(b, from, to).situation();
    }
}
