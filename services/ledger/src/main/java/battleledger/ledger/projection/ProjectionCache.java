package battleledger.ledger.projection;

import jakarta.inject.Singleton;

import java.lang.ref.SoftReference;
import java.util.LinkedHashMap;
import java.util.Map;

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

    private final Map<String, SoftReference<Projected>> states = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, SoftReference<Projected>> eldest) {
            return size() > CAPACITY;
        }
    };

    synchronized Projected get(String encounterId) {
        SoftReference<Projected> ref = states.get(encounterId);
        Projected p = ref == null ? null : ref.get();
        if (ref != null && p == null) {
            states.remove(encounterId);
        }
        return p;
    }

    synchronized void put(String encounterId, Projected projected) {
        states.put(encounterId, new SoftReference<>(projected));
    }

    public synchronized void clear() {
        states.clear();
    }

    /** Lets go of every state, as the collector does when the heap runs short (for tests). */
    public synchronized void letGoOfStates() {
        states.values().forEach(SoftReference::clear);
    }
}
