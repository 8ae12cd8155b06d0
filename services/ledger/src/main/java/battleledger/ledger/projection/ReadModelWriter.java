package battleledger.ledger.projection;

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
 * status changed, every K-th step's battle, and the new log lines; and, where other nodes read them too, tells them
 * how far the rows now hold each encounter ({@link ProjectionNotices}).
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
    private final ProjectionNotices notices;
    private final int snapshotEvery;

    public ReadModelWriter(EncounterViews encounters, CombatantViews combatants, InitiativeViews initiative,
                           LogEntries log, LogRows logRows, SummaryRows summaries,
                           CombatantRows combatantRows, StepTables steps, ProjectionNotices notices,
                           @Value("${ledger.projections.snapshot-every:32}") int snapshotEvery) {
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
        this.log = log;
        this.logRows = logRows;
        this.summaries = summaries;
        this.combatantRows = combatantRows;
        this.steps = steps;
        this.notices = notices;
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

    void write(Map<String, Touched> touched, List<LogEntry> lines) {
        PendingRows rows = new PendingRows();
        touched.forEach((id, t) -> gather(id, t, rows));
        if (!rows.newSummaries.isEmpty()) {
            encounters.saveAll(rows.newSummaries);
            rows.summaries.addAll(rows.newSummaries); // the update puts them at their last event's store position
        }
        summaries.update(rows.summaries); // by the columns' places, at the store's positions (SummaryRows)
        if (!rows.fighters.gone().isEmpty()) {
            combatants.deleteAll(rows.fighters.gone());
        }
        combatantRows.update(rows.fighters.changed()); // by the columns' places
        if (!rows.fighters.added().isEmpty()) {
            combatants.saveAll(rows.fighters.added());
        }
        if (!rows.places.gone().isEmpty()) {
            initiative.deleteAll(rows.places.gone());
        }
        if (!rows.places.changed().isEmpty()) {
            initiative.updateAll(rows.places.changed());
        }
        if (!rows.places.added().isEmpty()) {
            initiative.saveAll(rows.places.added());
        }
        steps.updateSteps(rows.stepsChanged);
        steps.insertSteps(rows.stepsAdded);
        steps.putSnapshots(rows.snapshots);
        insertLines(lines);
        if (notices.on()) { // other nodes hear of it when this commits; nothing is made for them on H2
            Map<String, Long> sequences = new java.util.LinkedHashMap<>();
            touched.forEach((id, t) -> sequences.put(id, t.latest.sequence()));
            notices.announce(NoticePayload.Kind.PROJECTED, sequences);
        }
    }

    /**
     * Tells other nodes, in the transaction in progress, that a rebuild rewrote these encounters' rows (perhaps without
     * their numbers moving): what they read of them before is not served again.
     */
    void rewritten(Map<String, Long> sequences) {
        notices.announce(NoticePayload.Kind.REWRITTEN, sequences);
    }

    /** Inserts log lines by the columns' places (LogRows), in one JDBC batch: a projection batch's, a rebuild's. */
    void insertLines(java.util.Collection<LogEntry> lines) {
        logRows.insert(lines);
    }

    /** What changed of one encounter's rows since those last written, added to the batch's rows. */
    private void gather(String id, Touched t, PendingRows rows) {
        Projected p = t.latest;
        Battle b = p.state().battle();
        EncounterState before = t.before == null || t.before.sequence() < 0 ? null : t.before.state();
        (before == null ? rows.newSummaries : rows.summaries).add(BattleRows.view(id, p));
        rows.fighters.add(before == null ? List.of() : BattleRows.combatants(id, before.battle()),
                BattleRows.combatants(id, b), CombatantView::id);
        rows.places.add(before == null ? List.of() : BattleRows.places(id, before.battle()),
                BattleRows.places(id, b), InitiativeView::id);
        gatherTimeline(id, t, before, rows);
        snapshotRows(t).forEach(row -> rows.snapshots.add(new PendingRows.Snapshot(id, row)));
    }

    /**
     * The steps this batch added, and the steps whose status changed (only an undo, redo, revoke or override moves
     * other steps) or whose battle this batch folded further (a step's events in two batches); nothing else.
     */
    private void gatherTimeline(String id, Touched t, EncounterState before, PendingRows rows) {
        if (before != null && !t.moved) {
            gatherSteps(id, t, before, rows);
            return;
        }
        Map<Integer, StepView> old = new HashMap<>();
        if (before != null) {
            for (StepView v : TimelineView.of(before)) {
                old.put(v.step(), v);
            }
        }
        List<StepViewRow> added = rows.stepsAdded;
        List<StepViewRow> changed = rows.stepsChanged;
        for (StepView v : TimelineView.of(t.latest.state())) {
            String digest = t.digest(v.step());
            StepView was = old.get(v.step());
            if (was == null || digest != null || !was.equals(v)) {
                (was == null ? added : changed).add(row(id, v, digest));
            }
        }
    }

    /** Every step's row of an encounter folded whole (a rebuild), with each step's digest. */
    static List<StepViewRow> stepRows(String id, EncounterState latest, java.util.function.IntFunction<String> digest) {
        List<StepViewRow> rows = new ArrayList<>();
        for (StepView v : TimelineView.of(latest)) {
            rows.add(row(id, v, digest.apply(v.step())));
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
    private void gatherSteps(String id, Touched t, EncounterState before, PendingRows rows) {
        int written = before.timeline().lastStep();
        for (StepView v : TimelineView.of(t.latest.state(), t.steps.navigableKeySet())) {
            (v.step() > written ? rows.stepsAdded : rows.stepsChanged)
                    .add(row(id, v, t.digest(v.step())));
        }
    }

    List<StateRow> snapshotRows(Touched t) {
        List<StateRow> rows = new ArrayList<>();
        t.steps.forEach((step, state) -> {
            if (step % snapshotEvery == 0) {
                rows.add(new StateRow(step, t.digest(step), json(state.battle())));
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
     * The writers of the read models on this node: the projection's batches share it (its segments hold disjoint
     * encounters, so their batches write disjoint rows and commit side by side: issue 18, on PostgreSQL one segment's
     * batch waited 8-60 ms (p50) for the other's commit under 16 writers), a rebuild's encounters take it alone.
     * Readers never take it.
     */
    final java.util.concurrent.locks.ReentrantReadWriteLock writing =
            new java.util.concurrent.locks.ReentrantReadWriteLock();

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
