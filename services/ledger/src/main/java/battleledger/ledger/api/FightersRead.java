package battleledger.ledger.api;

import battleledger.ledger.app.ReadModels;
import battleledger.ledger.projection.ProjectedCombatants;
import battleledger.ledger.projection.WeighedLru;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.convert.format.ReadableBytes;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;

import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The combatants of an encounter as the read models hold them, kept per encounter with the sequence number of the
 * last event they show (issue 18: reads at 16 clients). A read looks up that number (one row by its key) and, when
 * it has not moved since the last read, answers from memory: no query of the combatant rows and no parsing of
 * their JSON columns. Where other nodes may project (PostgreSQL) the number is the one the projections' notices told
 * (or, for an encounter not heard of, read from the store), so a read on one node sees what another node's projector
 * wrote ({@link ProjectedCombatants#sequence}). The rows a number names do not
 * change: a batch writes an encounter's rows and its summary's number in one transaction, a revision of the
 * timeline appends events (the number grows), and a rebuild projects the same events into the same rows again.
 * Rows are kept under the number read with them in one statement ({@link ProjectedCombatants#combatants}), and
 * what is kept only moves forward. A number read a moment late (this node's projector between its commit and noting
 * it) finds the newer answer a read that waited ({@code ?after=}) kept, and serves it; a miss reads the store, which
 * is at least as new: a reader never sees the battle go back ({@code CachedCombatantsHttpTest}).
 *
 * <p>What was read before a reset or a rebuild (which may rewrite rows without moving their sequence) is not served
 * after it: each answer kept carries the read models' generation ({@link ProjectedCombatants#generation}).
 *
 * <p>The cache holds what the GM reads, and beside it, per viewer, that viewer's answer ({@link Disclosure#fighters})
 * already written as JSON ({@link #as}): a read answered from memory costs neither the disclosure nor the writing of
 * the list. What it keeps is bounded by its weight ({@code ledger.caches.reads}; {@link #weight}), the least recently
 * used first out.
 */
@Singleton
final class FightersRead {


    /** The most answers written from one read: one per viewer (the GM, the public, each player's combatants). */
    static final int VIEWERS = 16;

    /**
     * What was read of an encounter's combatants, and the answers written from it, one per viewer; {@code answers}
     * is null for a read that is not kept.
     */
    record Read(long generation, long sequence, List<Views.Fighter> fighters,
                ConcurrentHashMap<Views.Viewer, Prewritten<Views.Fighter>> answers) {

        Read(long generation, long sequence, List<Views.Fighter> fighters) {
            this(generation, sequence, fighters, new ConcurrentHashMap<>());
        }
    }

    private final ReadModels reads;
    private final ProjectedCombatants projected;
    private final JsonMapper mapper;
    private final WeighedLru<String, Read> last;

    FightersRead(ReadModels reads, ProjectedCombatants projected, JsonMapper mapper,
                 @Value("${ledger.caches.reads:2MB}") @ReadableBytes long budget) {
        this.reads = reads;
        this.projected = projected;
        this.mapper = mapper;
        this.last = new WeighedLru<String, Read>(budget, FightersRead::weight).named("ledger.caches.reads");
    }

    /**
     * What a read kept holds, about, with the answers it may come to hold: a combatant is ~1 KiB as read, and up to
     * {@link #VIEWERS} answers of ~400 bytes of JSON each are written from it.
     */
    static long weight(Read read) {
        return 1024 + (1024 + VIEWERS * 400L) * read.fighters().size();
    }

    /** Every combatant of the encounter as the GM reads them, once the read models hold {@code after}. */
    List<Views.Fighter> all(String id, Long after) {
        return read(id, after).fighters();
    }

    /**
     * The combatants as {@code viewer} may read them ({@link Disclosure#fighters}). The answer is written as JSON
     * once per viewer for as long as the read is kept ({@link Prewritten}); each viewer has its own, so what one may
     * read never reaches another.
     */
    List<Views.Fighter> as(Read read, Views.Viewer viewer) {
        Prewritten<Views.Fighter> written = read.answers() == null ? null : read.answers().get(viewer);
        if (written != null) {
            return written;
        }
        List<Views.Fighter> seen = FighterDisclosure.fighters(read.fighters(), viewer);
        if (read.answers() == null || read.answers().size() >= VIEWERS
                || (written = Prewritten.of(seen, mapper)) == null) {
            return seen;
        }
        Prewritten<Views.Fighter> first = read.answers().putIfAbsent(viewer, written);
        return first != null ? first : written;
    }

    /**
     * Every combatant of the encounter as the GM reads them, once the read models hold {@code after}: from memory
     * when the read models have not moved on since the last read, else read (rows and number in one statement) and
     * kept. An encounter not projected yet is waited for, an unknown one is a 404, as every read does.
     */
    Read read(String id, Long after) {
        long generation = projected.generation(); // before anything is read: a reset or rebuild after it is a miss
        OptionalLong sequence;
        if (after != null) {
            sequence = reads.awaitProjected(id, after); // the number the wait saw, not a moment older
            if (sequence.isEmpty()) { // ?after=0: no position to wait for
                sequence = projected.storedSequence(id);
            }
        } else {
            sequence = projected.sequence(id);
        }
        if (sequence.isEmpty()) {
            reads.awaitProjected(id, null);
        } else {
            Read hit = cached(id);
            if (hit != null && hit.generation() == generation && hit.sequence() >= sequence.getAsLong()) {
                return hit; // as new as the number, or newer
            }
        }
        ProjectedCombatants.AsOf now = projected.combatants(id);
        if (now == null) { // emptied by a rebuild since: read as before, waiting for it
            return new Read(generation, -1, reads.combatants(id, null).stream().map(Views.Fighter::of).toList(), null);
        }
        Read read = new Read(generation, now.sequence(), now.rows().stream().map(Views.Fighter::of).toList());
        // a newer read kept meanwhile: this one's answers would be written for nobody after this read
        return keep(id, read) ? read : new Read(read.generation(), read.sequence(), read.fighters(), null);
    }

    private Read cached(String id) {
        return last.get(id);
    }

    /** Keeps what was read unless a newer read was kept meanwhile; whether it was kept. */
    private synchronized boolean keep(String id, Read read) {
        Read held = last.get(id);
        if (held == null || held.generation() < read.generation()
                || held.generation() == read.generation() && held.sequence() <= read.sequence()) {
            last.put(id, read);
            return true;
        }
        return false;
    }
}
