package battleledger.ledger.projection;

import java.lang.ref.SoftReference;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A bounded map of what can be made again, held softly: the least recently used leaves first beyond the bound, and
 * the collector may let any go before the heap would run out (the projection's folds, the combatants a read kept).
 * Thread-safe.
 */
public final class SoftLru<K, V> {

    private final Map<K, SoftReference<V>> entries;

    public SoftLru(int capacity) {
        this.entries = new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, SoftReference<V>> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The value, or null when there is none or the collector let it go. */
    public synchronized V get(K key) {
        SoftReference<V> ref = entries.get(key);
        V value = ref == null ? null : ref.get();
        if (ref != null && value == null) {
            entries.remove(key);
        }
        return value;
    }

    public synchronized void put(K key, V value) {
        entries.put(key, new SoftReference<>(value));
    }

    public synchronized void remove(K key) {
        entries.remove(key);
    }

    public synchronized void clear() {
        entries.clear();
    }

    /** Lets go of every value, as the collector does when the heap runs short (for tests). */
    public synchronized void letGo() {
        entries.values().forEach(SoftReference::clear);
    }
}
