package battleledger.ledger.projection;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
 * most of its time in them ({@code docs/performance.md}, stop 34).
 * <p>
 * One value heavier than the whole budget (a battle of ~46,000 steps under the default 16 MB) is kept beside the
 * budgeted ones, the last such put, without pushing them out: what it holds is made again from the store at each use
 * otherwise, which took as much memory for as long as the use and cost the whole stream's work every time (stop 40: a
 * battle past the budget turned every command into a fold of its whole stream, the serial collector ran a full
 * collection a second, and commands waited up to 39 s). So the memory held is at most the budget and the heaviest
 * value in use. A cache named for its setting says so in the log, at most once a minute. A budget of 0 keeps nothing.
 * Thread-safe.
 */
public final class WeighedLru<K, V> {

    private static final Logger LOG = LoggerFactory.getLogger(WeighedLru.class);
    private static final long WARN_EVERY = 60_000_000_000L;

    private final long budget;
    private final ToLongFunction<? super V> weigher;
    private final BiConsumer<K, V> evicted;
    private final LinkedHashMap<K, Weighed<V>> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long weight;
    private K heavyKey; // the value heavier than the budget kept beside the others, or null
    private Weighed<V> heavy;
    private String setting; // the setting of the budget, named in the log; null: nothing is said
    private long warned = System.nanoTime() - WARN_EVERY;

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

    /** This cache, its budget named by {@code setting} in the log when a value heavier than all of it is kept. */
    public WeighedLru<K, V> named(String setting) {
        this.setting = setting;
        return this;
    }

    /** The value, or null; a value found becomes the most recently used. */
    public synchronized V get(K key) {
        Weighed<V> w = entries.get(key);
        if (w == null && heavy != null && heavyKey.equals(key)) {
            w = heavy;
        }
        return w == null ? null : w.value();
    }

    /**
     * Keeps the value as the most recently used, then lets the least recently used go while over the budget. A value
     * heavier than the whole budget is kept beside the others instead, in place of the one that was (told as
     * evicted). Whether it was kept: always, but under a budget of 0 (and the key's value before it is gone).
     */
    public synchronized boolean put(K key, V value) {
        long w = Math.max(1, weigher.applyAsLong(value));
        remove(key);
        if (w > budget && budget > 0) {
            warn(key, w);
            if (heavy != null) {
                evicted.accept(heavyKey, heavy.value());
            }
            heavyKey = key;
            heavy = new Weighed<>(value, w);
            return true;
        }
        if (w > budget) {
            return false; // a budget of 0 keeps nothing
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

    private void warn(K key, long w) {
        long now = System.nanoTime();
        if (setting == null || now - warned < WARN_EVERY) {
            return;
        }
        warned = now;
        LOG.warn("Encounter {} holds about {}, more than all of {} ({}): it is kept beside the battles that budget"
                + " holds, one such at a time; with two this long in play, each is folded again from the store in turn."
                + " Raise {} (and the heap, -Xmx) for battles this long.", key, size(w), setting, size(budget), setting);
    }

    private static String size(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : (bytes >> 10) + " KiB";
    }

    /** Puts the value only where the key has one already; whether it did. */
    public synchronized boolean replace(K key, V value) {
        if (!entries.containsKey(key) && !(heavy != null && heavyKey.equals(key))) {
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
        } else if (heavy != null && heavyKey.equals(key)) {
            was = heavy;
            heavy = null;
            heavyKey = null;
        }
        return was != null;
    }

    public synchronized void clear() {
        entries.clear();
        weight = 0;
        heavy = null;
        heavyKey = null;
    }

    /** The keys held, least recently used first, then the one heavier than the budget if any (a copy). */
    public synchronized java.util.List<K> keys() {
        java.util.List<K> keys = new java.util.ArrayList<>(entries.keySet());
        if (heavy != null) {
            keys.add(heavyKey);
        }
        return java.util.List.copyOf(keys);
    }

    /** What the values weigh together, in bytes, the one heavier than the budget included. */
    public synchronized long weight() {
        return weight + (heavy == null ? 0 : heavy.weight());
    }

    /** The key of the value kept beside the budget for being heavier than all of it, if any. */
    public synchronized java.util.Optional<K> heavyKey() {
        return java.util.Optional.ofNullable(heavyKey);
    }

    public synchronized int size() {
        return entries.size() + (heavy == null ? 0 : 1);
    }
}
