package battleledger.ledger.axon;

import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The aggregate cache: the most recently used encounters, held strongly, the least recently used evicted beyond a
 * bound. Axon's WeakReferenceCache loses its entries at every garbage collection, and a lost encounter is folded
 * again from its whole stream on the next command.
 */
final class AggregateCache implements Cache {

    private final List<EntryListener> listeners = new CopyOnWriteArrayList<>();
    private final Map<Object, Object> entries;

    AggregateCache(int capacity) {
        this.entries = new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, Object> eldest) {
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
        Object value = entries.get(key);
        if (value != null) {
            listeners.forEach(l -> l.onEntryRead(key, value));
        }
        return (V) value;
    }

    @Override
    public synchronized void put(Object key, Object value) {
        boolean existed = entries.put(key, value) != null;
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
        if (entries.containsKey(key)) {
            return false;
        }
        put(key, value);
        return true;
    }

    @Override
    public synchronized boolean remove(Object key) {
        boolean removed = entries.remove(key) != null;
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
        return entries.containsKey(key);
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
