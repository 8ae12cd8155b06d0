package battleledger.ledger.projection;

import battleledger.ledger.stream.FeedItem;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
     * hold.
     */
    void rebase(ProjectionCache cache) {
        encounters.entrySet().removeIf(e -> {
            Projected committed = cache.get(e.getKey());
            Touched t = e.getValue();
            if (committed != null && committed.sequence() >= t.latest.sequence()) {
                return true;
            }
            if (committed != null && (t.before == null || committed.sequence() > t.before.sequence())) {
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
