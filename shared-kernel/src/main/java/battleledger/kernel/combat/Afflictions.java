package battleledger.kernel.combat;

import battleledger.kernel.decision.Decision;
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

    public static void impose(Decision d, String id, Condition condition, String source, String reason) {
        Combatant c = d.battle().combatant(id);
        if (c == null || c.has(condition)) {
            return;
        }
        d.emit(new ConditionApplied(d.step(), id, condition, source, reason));
        if (condition.has(Condition.Effect.FALLS_PRONE)) {
            Hands.letFall(d, id, condition); // "drops whatever it's holding and falls prone"

            impose(d, id, Condition.PRONE, source, condition.name().toLowerCase() + ": falls prone");
        }
        Combatant now = d.battle().combatant(id);
        if (now.stance().dodging() && (condition.has(Condition.Effect.CANNOT_ACT)
                || condition.has(Condition.Effect.CANNOT_MOVE) || condition.has(Condition.Effect.SPEED_ZERO))) {
            d.emit(new DodgeEnded(d.step(), id, "cannot move or act while " + condition.name().toLowerCase()));
        }
    }

    public static void relieve(Decision d, String id, Condition condition, String reason) {
        Combatant c = d.battle().combatant(id);
        if (c != null && c.has(condition)) {
            d.emit(new ConditionRemoved(d.step(), id, condition, reason));
            if (condition.has(Condition.Effect.UNSEEN) || condition.has(Condition.Effect.CANNOT_SEE)) {
                // an invisible hider seen again, an observer that sees again: "If you lose the conditions needed to
                // remain hidden, you are automatically spotted" (001 › Exploration › Stealth › Being Detected)
                Stealth.spotted(d);
            }
        }
    }
}
