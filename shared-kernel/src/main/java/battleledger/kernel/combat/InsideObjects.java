package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.grid.Blockers;
import battleledger.kernel.model.Condition;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

/**
 * An ethereal creature inside a solid object: "It can also pass through solid objects, but it is blinded while doing
 * so and cannot target anything but the object while inside it." (001 › Conditions › Ethereal). The walls of the grid
 * are its solid objects; a creature is inside one while its space overlaps a wall. Only an ethereal creature gets
 * there (battlefield.Walks), but one that stops being ethereal in a wall is still inside it until it walks out.
 */
public final class InsideObjects {

    /** The source of the blindness an object gives, so that leaving the object ends only that blindness. */
    public static final String SOURCE = "inside an object";

    private InsideObjects() {
    }

    /** Whether the creature's space overlaps a wall of the grid. */
    public static boolean inside(Battle b, Combatant c) {
        if (c == null || !Battlefield.gridded(b)) {
            return false;
        }
        Blockers walls = Battlefield.walls(b);
        return Battlefield.space(b, c).stream().anyMatch(walls::blocks);
    }

    /** "cannot target anything but the object while inside it": the refusal, or null when it is not inside one. */
    public static RuleViolation targeting(Battle b, Combatant actor) {
        if (!inside(b, actor)) {
            return null;
        }
        return RuleViolation.illegal("inside-object", Condition.ETHEREAL.rule(), actor.stats().name()
                + " is inside a solid object and \"cannot target anything but the object while inside it\"");
    }

    /** After a creature moved: blinded on entering an object, no longer on walking out of it. */
    public static Outcome moved(Facts f, String id, boolean wasInside) {
        Combatant now = f.battle().combatant(id);
        boolean isInside = inside(f.battle(), now);
        if (isInside && !wasInside) {
            return Afflictions.impose(f, id, Condition.BLINDED, SOURCE,
                    "passes into a solid object, \"but it is blinded while doing so\"");
        } else if (wasInside && !isInside && SOURCE.equals(now.sourceOf(Condition.BLINDED))) {
            return Afflictions.relieve(f, id, Condition.BLINDED, "out of the solid object");
        }
        return Outcome.none();
    }
}
