package battleledger.ledger.axon;

import battleledger.ledger.projection.Footprint;
import battleledger.ledger.projection.WeighedLru;
import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;
import org.axonframework.eventsourcing.AggregateCacheEntry;

import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The aggregate cache: the most recently used encounters, bounded by the memory their states hold
 * ({@code ledger.caches.aggregates}, {@link Footprint}), the least recently used evicted first. Axon's
 * WeakReferenceCache loses its entries at every garbage collection, and a lost encounter is folded again from its
 * whole stream on the next command; soft references (this cache's before, issue 18) kept the heap full of battles and
 * the collector in full collections. A battle's state is ~45 KiB at 100 steps, ~0.5 MiB at 1,500.
 */
final class AggregateCache implements Cache {

    /**
     * Where Axon's cache entry keeps the aggregate (4.12 has no accessor for it). Found once; if a later Axon moves
     * it, every entry weighs {@link #UNKNOWN} and {@code CachesLetGoHttpTest} says so.
     */
    private static final Field ROOT = root();
    static final long UNKNOWN = 64 * 1024;

    private final List<EntryListener> listeners = new CopyOnWriteArrayList<>();
    private final WeighedLru<Object, Object> entries;

    AggregateCache(long budget) {
        this.entries = new WeighedLru<>(budget, AggregateCache::weight,
                (key, value) -> listeners.forEach(l -> l.onEntryExpired(key))).named("ledger.caches.aggregates");
    }

    private static Field root() {
        try {
            Field f = AggregateCacheEntry.class.getDeclaredField("aggregateRoot");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** What an entry's battle holds, about; {@link #UNKNOWN} for what is not a cached encounter. */
    static long weight(Object value) {
        try {
            if (ROOT != null && value instanceof AggregateCacheEntry<?> entry
                    && ROOT.get(entry) instanceof EncounterAggregate aggregate) {
                return Footprint.of(aggregate.state());
            }
        } catch (IllegalAccessException e) {
            // weighed as unknown
        }
        return UNKNOWN;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <K, V> V get(K key) {
        Object value = entries.get(key);
        if (value != null) {
            listeners.forEach(l -> l.onEntryRead(key, value));
        }
        return (V) value;
    }

    @Override
    public synchronized void put(Object key, Object value) {
        boolean existed = entries.get(key) != null;
        if (!entries.put(key, value)) { // a budget of 0: every battle folded from the store each time
            if (existed) {
                listeners.forEach(l -> l.onEntryRemoved(key));
            }
            return;
        }
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
        if (entries.get(key) != null) {
            return false;
        }
        put(key, value);
        return true;
    }

    @Override
    public synchronized boolean remove(Object key) {
        boolean removed = entries.remove(key);
        if (removed) {
            listeners.forEach(l -> l.onEntryRemoved(key));
        }
        return removed;
    }

    @Override
    public synchronized void removeAll() {
        entries.keys().forEach(this::remove);
    }

    @Override
    public boolean containsKey(Object key) {
        return entries.get(key) != null;
    }

    /** Lets go of every battle, as the budget does of those used least lately (for tests). */
    synchronized void letGoOfValues() {
        entries.keys().forEach(key -> {
            entries.remove(key);
            listeners.forEach(l -> l.onEntryExpired(key));
        });
    }

    /** What the battles held weigh together, in bytes, about. */
    long weight() {
        return entries.weight();
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
