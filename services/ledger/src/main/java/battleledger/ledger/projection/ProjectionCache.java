package battleledger.ledger.projection;

import jakarta.inject.Singleton;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The kernel states the projection has folded, by encounter, so each event is folded once rather than the whole
 * stream per event. Bounded, least recently used first out; an evicted encounter is folded again from the store.
 * Only committed projections enter it.
 */
@Singleton
public final class ProjectionCache {

    static final int CAPACITY = 2_000;

    private final Map<String, Projected> states = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Projected> eldest) {
            return size() > CAPACITY;
        }
    };

    synchronized Projected get(String encounterId) {
        return states.get(encounterId);
    }

    synchronized void put(String encounterId, Projected projected) {
        states.put(encounterId, projected);
    }

    public synchronized void clear() {
        states.clear();
    }
}
