package battleledger.kernel.timeline;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.event.RulingEvent;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.rules.Design;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.History;

import java.util.List;

/**
 * "RevokeRuling(step) takes back a GM ruling made earlier: the battle is rewound to before it and every later
 * intent is decided again in order, with the same dice keys; intents that became illegal are dropped and named.
 * The result is appended as new events; nothing is ever deleted." (DESIGN.md, Undo, redo, revoke)
 */
public final class Revoking {

    private Revoking() {
    }

    public static Outcome revoke(Facts f, RevokeRuling c) {
        Setup.gmOnly(f, "RevokeRuling");
        History history = f.state().history();
        Entry ruling = Redecider.inEffect(history, c.step(), Design.REVOKE);
        if (!(ruling.accepted() instanceof RulingEvent)) {
            throw RuleViolation.illegal("not-a-ruling", Design.REVOKE,
                    "step " + c.step() + " is a " + ruling.accepted().command().getClass().getSimpleName()
                            + ", not a ruling; only rulings can be revoked (undo takes back any step)");
        }
        // an override changed the battle from its target step on; any other ruling from its own step
        int point = History.effectPoint(ruling);
        List<Entry> later = history.remove(c.step()).decidedAgainFrom(point);
        return Outcome.again(loop -> Redecider.redecide(loop, later, point,
                (redecided, dropped) -> new RulingRevoked(f.step(), f.by(), c.step(), redecided, dropped)));
    }
}
