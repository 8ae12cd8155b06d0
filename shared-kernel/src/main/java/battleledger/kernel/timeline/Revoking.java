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

import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent;
import battleledger.kernel.state.StepRecord;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
        List<Entry> later = new ArrayList<>(history.remove(c.step()).decidedAgainFrom(point));
        // "rewound to before it": the commands the ruling itself dropped (an override's steps between its target and
        // itself that it made illegal) were in effect before it, so they are decided again too, not left dropped
        Set<Integer> restored = new HashSet<>();
        for (Entry e : droppedBy(f, ruling, history)) {
            later.add(e);
            restored.add(e.origin());
        }
        later.sort(Comparator.comparingInt(Entry::origin));
        return Outcome.again(loop -> Redecider.redecide(loop, later, point, restored,
                (redecided, dropped) -> new RulingRevoked(f.step(), f.by(), c.step(), redecided, dropped)));
    }

    /** The commands a ruling dropped that are still out of effect, each as it was first decided (its dice key). */
    private static List<Entry> droppedBy(Facts f, Entry ruling, History history) {
        if (!(ruling.accepted() instanceof RollOverridden overridden)) {
            return List.of();
        }
        List<Entry> out = new ArrayList<>();
        for (TimelineEvent.Dropped d : overridden.dropped()) {
            StepRecord r = f.state().timeline().step(d.step());
            if (r != null && r.active() && history.positionOf(d.step()) < 0) {
                out.add(new Entry(d.step(), d.step(), r.events()));
            }
        }
        return out;
    }
}
