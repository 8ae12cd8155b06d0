package battleledger.ledger.projection;

import battleledger.kernel.audit.Digest;
import battleledger.kernel.audit.StepView;
import battleledger.kernel.audit.TimelineView;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.narration.Line;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.json.KernelJson;
import jakarta.inject.Singleton;

import io.micronaut.context.annotation.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns folded encounters into read-model rows and writes what changed since the rows last written (issue 18): the
 * encounter's summary, the combatants and places of the initiative that differ, the new steps and the steps whose
 * status changed, every K-th step's battle, and the new log lines.
 */
@Singleton
public class ReadModelWriter {

    private final EncounterViews encounters;
    private final CombatantViews combatants;
    private final InitiativeViews initiative;
    private final LogEntries log;
    private final LogRows logRows;
    private final SummaryRows summaries;
    private final CombatantRows combatantRows;
    private final StepTables steps;
    private final int snapshotEvery;

    public ReadModelWriter(EncounterViews encounters, CombatantViews combatants, InitiativeViews initiative,
                           LogEntries log, LogRows logRows, SummaryRows summaries,
                           CombatantRows combatantRows, StepTables steps,
                           @Value("${ledger.projections.snapshot-every:32}") int snapshotEvery) {
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
        this.log = log;
        this.logRows = logRows;
        this.summaries = summaries;
        this.combatantRows = combatantRows;
        this.steps = steps;
        this.snapshotEvery = Math.max(1, snapshotEvery);
    }

    /** The sequence number of the encounter's last event its rows hold, or -1 when it has none. */
    long writtenSequence(String id) {
        return encounters.findSequenceById(id).orElse(-1L);
    }

    /** Every how many steps the whole battle is kept (the others are folded from the store when asked). */
    int snapshotEvery() {
        return snapshotEvery;
    }

    void write(Map<String, EncounterProjector.Touched> touched, List<LogEntry> lines) {
        touched.forEach(this::write);
        insertLines(lines);
    }

    /** Inserts log lines by the columns' places (LogRows), in one JDBC batch: a projection batch's, a rebuild's. */
    void insertLines(java.util.Collection<LogEntry> lines) {
        logRows.insert(lines);
    }

    private void write(String id, EncounterProjector.Touched t) {
        Projected p = t.latest;
        Battle b = p.state().battle();
        EncounterState before = t.before == null || t.before.sequence() < 0 ? null : t.before.state();
        EncounterView view = BattleRows.view(id, p);
        if (before == null) {
            encounters.save(view);
        } else {
            summaries.update(view); // by the columns' places (SummaryRows)
        }
        Changes<CombatantView> fighters = Changes.of(before == null ? List.of() : BattleRows.combatants(id, before.battle()),
                BattleRows.combatants(id, b), CombatantView::id);
        if (!fighters.gone.isEmpty()) {
            combatants.deleteAll(fighters.gone);
        }
        if (!fighters.changed.isEmpty()) {
            combatantRows.update(fighters.changed); // by the columns' places
        }
        if (!fighters.added.isEmpty()) {
            combatants.saveAll(fighters.added);
        }
        Changes<InitiativeView> places = Changes.of(before == null ? List.of() : BattleRows.places(id, before.battle()),
                BattleRows.places(id, b), InitiativeView::id);
        if (!places.gone.isEmpty()) {
            initiative.deleteAll(places.gone);
        }
        if (!places.changed.isEmpty()) {
            initiative.updateAll(places.changed);
        }
        if (!places.added.isEmpty()) {
            initiative.saveAll(places.added);
        }
        writeTimeline(id, t, before);
        writeSnapshots(id, t);
    }

    /** Rows added, changed and gone between two versions of a read model, matched by key. */
    record Changes<T>(List<T> added, List<T> changed, List<T> gone) {
        static <T> Changes<T> of(List<T> before, List<T> after, java.util.function.Function<T, String> key) {
            Map<String, T> old = new HashMap<>();
            before.forEach(r -> old.put(key.apply(r), r));
            List<T> added = new ArrayList<>();
            List<T> changed = new ArrayList<>();
            for (T row : after) {
                T was = old.remove(key.apply(row));
                if (was == null) {
                    added.add(row);
                } else if (!was.equals(row)) {
                    changed.add(row);
                }
            }
            return new Changes<>(added, changed, new ArrayList<>(old.values()));
        }
    }

    /**
     * The steps this batch added, and the steps whose status changed (only an undo, redo, revoke or override moves
     * other steps) or whose battle this batch folded further (a step's events in two batches); nothing else.
     */
    private void writeTimeline(String id, EncounterProjector.Touched t, EncounterState before) {
        if (before != null && !t.moved) {
            writeSteps(id, t, before);
            return;
        }
        Map<Integer, StepView> old = new HashMap<>();
        if (before != null) {
            for (StepView v : TimelineView.of(before)) {
                old.put(v.step(), v);
            }
        }
        List<StepViewRow> added = new ArrayList<>();
        List<StepViewRow> changed = new ArrayList<>();
        for (StepView v : TimelineView.of(t.latest.state())) {
            EncounterState asOf = t.steps.get(v.step());
            String digest = asOf == null ? null : Digest.of(asOf.battle());
            StepView was = old.get(v.step());
            if (was == null || digest != null || !was.equals(v)) {
                (was == null ? added : changed).add(row(id, v, digest));
            }
        }
        steps.updateSteps(changed);
        steps.insertSteps(added);
    }

    /** Every step's row of the latest fold, with the digest of each step the batch saw (a rebuild sees them all). */
    static List<StepViewRow> stepRows(String id, EncounterProjector.Touched t) {
        List<StepViewRow> rows = new ArrayList<>();
        for (StepView v : TimelineView.of(t.latest.state())) {
            EncounterState asOf = t.steps.get(v.step());
            rows.add(row(id, v, asOf == null ? null : Digest.of(asOf.battle())));
        }
        return rows;
    }

    private static StepViewRow row(String id, StepView v, String digest) {
        return new StepViewRow(id, v.step(), v.by(), v.kind(), v.command(), v.status(), v.inEffect(),
                v.redecidedIn(), v.reason(), digest);
    }

    /**
     * A batch in which no step moved another (no undo, redo, revoke or override) changes the views of its own steps
     * only: those are written, and no other step is read (issue 18: a command in a long battle writes what it
     * changed, whatever the battle's length).
     */
    private void writeSteps(String id, EncounterProjector.Touched t, EncounterState before) {
        List<StepViewRow> added = new ArrayList<>();
        List<StepViewRow> changed = new ArrayList<>();
        int written = before.timeline().lastStep();
        for (StepView v : TimelineView.of(t.latest.state(), t.steps.navigableKeySet())) {
            (v.step() > written ? added : changed).add(row(id, v, Digest.of(t.steps.get(v.step()).battle())));
        }
        steps.updateSteps(changed);
        steps.insertSteps(added);
    }

    /** The whole battle as of every K-th step this batch saw. */
    private void writeSnapshots(String id, EncounterProjector.Touched t) {
        steps.putSnapshots(id, snapshotRows(t));
    }

    List<StateRow> snapshotRows(EncounterProjector.Touched t) {
        List<StateRow> rows = new ArrayList<>();
        t.steps.forEach((step, state) -> {
            if (step % snapshotEvery == 0) {
                rows.add(new StateRow(step, Digest.of(state.battle()), json(state.battle())));
            }
        });
        return rows;
    }

    /** A log line; {@code origin} and {@code firstRoll} place its rolls among the rolls of their command. */
    LogEntry logLine(String encounterId, long sequence, EncounterEvent event, Line line, int origin, int firstRoll) {
        return new LogEntry(encounterId + ":" + sequence, encounterId, sequence, event.step(),
                event.getClass().getSimpleName(), KernelJson.wire(event.kind()), line.text(), line.rule(),
                json(line.rolls()), origin, firstRoll, line.secret(), json(line.privy()));
    }

    /**
     * Serializes the writers of the read models on this node: the projection's batches and a rebuild's encounters
     * (readers never take it).
     */
    final java.util.concurrent.locks.ReentrantLock writing = new java.util.concurrent.locks.ReentrantLock();

    /** Deletes every row of one encounter. */
    void delete(String id) {
        steps.deleteEncounter(id);
        steps.deleteLines(id);
        initiative.deleteByEncounterId(id);
        combatants.deleteByEncounterId(id);
        encounters.deleteById(id);
    }

    void deleteAll() {
        steps.deleteAll();
        log.deleteAll();
        initiative.deleteAll();
        combatants.deleteAll();
        encounters.deleteAll();
    }

    static String json(Object value) {
        return BattleRows.json(value);
    }
}
