package battleledger.ledger.projection;

import battleledger.kernel.audit.Digests;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;

import java.util.Map;
import java.util.TreeMap;

/**
 * What a batch changed of one encounter: the fold its rows were last written from ({@code before}; null, or a
 * sequence below 0, when it has none), its latest fold, and the battle after each step it saw.
 */
final class Touched {
    Projected before;
    Projected latest;
    final TreeMap<Integer, EncounterState> steps = new TreeMap<>();
    /** Whether a step of the batch moved others in or out of effect (an undo, redo, revoke or override). */
    boolean moved;
    /** The latest fold and {@code moved} as they stood after the last event that ended its command. */
    private Projected endLatest;
    private boolean endMoved;
    /** The steps recorded since that event, each with the battle it had then (null: it had none). */
    private final Map<Integer, EncounterState> sinceEnd = new java.util.HashMap<>();
    /** The digests of the battles of {@link #steps}, made in turn, each from what the one before left (issue 18). */
    private final Digests digester = new Digests();
    private final Map<Integer, String> digests = new java.util.HashMap<>();

    Touched(Projected before) {
        this.before = before;
    }

    void record(Projected p, EncounterEvent event, boolean endsCommand) {
        if (!sinceEnd.containsKey(event.step())) {
            sinceEnd.put(event.step(), steps.get(event.step()));
        }
        latest = p;
        steps.put(event.step(), p.state());
        digests.remove(event.step());
        moved |= event instanceof battleledger.kernel.event.TimelineEvent
                || event instanceof battleledger.kernel.event.RulingEvent.RollOverridden;
        if (endsCommand) {
            endLatest = latest;
            endMoved = moved;
            sinceEnd.clear();
        }
    }

    /**
     * The digest of the battle after {@code step} ({@code Digest.of}), null when the batch did not see that step. Made
     * once per step and battle; steps asked in order cost what changed between them.
     */
    String digest(int step) {
        EncounterState asOf = steps.get(step);
        return asOf == null ? null : digests.computeIfAbsent(step, s -> digester.of(asOf.battle()));
    }

    /** Forgets what follows the last command's end; false when no command ended at all. */
    boolean cutAtLastCommandEnd() {
        if (endLatest == null) {
            return false;
        }
        sinceEnd.forEach((step, was) -> {
            if (was == null) {
                steps.remove(step);
            } else {
                steps.put(step, was);
            }
        });
        sinceEnd.clear();
        digests.clear();
        latest = endLatest;
        moved = endMoved;
        return true;
    }
}
