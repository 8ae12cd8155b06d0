package battleledger.ledger.projection;

import io.micronaut.context.annotation.Value;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import java.util.Collection;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The kernel states the projection has folded, by encounter, so each event is folded once rather than the whole
 * stream per event. Bounded by the memory the states hold ({@code ledger.caches.projection}, {@link Footprint}), least
 * recently used first out (a state is ~45 KiB at 100 steps, ~0.5 MiB at 1,500; one heavier than the whole budget is
 * kept beside it while it is in play, {@link WeighedLru}). An encounter not here is folded again from the store, as far
 * as its rows were written. Only committed projections enter it.
 */
@Singleton
public final class ProjectionCache {

    /** The budget tests and tools get: the service's own is {@code ledger.caches.projection}. */
    static final long BUDGET = 16L * 1024 * 1024;

    private final WeighedLru<String, Projected> states;

    /**
     * Encounters whose rows a transaction is committing: until it is noted here, this cache may be behind. A plain set,
     * not a count: no two transactions commit one encounter's rows at once (each encounter belongs to one segment of
     * the projection, {@code AxonFactory} says so, and a rebuild writes alone).
     */
    private final Set<String> committing = ConcurrentHashMap.newKeySet();
    private volatile long generation;

    public ProjectionCache() {
        this(BUDGET);
    }

    @Inject
    public ProjectionCache(@Value("${ledger.caches.projection:16MB}") @ReadableBytes long budget) {
        this.states = new WeighedLru<String, Projected>(budget, p -> Footprint.of(p.state()))
                .named("ledger.caches.projection");
    }

    Projected get(String encounterId) {
        return states.get(encounterId);
    }

    void put(String encounterId, Projected projected) {
        states.put(encounterId, projected);
    }

    /**
     * Puts the fold only where the encounter has one here already: a rebuild folds every battle, and putting them all
     * would push the battles in play out for battles nobody plays (an encounter not here is folded again from the
     * store, as far as its rows were written, which the rebuild's are).
     */
    void refresh(String encounterId, Projected projected) {
        states.replace(encounterId, projected);
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

    /** Lets go of every state, as the budget does of those used least lately (a rebuild, to work in their room). */
    public void letGoOfStates() {
        states.clear();
    }

    /** What the states held weigh together, in bytes, about. */
    public long weight() {
        return states.weight();
    }
}
