package battleledger.kernel.audit;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent.Dropped;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.StepRecord;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The timeline as people read it: every step with its status (DESIGN.md, Undo, redo, revoke). */
public final class TimelineView {

    private TimelineView() {
    }

    public static List<StepView> of(EncounterState state) {
        Map<Integer, Integer> inEffect = new HashMap<>();
        for (Entry e : state.history().entries()) {
            inEffect.put(e.origin(), e.decidedIn());
        }
        Map<Integer, String[]> gone = new HashMap<>();
        for (StepRecord r : state.timeline().steps()) {
            if (!r.active()) {
                continue;
            }
            for (EncounterEvent e : r.events()) {
                if (e instanceof RulingRevoked revoked) {
                    gone.put(revoked.revokedStep(), new String[]{"revoked", "revoked in step " + r.step()});
                    dropped(gone, revoked.dropped());
                } else if (e instanceof RollOverridden overridden) {
                    dropped(gone, overridden.dropped());
                }
            }
        }
        List<StepView> out = new ArrayList<>();
        for (StepRecord r : state.timeline().steps()) {
            String kind = r.kind().name().toLowerCase(Locale.ROOT);
            String status;
            Integer redecidedIn = null;
            String reason = null;
            boolean effect = false;
            if (!r.active()) {
                status = "undone";
            } else if (r.moves() || r.events().get(0) instanceof RulingRevoked) {
                status = "active";
            } else if (inEffect.containsKey(r.step())) {
                effect = true;
                int decidedIn = inEffect.get(r.step());
                status = decidedIn == r.step() ? "active" : "redecided";
                redecidedIn = decidedIn == r.step() ? null : decidedIn;
            } else if (gone.containsKey(r.step())) {
                status = gone.get(r.step())[0];
                reason = gone.get(r.step())[1];
            } else {
                status = "superseded";
            }
            out.add(new StepView(r.step(), r.by(), kind, r.command(), status, effect, redecidedIn, reason));
        }
        return out;
    }

    private static void dropped(Map<Integer, String[]> gone, List<Dropped> dropped) {
        for (Dropped d : dropped) {
            gone.put(d.step(), new String[]{"dropped", d.code() + ": " + d.reason()});
        }
    }
}
