package battleledger.ledger.axon;

import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

import java.lang.ref.SoftReference;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The aggregate cache: the most recently used encounters, the least recently used evicted beyond a bound. Axon's
 * WeakReferenceCache loses its entries at every garbage collection, and a lost encounter is folded again from its
 * whole stream on the next command; here an encounter is held softly: kept while the heap has room, let go (the
 * longest unused first) before the heap would run out. A battle's state is ~75 KiB, ~550 KiB at 1,500 steps: a
 * thousand of them held strongly would not fit the service's 256 MiB heap (README, Startup and memory).
 */
final class AggregateCache implements Cache {

    private final List<EntryListener> listeners = new CopyOnWriteArrayList<>();
    private final Map<Object, SoftReference<Object>> entries;

    AggregateCache(int capacity) {
        this.entries = new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, SoftReference<Object>> eldest) {
                if (size() > capacity) {
                    listeners.forEach(l -> l.onEntryExpired(eldest.getKey()));
                    return true;
                }
                return false;
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <K, V> V get(K key) {
        Object value = live(key);
        if (value != null) {
            listeners.forEach(l -> l.onEntryRead(key, value));
        }
        return (V) value;
    }

    @Override
    public synchronized void put(Object key, Object value) {
        SoftReference<Object> was = entries.put(key, new SoftReference<>(value));
        boolean existed = was != null && was.get() != null;
        listeners.forEach(l -> {
            if (existed) {
                l.onEntryUpdated(key, value);
            } else {
                l.onEntryCreated(key, value);
            }
        });
    }

    @Override
    public synchronized boolean putIfAbsent(Object key, Object value) {
        if (live(key) != null) {
            return false;
        }
        put(key, value);
        return true;
    }

    @Override
    public synchronized boolean remove(Object key) {
        SoftReference<Object> was = entries.remove(key);
        boolean removed = was != null && was.get() != null;
        if (removed) {
            listeners.forEach(l -> l.onEntryRemoved(key));
        }
        return removed;
    }

    @Override
    public synchronized void removeAll() {
        List.copyOf(entries.keySet()).forEach(this::remove);
    }

    @Override
    public synchronized boolean containsKey(Object key) {
        return live(key) != null;
    }

    /** The value held for the key, or null; an entry whose value the collector took is dropped. */
    private Object live(Object key) {
        SoftReference<Object> ref = entries.get(key);
        Object value = ref == null ? null : ref.get();
        if (ref != null && value == null) {
            entries.remove(key);
            listeners.forEach(l -> l.onEntryExpired(key));
        }
        return value;
    }

    /** Lets go of every value, as the collector does when the heap runs short (for tests). */
    synchronized void letGoOfValues() {
        entries.values().forEach(SoftReference::clear);
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
