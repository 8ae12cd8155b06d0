package battleledger.ledger.projection;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.ToLongFunction;

/**
 * A map of what can be made again, bounded by the memory its values take: when the weights of all pass the budget,
 * the least recently used leave first. Values are held strongly, so what it holds is what was budgeted and nothing
 * else (issue 18). The battles' caches were held softly before; under the service's 128 MiB heap the collector kept
 * soft values it had seen used lately, so the heap stayed full of battles and the serial collector ran a full
 * collection of 130-210 ms every few seconds: reads' p99, reads waiting for their own writes, and a rebuild that spent
 * most of its time in them ({@code docs/performance.md}, stop 34). Thread-safe.
 */
public final class WeighedLru<K, V> {

    private final long budget;
    private final ToLongFunction<? super V> weigher;
    private final BiConsumer<K, V> evicted;
    private final LinkedHashMap<K, Weighed<V>> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long weight;

    private record Weighed<V>(V value, long weight) {
    }

    /**
     * @param budget  the most bytes the values may weigh together (0: none is kept)
     * @param weigher a value's weight in bytes, an estimate of the memory it holds; taken once, when it is put
     * @param evicted told of each entry that left for the budget (not of those removed, replaced or cleared)
     */
    public WeighedLru(long budget, ToLongFunction<? super V> weigher, BiConsumer<K, V> evicted) {
        if (budget < 0) {
            throw new IllegalArgumentException("a cache's budget cannot be below 0 bytes: " + budget);
        }
        this.budget = budget;
        this.weigher = weigher;
        this.evicted = evicted;
    }

    public WeighedLru(long budget, ToLongFunction<? super V> weigher) {
        this(budget, weigher, (k, v) -> {
        });
    }

    /** The value, or null; a value found becomes the most recently used. */
    public synchronized V get(K key) {
        Weighed<V> w = entries.get(key);
        return w == null ? null : w.value();
    }

    /**
     * Keeps the value as the most recently used, then lets the least recently used go while over the budget; whether
     * it was kept (a value heavier than the whole budget is not, and the key's value before it is gone).
     */
    public synchronized boolean put(K key, V value) {
        long w = Math.max(1, weigher.applyAsLong(value));
        remove(key);
        if (w > budget) {
            return false; // heavier than the whole budget: it would only push everything else out, then go itself
        }
        entries.put(key, new Weighed<>(value, w));
        weight += w;
        Iterator<Map.Entry<K, Weighed<V>>> eldest = entries.entrySet().iterator();
        while (weight > budget) {
            Map.Entry<K, Weighed<V>> e = eldest.next();
            eldest.remove();
            weight -= e.getValue().weight();
            evicted.accept(e.getKey(), e.getValue().value());
        }
        return true;
    }

    /** Puts the value only where the key has one already; whether it did. */
    public synchronized boolean replace(K key, V value) {
        if (!entries.containsKey(key)) {
            return false;
        }
        put(key, value);
        return true;
    }

    /** Removes the key's value; whether there was one. */
    public synchronized boolean remove(K key) {
        Weighed<V> was = entries.remove(key);
        if (was != null) {
            weight -= was.weight();
        }
        return was != null;
    }

    public synchronized void clear() {
        entries.clear();
        weight = 0;
    }

    /** The keys held, least recently used first (a copy). */
    public synchronized java.util.List<K> keys() {
        return java.util.List.copyOf(entries.keySet());
    }

    /** What the values weigh together, in bytes. */
    public synchronized long weight() {
        return weight;
    }

    public synchronized int size() {
        return entries.size();
    }
}
