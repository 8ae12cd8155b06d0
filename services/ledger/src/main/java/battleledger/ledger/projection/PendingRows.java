package battleledger.ledger.projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows one projection batch writes, gathered over all the encounters it touched and then written a table at a
 * time (issue 18, read-your-writes with 16 writers on PostgreSQL). Written an encounter at a time, a batch of ~100
 * events over 16 encounters made ~100 round trips to the database; on 2 cores saturated by the writers each one
 * waited for the database's process to be scheduled, and a batch's writes took 45-86 ms (p50) of which the
 * projection's own thread was on the CPU a tenth. A table at a time, a batch makes a dozen, whatever the number of
 * encounters. The order of the tables is the order an encounter's rows were written in before; the keys of
 * different encounters never meet, so no row's fate depends on another encounter's.
 */
final class PendingRows {

    /** A snapshot of one encounter's battle as of a step. */
    record Snapshot(String encounterId, StateRow row) {
    }

    final List<EncounterView> newSummaries = new ArrayList<>();
    final List<EncounterView> summaries = new ArrayList<>();
    final Changes<CombatantView> fighters = Changes.empty();
    final Changes<InitiativeView> places = Changes.empty();
    final List<StepViewRow> stepsChanged = new ArrayList<>();
    final List<StepViewRow> stepsAdded = new ArrayList<>();
    final List<Snapshot> snapshots = new ArrayList<>();

    /** Rows added, changed and gone between two versions of a read model, matched by key. */
    record Changes<T>(List<T> added, List<T> changed, List<T> gone) {

        static <T> Changes<T> empty() {
            return new Changes<>(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }

        static <T> Changes<T> of(List<T> before, List<T> after, java.util.function.Function<T, String> key) {
            Changes<T> changes = empty();
            changes.add(before, after, key);
            return changes;
        }

        /** Adds the differences between {@code before} and {@code after} to these. */
        void add(List<T> before, List<T> after, java.util.function.Function<T, String> key) {
            Map<String, T> old = new HashMap<>();
            before.forEach(r -> old.put(key.apply(r), r));
            for (T row : after) {
                T was = old.remove(key.apply(row));
                if (was == null) {
                    added.add(row);
                } else if (!was.equals(row)) {
                    changed.add(row);
                }
            }
            gone.addAll(old.values());
        }
    }
}
