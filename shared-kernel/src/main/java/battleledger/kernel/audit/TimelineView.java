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
            gone(gone, r);
        }
        List<StepView> out = new ArrayList<>();
        for (StepRecord r : state.timeline().steps()) {
            out.add(view(r, inEffect.get(r.step()), gone));
        }
        return out;
    }

    /**
     * The views of some steps only, as {@link #of} shows them (issue 18: the projection of a command shows the steps
     * it added, not every step again). What a step shows depends on its entry in effect and on the revokes and
     * overrides after it, so only the steps from the earliest asked for on are read.
     */
    public static List<StepView> of(EncounterState state, java.util.SortedSet<Integer> steps) {
        List<StepView> out = new ArrayList<>();
        if (steps.isEmpty()) {
            return out;
        }
        Map<Integer, String[]> gone = new HashMap<>();
        for (int step = Math.max(1, steps.first()); step <= state.timeline().lastStep(); step++) {
            StepRecord r = state.timeline().step(step);
            if (r.active()) {
                gone(gone, r);
            }
        }
        for (int step : steps) {
            StepRecord r = state.timeline().step(step);
            if (r != null) {
                Entry entry = state.history().entry(step);
                out.add(view(r, entry == null ? null : entry.decidedIn(), gone));
            }
        }
        return out;
    }

    private static void gone(Map<Integer, String[]> gone, StepRecord r) {
        for (EncounterEvent e : r.events()) {
            if (e instanceof RulingRevoked revoked) {
                gone.put(revoked.revokedStep(), new String[]{"revoked", "revoked in step " + r.step()});
                dropped(gone, revoked.dropped());
            } else if (e instanceof RollOverridden overridden) {
                dropped(gone, overridden.dropped());
            }
        }
    }

    private static StepView view(StepRecord r, Integer decidedIn, Map<Integer, String[]> gone) {
        String kind = r.kind().name().toLowerCase(Locale.ROOT);
        String status;
        Integer redecidedIn = null;
        String reason = null;
        boolean effect = false;
        if (!r.active()) {
            status = "undone";
        } else if (r.moves() || r.events().get(0) instanceof RulingRevoked) {
            status = "active";
        } else if (decidedIn != null) {
            effect = true;
            status = decidedIn == r.step() ? "active" : "redecided";
            redecidedIn = decidedIn == r.step() ? null : decidedIn;
        } else if (gone.containsKey(r.step())) {
            status = gone.get(r.step())[0];
            reason = gone.get(r.step())[1];
        } else {
            status = "superseded";
        }
        return new StepView(r.step(), r.by(), kind, r.command(), status, effect, redecidedIn, reason);
    }

    private static void dropped(Map<Integer, String[]> gone, List<Dropped> dropped) {
        for (Dropped d : dropped) {
            gone.put(d.step(), new String[]{"dropped", d.code() + ": " + d.reason()});
        }
    }
}
