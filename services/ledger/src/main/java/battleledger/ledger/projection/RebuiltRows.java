package battleledger.ledger.projection;

import battleledger.kernel.state.Battle;
import io.micronaut.data.repository.CrudRepository;
import jakarta.inject.Singleton;

import java.util.ArrayList;
import java.util.List;

/**
 * Replaces one encounter's rows by those of its fold from the store (a rebuild), in the caller's transaction, writing
 * only the rows that differ (issue 18): the encounter's rows (read with its group's, {@link GroupRows}) are compared
 * with the rows of the fold; rows that are missing are inserted, those that differ replaced and those the fold has
 * not are deleted. The rows left are exactly those a rebuild into empty tables writes; a rebuild of read models that
 * are already right reads them and writes nothing, so its commit costs nothing either (H2's commit visits every row
 * a transaction wrote).
 */
@Singleton
class RebuiltRows {

    private final EncounterViews encounters;
    private final CombatantViews combatants;
    private final InitiativeViews initiative;
    private final StepTables steps;
    private final ReadModelWriter writer;

    RebuiltRows(EncounterViews encounters, CombatantViews combatants, InitiativeViews initiative, StepTables steps,
                ReadModelWriter writer) {
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
        this.steps = steps;
        this.writer = writer;
    }

    /** Every row of one encounter's fold, made before the transaction (in parallel with other encounters'). */
    record Rows(String id, EncounterView view, List<CombatantView> combatants, List<InitiativeView> places,
                List<StepViewRow> steps, List<StateRow> snapshots, List<LogEntry> lines) {
    }

    Rows rowsOf(String id, WholeFold fold, List<LogEntry> lines) {
        Projected latest = fold.latest();
        Battle b = latest.state().battle();
        return new Rows(id, BattleRows.view(id, latest), BattleRows.combatants(id, b),
                BattleRows.places(id, b), ReadModelWriter.stepRows(id, latest.state(), fold::digest), fold.snapshots(),
                lines);
    }

    void replace(Rows rows, GroupRows.Old old) {
        String id = rows.id();
        if (old.encounter() == null) {
            encounters.save(rows.view());
        } else if (!old.encounter().equals(rows.view())) {
            encounters.update(rows.view());
        }
        apply(PendingRows.Changes.of(old.combatants(), rows.combatants(), CombatantView::id), combatants);
        apply(PendingRows.Changes.of(old.places(), rows.places(), InitiativeView::id), initiative);

        var stepRows = PendingRows.Changes.of(old.steps(), rows.steps(), r -> String.valueOf(r.step()));
        steps.deleteSteps(id, numbers(stepRows.gone(), stepRows.changed(), StepViewRow::step));
        steps.insertSteps(concat(stepRows.added(), stepRows.changed()));

        var states = PendingRows.Changes.of(old.snapshots(), rows.snapshots(), r -> String.valueOf(r.step()));
        steps.deleteSnapshots(id, numbers(states.gone(), List.of(), StateRow::step));
        steps.putSnapshots(id, concat(states.added(), states.changed()));

        var logged = PendingRows.Changes.of(old.lines(), rows.lines(), LogEntry::id);
        steps.deleteLines(numbers(logged.gone(), logged.changed(), LogEntry::id));
        writer.insertLines(concat(logged.added(), logged.changed()));
    }

    private static <T> void apply(PendingRows.Changes<T> changes, CrudRepository<T, String> rows) {
        if (!changes.gone().isEmpty()) {
            rows.deleteAll(changes.gone());
        }
        if (!changes.changed().isEmpty()) {
            rows.updateAll(changes.changed());
        }
        if (!changes.added().isEmpty()) {
            rows.saveAll(changes.added());
        }
    }

    private static <T, K> List<K> numbers(List<T> a, List<T> b, java.util.function.Function<T, K> key) {
        List<K> out = new ArrayList<>(a.size() + b.size());
        a.forEach(r -> out.add(key.apply(r)));
        b.forEach(r -> out.add(key.apply(r)));
        return out;
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        if (b.isEmpty()) {
            return a;
        }
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
