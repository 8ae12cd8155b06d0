package battleledger.ledger.projection;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.app.EventStoreQueries;
import io.micronaut.transaction.SynchronousTransactionManager;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rebuilds the read models from the event store without readers noticing (issue 16): the projection keeps running,
 * and each encounter in turn is folded from its stored events into fresh rows that replace its old ones in one
 * transaction. Until that transaction commits, readers read the old rows; from then on, the new ones. No read ever
 * finds an encounter missing or half rebuilt, and none waits for the rebuild.
 */
@Singleton
public class Rebuilder {

    private static final Logger LOG = LoggerFactory.getLogger(Rebuilder.class);
    private static final EncounterDecider DECIDER = new EncounterDecider();
    private static final int ATTEMPTS = 5;

    private final ReadModelWriter writer;
    private final ProjectionCache cache;
    private final ProjectionProgress progress;
    private final EventStoreQueries store;
    private final EncounterViews encounters;
    private final SynchronousTransactionManager<Connection> transactions;
    private final StoredEvents stored;
    private final RebuiltRows rows;
    private final GroupRows groupRows;

    public Rebuilder(ReadModelWriter writer, ProjectionCache cache, ProjectionProgress progress,
                     EventStoreQueries store, EncounterViews encounters,
                     SynchronousTransactionManager<Connection> transactions, StoredEvents stored,
                     RebuiltRows rows, GroupRows groupRows) {
        this.writer = writer;
        this.cache = cache;
        this.progress = progress;
        this.store = store;
        this.encounters = encounters;
        this.transactions = transactions;
        this.stored = stored;
        this.rows = rows;
        this.groupRows = groupRows;
    }

    /** What a rebuild did. */
    public record Rebuilt(int encounters, long events, long millis) {
    }

    /**
     * Rebuilds every encounter's rows, in groups ({@link #groups}) of one transaction each (one durable commit per
     * group rather than per encounter, issue 18); rows of encounters the store lacks are dropped.
     */
    public synchronized Rebuilt rebuildAll() {
        long start = System.nanoTime();
        // the heap the projection's folds held is the rebuild's to work in (issue 18: with them kept, the rebuild ran
        // full collections back to back); a battle in play is folded again at its next event
        cache.letGoOfStates();
        Map<String, Long> sizes = store.encounterSizes();
        long events = 0;
        List<List<String>> groups = groups(sizes);
        try (FoldsAhead ahead = new FoldsAhead(sizes, this::foldAll)) {
            if (!groups.isEmpty()) {
                ahead.begin(groups.get(0));
            }
            for (int i = 0; i < groups.size(); i++) {
                List<Folded> folded = ahead.take(groups.get(i));
                if (i + 1 < groups.size()) {
                    ahead.begin(groups.get(i + 1)); // while this group is written
                }
                events += folded == null ? rebuild(groups.get(i)) : rebuild(groups.get(i), folded);
            }
        }
        Set<String> stored = new HashSet<>(sizes.keySet());
        for (EncounterView v : encounters.findAll()) {
            // one created since the sizes were read has events the list does not: its rows stay
            if (!stored.contains(v.id()) && !store.exists(v.id())) {
                inTransaction(() -> writer.delete(v.id()));
                cache.forget(v.id());
            }
        }
        return new Rebuilt(sizes.size(), events, (System.nanoTime() - start) / 1_000_000);
    }

    static final int ENCOUNTERS_PER_TRANSACTION = 32;

    /**
     * The most events a group holds, unless one encounter alone has more: a group's events, folds and rows are in
     * memory together until it commits, and outlive the young collections meanwhile, so a large group fills the old
     * generation with what is garbage a moment later. Issue 18, whole bench runs under the 128 MiB heap: groups of 32
     * encounters (a 1,500-step battle among them) had the rebuild run full collections back to back. 1,024 events
     * gave fewer full collections than 4,096 (3 against 8 in a rebuild-only run of ~43,000 events, 16 against 18 in
     * whole runs), at the same rate.
     */
    static final long EVENTS_PER_TRANSACTION = 1_024;

    /**
     * The encounters, in order, in groups of up to {@link #ENCOUNTERS_PER_TRANSACTION} encounters and
     * {@link #EVENTS_PER_TRANSACTION} events; an encounter with more events than that is a group of its own.
     */
    static List<List<String>> groups(Map<String, Long> sizes) {
        List<List<String>> groups = new ArrayList<>();
        List<String> group = new ArrayList<>();
        long events = 0;
        for (Map.Entry<String, Long> e : sizes.entrySet()) {
            if (!group.isEmpty() && (group.size() == ENCOUNTERS_PER_TRANSACTION
                    || events + e.getValue() > EVENTS_PER_TRANSACTION)) {
                groups.add(group);
                group = new ArrayList<>();
                events = 0;
            }
            group.add(e.getKey());
            events += e.getValue();
        }
        if (!group.isEmpty()) {
            groups.add(group);
        }
        return groups;
    }

    /** Rebuilds one encounter's rows; returns how many events it folded. */
    long rebuild(String id) {
        return rebuild(List.of(id));
    }

    /** Rebuilds these encounters' rows in one transaction; returns how many events it folded. */
    long rebuild(List<String> ids) {
        if (ids.isEmpty()) {
            return 0;
        }
        for (int attempt = 1; ; attempt++) {
            try {
                return replace(ids);
            } catch (RuntimeException e) {
                if (attempt == ATTEMPTS) {
                    throw e;
                }
                LOG.info("rebuilding {} collided with another writer (attempt {}); again", ids, attempt, e);
            }
        }
    }

    /**
     * Writes these encounters' rows, under the writers' lock, from a fold made {@code ahead} outside it
     * ({@link FoldsAhead}); if that fails, rebuilds them as {@link #rebuild(List)} does. Returns how many events it
     * folded.
     */
    long rebuild(List<String> ids, List<Folded> ahead) {
        try {
            return replace(ids, ahead);
        } catch (RuntimeException e) {
            LOG.info("rebuilding {} from a fold made ahead failed; again, folded under the lock", ids, e);
            return rebuild(ids);
        }
    }

    /**
     * Reads (in one query, {@link StoredEvents}) and folds the encounters; folding and making the rows is pure: the
     * group's encounters in parallel (the cores the JVM has).
     */
    List<Folded> foldAll(List<String> ids) {
        return stored.of(ids).entrySet().parallelStream().map(e -> fold(e.getKey(), e.getValue())).toList();
    }

    /**
     * Reads, folds and writes the encounters while holding the writers' lock, so the projection cannot write an older
     * fold of them in between; the projection's next batch skips what this one already wrote.
     */
    private long replace(List<String> ids) {
        return replace(ids, null);
    }

    /**
     * Writes the encounters' rows while holding the writers' lock: from the fold made {@code ahead} if there is one,
     * else from one made now. A fold made ahead may have been overtaken by the projection (rows written further since
     * it read the store): those encounters are folded again, under the lock, before anything is written.
     */
    private long replace(List<String> ids, List<Folded> ahead) {
        writer.writing.writeLock().lock();
        try {
            List<Folded> made = ahead != null ? ahead : foldAll(ids);
            List<String> writing = made.stream().map(f -> f.rows.id()).toList();
            cache.committing(writing);
            long events;
            try {
                List<Folded> folded = transactions.executeWrite(status -> {
                    var old = groupRows.of(writing);
                    List<Folded> now = ahead == null ? made : overtaken(made, old);
                    now.forEach(f -> rows.replace(f.rows, old.get(f.rows.id())));
                    Map<String, Long> sequences = new java.util.LinkedHashMap<>();
                    now.forEach(f -> sequences.put(f.rows.id(), f.latest.sequence()));
                    writer.rewritten(sequences);
                    return now;
                });
                events = folded.stream().mapToLong(f -> f.events).sum();
                folded.forEach(f -> cache.refresh(f.rows.id(), f.latest));
                cache.rewritten(); // rows repaired keep their sequence: what was read of them is not served again
            } finally {
                cache.settled(writing);
            }
            progress.committed();
            return events;
        } finally {
            writer.writing.writeLock().unlock();
        }
    }

    /** One encounter's rows from its fold, the fold's last state, and how many events it folded. */
    record Folded(RebuiltRows.Rows rows, Projected latest, long events) {
    }

    /**
     * The folds, with those of the encounters whose rows stand further than their fold (the projection wrote them
     * on after the fold read the store) folded again from the store.
     */
    private List<Folded> overtaken(List<Folded> folded, Map<String, GroupRows.Old> old) {
        List<String> behind = new ArrayList<>();
        for (Folded f : folded) {
            GroupRows.Old rows = old.get(f.rows.id());
            if (rows != null && rows.encounter() != null && rows.encounter().sequence() > f.latest.sequence()) {
                behind.add(f.rows.id());
            }
        }
        if (behind.isEmpty()) {
            return folded;
        }
        Map<String, Folded> again = new java.util.HashMap<>();
        foldAll(behind).forEach(f -> again.put(f.rows.id(), f));
        return folded.stream().map(f -> again.getOrDefault(f.rows.id(), f)).toList();
    }

    private Folded fold(String id, List<StoredEvents.Stored> stored) {
        WholeFold fold = new WholeFold(writer.snapshotEvery());
        List<LogEntry> lines = new ArrayList<>(stored.size());
        EncounterState state = DECIDER.initialState();
        for (StoredEvents.Stored m : stored) {
            EncounterEvent event = m.event();
            var line = SeedSecret.keep(event, Narrator.narrate(state.battle(), event));
            state = DECIDER.evolve(state, event);
            fold.record(new Projected(state, m.sequence(), m.position()), event);
            lines.add(EncounterProjector.placed(writer, id, m.sequence(), event, line, state));
        }
        return new Folded(rows.rowsOf(id, fold, lines), fold.latest(), stored.size());
    }

    private void inTransaction(Runnable work) {
        transactions.executeWrite(status -> {
            work.run();
            return null;
        });
    }
}
