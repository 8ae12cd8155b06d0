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
 * One value heavier than the whole budget (a battle of ~46,000 steps under the default 16 MB) is kept too, beside the
 * budgeted ones, and pushes none of them out: refused, it was made again from the store at every use, taking as much
 * memory for as long as the use and the whole stream's work each time (stop 40: a battle past the budget turned every
 * command into a fold of its whole stream, the serial collector ran a full collection a second, and commands waited up
 * to 39 s). It takes its turn in the order of use: once it is the least recently used and the others need room, it
 * leaves first. A second heavy value takes its place. So what is held is at most the budget and one value, the last
 * heavy one put, while it is in use. A cache named for its setting says so in the log, at most once a minute. A budget
 * of 0 keeps nothing. Thread-safe.
 */
public final class WeighedLru<K, V> {

    private static final Logger LOG = LoggerFactory.getLogger(WeighedLru.class);
    private static final long WARN_EVERY = 60_000_000_000L;

    private final long budget;
    private final ToLongFunction<? super V> weigher;
    private final BiConsumer<K, V> evicted;
    private final LinkedHashMap<K, Weighed<V>> entries = new LinkedHashMap<>(64, 0.75f, true); // the heavy one too
    private long weight; // of the entries but the heavy one
    private K heavy; // the key of the value heavier than the budget, or null
    private long heavyWeight;
    private String setting; // the setting of the budget, named in the log; null: nothing is said
    private long warned = System.nanoTime() - WARN_EVERY;

    private record Weighed<V>(V value, long weight) {
    }

    /**
     * @param budget  the most bytes the values may weigh together, one heavier than all of it aside (0: none is kept)
     * @param weigher a value's weight in bytes, an estimate of the memory it holds; taken once, when it is put
     * @param evicted told of each entry that left for the budget or for a heavy one (not of those removed, replaced
     *                or cleared)
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
        return w == null ? null : w.value();
    }

    /**
     * Keeps the value as the most recently used, then lets the least recently used go while all but the heavy one
     * weigh more than the budget (the heavy one too, if it comes first). A value heavier than the whole budget takes
     * the place of the heavy one before it (told as evicted). Whether it was kept: always, but under a budget of 0
     * (and the key's value before it is gone).
     */
    public synchronized boolean put(K key, V value) {
        long w = Math.max(1, weigher.applyAsLong(value));
        remove(key);
        if (budget == 0) {
            return false;
        }
        if (w > budget) {
            warn(key, w);
            if (heavy != null) {
                Weighed<V> was = entries.remove(heavy);
                evicted.accept(heavy, was.value());
            }
            heavy = key;
            heavyWeight = w;
        } else {
            weight += w;
        }
        entries.put(key, new Weighed<>(value, w));
        Iterator<Map.Entry<K, Weighed<V>>> eldest = entries.entrySet().iterator();
        while (weight > budget) {
            Map.Entry<K, Weighed<V>> e = eldest.next();
            eldest.remove();
            if (e.getKey().equals(heavy)) {
                heavy = null;
            } else {
                weight -= e.getValue().weight();
            }
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
        LOG.warn("Encounter {} weighs about {} in {}, more than that whole budget ({}): it is kept beside what the"
                + " budget holds, one such at a time, while it is in use; with two this heavy in play, each is made again"
                + " from the store in turn. Raise {} (and the heap, -Xmx) to keep more.",
                key, size(w), setting, size(budget), setting);
    }

    private static String size(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : (bytes >> 10) + " KiB";
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
        if (was != null && key.equals(heavy)) {
            heavy = null;
        } else if (was != null) {
            weight -= was.weight();
        }
        return was != null;
    }

    public synchronized void clear() {
        entries.clear();
        weight = 0;
        heavy = null;
    }

    /** The keys held, least recently used first (a copy). */
    public synchronized java.util.List<K> keys() {
        return java.util.List.copyOf(entries.keySet());
    }

    /** What the values weigh together, in bytes, the one heavier than the budget included. */
    public synchronized long weight() {
        return weight + (heavy == null ? 0 : heavyWeight);
    }

    /** The key of the value kept beside the budget for being heavier than all of it, if any. */
    public synchronized java.util.Optional<K> heavyKey() {
        return java.util.Optional.ofNullable(heavy);
    }

    public synchronized int size() {
        return entries.size();
    }
}
