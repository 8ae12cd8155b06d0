package battleledger.ledger.projection;

import battleledger.kernel.audit.Digests;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One encounter folded whole from its stored events (a rebuild), kept as its rows need it: the latest fold, the digest
 * of the battle after each step and every K-th step's battle as text. Each step's digest is made when its events end
 * (the next event is of another step, or there is none), so no step's state outlives its step (issue 18: keeping
 * every step's state until the rows were made held each step's copy of the persistent timeline's path, O(n log n) for
 * a battle of n steps: 430,743 tree nodes, 17 MB, for two battles of 8,000 steps, and the rebuild of a long battle ran
 * full collections back to back). A step whose events come again later is digested again from its later state, as
 * the projection's {@link Touched} takes a step's last state.
 */
final class WholeFold {

    private final int snapshotEvery;
    private final Digests digester = new Digests();
    private final Map<Integer, String> digests = new HashMap<>();
    private final TreeMap<Integer, StateRow> snapshots = new TreeMap<>();
    private Projected latest;
    /** The step of the last event recorded while its digest is not made yet; {@link #NONE} once it is. */
    private int open = NONE;
    private static final int NONE = Integer.MIN_VALUE;

    WholeFold(int snapshotEvery) {
        this.snapshotEvery = snapshotEvery;
    }

    /** The fold after {@code event}, the next event of the stream in order. */
    void record(Projected folded, EncounterEvent event) {
        if (open != NONE && event.step() != open) {
            close();
        }
        latest = folded;
        open = event.step();
    }

    /** The latest fold, its last step's digest made. */
    Projected latest() {
        if (open != NONE) {
            close();
        }
        return latest;
    }

    /** The digest of the battle after {@code step}, null when no event was of that step. */
    String digest(int step) {
        latest();
        return digests.get(step);
    }

    /** The battle after every K-th step, in order of their steps. */
    List<StateRow> snapshots() {
        latest();
        return new ArrayList<>(snapshots.values());
    }

    private void close() {
        EncounterState state = latest.state();
        int step = open;
        String digest = digester.of(state.battle());
        digests.put(step, digest);
        if (step % snapshotEvery == 0) {
            snapshots.put(step, new StateRow(step, digest, ReadModelWriter.json(state.battle())));
        }
        open = NONE;
    }
}
