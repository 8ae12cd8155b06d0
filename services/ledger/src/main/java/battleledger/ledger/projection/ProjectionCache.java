package battleledger.ledger.projection;

import jakarta.inject.Singleton;

import java.util.Collection;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The kernel states the projection has folded, by encounter, so each event is folded once rather than the whole
 * stream per event. Bounded, least recently used first out, and held softly: the collector lets them go before the
 * heap would run out (a state is ~75 KiB, ~550 KiB at 1,500 steps; two thousand held strongly would not fit the
 * service's 256 MiB heap). An encounter not here is folded again from the store, as far as its rows were written.
 * Only committed projections enter it.
 */
@Singleton
public final class ProjectionCache {

    static final int CAPACITY = 2_000;

    private final SoftLru<String, Projected> states = new SoftLru<>(CAPACITY);

    /**
     * Encounters whose rows a transaction is committing: until it is noted here, this cache may be behind. A plain set,
     * not a count: no two transactions commit one encounter's rows at once (each encounter belongs to one segment of
     * the projection, {@code AxonFactory} says so, and a rebuild writes alone).
     */
    private final Set<String> committing = ConcurrentHashMap.newKeySet();
    private volatile long generation;

    Projected get(String encounterId) {
        return states.get(encounterId);
    }

    void put(String encounterId, Projected projected) {
        states.put(encounterId, projected);
    }

    public synchronized void clear() {
        states.clear();
        generation++;
    }

    /** These encounters' rows are about to commit: say nothing of them until {@link #settled}. */
    void committing(Collection<String> encounterIds) {
        committing.addAll(encounterIds);
    }

    /** Their commit is over: noted here ({@link #put}) before this, or rolled back. */
    void settled(Collection<String> encounterIds) {
        committing.removeAll(encounterIds);
    }

    /** Rows were rewritten without their encounters' sequence moving (a rebuild's repairs, rows dropped). */
    synchronized void rewritten() {
        generation++;
    }

    /** Forgets an encounter whose rows were dropped, or whose batch rolled back (EncounterProjector). */
    synchronized void forget(String encounterId) {
        states.remove(encounterId);
        generation++;
    }

    /**
     * The sequence number of the encounter's last event the read models hold, as this node committed them; empty when
     * this node cannot say (not folded here, let go, or a commit of its rows under way, which the store may already
     * show). Only where this node's projector is the only writer of the read models does it say how far they are.
     */
    public OptionalLong committedSequence(String encounterId) {
        if (committing.contains(encounterId)) {
            return OptionalLong.empty();
        }
        Projected p = get(encounterId);
        return p == null ? OptionalLong.empty() : OptionalLong.of(p.sequence());
    }

    /**
     * Changes whenever the read models may have changed without an encounter's sequence moving (a reset, a rebuild):
     * what was read under another generation is not to be served again.
     */
    public long generation() {
        return generation;
    }

    /** Lets go of every state, as the collector does when the heap runs short (for tests). */
    public void letGoOfStates() {
        states.letGo();
    }
}
