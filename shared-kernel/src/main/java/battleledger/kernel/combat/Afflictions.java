package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.event.StanceEvent.DodgeEnded;
import battleledger.kernel.model.Condition;
import battleledger.kernel.state.Combatant;

/**
 * Imposing and ending conditions, with what follows: a paralyzed or unconscious creature "falls prone"; a dodging
 * creature that "cannot move or take actions for any reason" loses its Dodge bonus (001 › Conditions, 001 ›
 * Combat › Actions in Combat › Dodge). A condition already present is not imposed again.
 */
public final class Afflictions {

    private Afflictions() {
    }

    public static Outcome impose(Facts f, String id, Condition condition, String source, String reason) {
        Combatant c = f.battle().combatant(id);
        if (c == null || c.has(condition)) {
            return Outcome.none();
        }
        Outcome out = Outcome.of(new ConditionApplied(f.step(), id, condition, source, reason));
        if (condition.has(Condition.Effect.FALLS_PRONE)) {
            out = out.then(g -> Hands.letFall(g, id, condition)) // "drops whatever it's holding and falls prone"
                    .then(g -> impose(g, id, Condition.PRONE, source, condition.name().toLowerCase() + ": falls prone"));
        }
        return out.then(g -> dodgeEnds(g, id, condition));
    }

    /** A dodging creature that "cannot move or take actions for any reason" loses its Dodge (001 › Dodge). */
    private static Outcome dodgeEnds(Facts f, String id, Condition condition) {
        boolean stopped = condition.has(Condition.Effect.CANNOT_ACT) || condition.has(Condition.Effect.CANNOT_MOVE)
                || condition.has(Condition.Effect.SPEED_ZERO);
        return f.battle().combatant(id).stance().dodging() && stopped ? Outcome.of(new DodgeEnded(f.step(), id,
                "cannot move or act while " + condition.name().toLowerCase())) : Outcome.none();
    }

    public static Outcome relieve(Facts f, String id, Condition condition, String reason) {
        Combatant c = f.battle().combatant(id);
        if (c == null || !c.has(condition)) {
            return Outcome.none();
        }
        Outcome out = Outcome.of(new ConditionRemoved(f.step(), id, condition, reason));
        // an invisible hider seen again, an observer that sees again: "If you lose the conditions needed to remain
        // hidden, you are automatically spotted" (001 › Exploration › Stealth › Being Detected)
        return condition.has(Condition.Effect.UNSEEN) || condition.has(Condition.Effect.CANNOT_SEE)
                ? out.then(Stealth::spotted) : out;
    }
}
