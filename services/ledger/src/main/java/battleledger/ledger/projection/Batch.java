package battleledger.ledger.projection;

import battleledger.ledger.stream.FeedItem;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;

/** What one batch of events changed, written when the batch commits. */
final class Batch {
    final Map<String, Touched> encounters = new LinkedHashMap<>();
    /** The encounters whose rows this batch commits, noted before its commit. */
    final List<String> committing = new ArrayList<>();
    final List<LogEntry> lines = new ArrayList<>();
    final List<FeedItem> feed = new ArrayList<>();
    /** Whether this batch holds the writers' lock (from its commit's start to its end). */
    boolean locked;

    /**
     * Leaves the events of a command this batch has not seen the end of to the batch that will: the read models
     * change a command at a time, never showing the half-way state of one (an override's later steps set aside
     * and not yet kept), and never writing rows twice for it.
     */
    void holdBackUnfinished() {
        encounters.values().removeIf(t -> !t.cutAtLastCommandEnd());
        lines.removeIf(l -> beyond(l.encounterId(), l.sequence()));
        feed.removeIf(f -> beyond(f.encounterId(), f.line().sequence()));
    }

    private boolean beyond(String id, long sequence) {
        Touched t = encounters.get(id);
        return t == null || sequence > t.latest.sequence();
    }

    /**
     * Leaves out the encounters a rebuild has meanwhile written as far as this batch goes, or further; for one it
     * wrote part of the way, the rows are compared with what the rebuild wrote, and its lines are not written
     * again. Called holding the writers' lock (shared with the other segment's batches, never with a rebuild): for
     * this batch's encounters, which no other segment's batch writes, the cache then holds what the read models
     * hold, or nothing. Nothing: the budget let the fold go, or a rebuild did (it lets go of every fold, to work in
     * their room, and puts back none); then the rows say how far a rebuild wrote, and the fold that far is made
     * from the store only when it wrote beyond what this batch started from.
     *
     * @param written how far an encounter's rows go (the sequence number of their last event; -1 for none)
     * @param foldTo  an encounter's stored events folded up to and including a sequence number
     */
    void rebase(ProjectionCache cache, ToLongFunction<String> written, BiFunction<String, Long, Projected> foldTo) {
        encounters.entrySet().removeIf(e -> {
            Touched t = e.getValue();
            long from = t.before == null ? -1 : t.before.sequence();
            Projected committed = cache.get(e.getKey());
            if (committed == null) {
                long rows = written.applyAsLong(e.getKey());
                if (rows >= t.latest.sequence()) {
                    return true;
                }
                committed = rows > from ? foldTo.apply(e.getKey(), rows) : null;
            }
            if (committed != null && committed.sequence() >= t.latest.sequence()) {
                return true;
            }
            if (committed != null && committed.sequence() > from) {
                t.before = committed;
            }
            return false;
        });
        lines.removeIf(l -> {
            Touched t = encounters.get(l.encounterId());
            return t == null || (t.before != null && l.sequence() <= t.before.sequence());
        });
    }
}
