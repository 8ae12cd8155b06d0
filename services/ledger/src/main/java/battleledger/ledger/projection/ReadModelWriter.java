package battleledger.ledger.projection;

import battleledger.kernel.audit.Digest;
import battleledger.kernel.audit.StepView;
import battleledger.kernel.audit.TimelineView;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.narration.Line;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.InitiativeEntry;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.inject.Singleton;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Turns folded encounters into read-model rows and writes them with Micronaut Data. */
@Singleton
public class ReadModelWriter {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    private final EncounterViews encounters;
    private final CombatantViews combatants;
    private final InitiativeViews initiative;
    private final LogEntries log;
    private final StepViews steps;
    private final StateRows states;

    public ReadModelWriter(EncounterViews encounters, CombatantViews combatants, InitiativeViews initiative,
                           LogEntries log, StepViews steps, StateRows states) {
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
        this.log = log;
        this.steps = steps;
        this.states = states;
    }

    void write(Map<String, EncounterProjector.Touched> touched, List<LogEntry> lines) {
        touched.forEach(this::write);
        if (!lines.isEmpty()) {
            log.saveAll(lines);
        }
    }

    private void write(String id, EncounterProjector.Touched t) {
        Projected p = t.latest;
        EncounterState s = p.state();
        Battle b = s.battle();
        EncounterView view = new EncounterView(id, s.encounter().name(), KernelJson.wire(s.encounter().ruleset()),
                s.encounter().seed(), json(s.encounter().options()), status(b), b.round(), b.turn(),
                s.timeline().lastStep(), p.sequence(), p.position(),
                b.economy() == null ? null : json(b.economy()), json(b.offers()),
                b.sequence() == null ? null : json(SpellViews.sequence(b, s.encounter().options())), json(SpellViews.effects(b)),
                b.field().gridded() ? json(GridViews.of(b)) : null);
        if (encounters.existsById(id)) {
            encounters.update(view);
        } else {
            encounters.save(view);
        }
        combatants.deleteByEncounterId(id);
        List<CombatantView> rows = new ArrayList<>();
        int ordinal = 0;
        for (Combatant c : b.combatants().values()) {
            rows.add(combatant(id, ordinal++, c, b));
        }
        combatants.saveAll(rows);
        initiative.deleteByEncounterId(id);
        List<InitiativeView> places = new ArrayList<>();
        int place = 0;
        for (InitiativeEntry e : b.initiative()) {
            places.add(new InitiativeView(id + ":" + place, id, place, e.combatant(), e.total(), e.roll(), e.dex(),
                    json(e.rollOffs())));
            place++;
        }
        initiative.saveAll(places);
        writeTimeline(id, t);
        writeStates(id, t);
    }

    /** The steps' statuses: all of them when the timeline moved, else only the steps this batch added. */
    private void writeTimeline(String id, EncounterProjector.Touched t) {
        int from = t.timelineMoved ? 1 : t.steps.firstKey();
        steps.deleteByEncounterIdAndStepGreaterThanEquals(id, from);
        List<StepViewRow> rows = new ArrayList<>();
        for (StepView v : TimelineView.of(t.latest.state())) {
            if (v.step() >= from) {
                rows.add(new StepViewRow(id + ":" + v.step(), id, v.step(), v.by(), v.kind(), v.command(),
                        v.status(), v.inEffect(), v.redecidedIn(), v.reason()));
            }
        }
        steps.saveAll(rows);
    }

    /** The battle as of every step this batch saw. */
    private void writeStates(String id, EncounterProjector.Touched t) {
        states.deleteByEncounterIdAndStepIn(id, List.copyOf(t.steps.keySet()));
        List<StateRow> rows = new ArrayList<>();
        t.steps.forEach((step, state) -> rows.add(new StateRow(id + ":" + step, id, step,
                Digest.of(state.battle()), json(state.battle()))));
        states.saveAll(rows);
    }

    private static CombatantView combatant(String encounterId, int ordinal, Combatant c, Battle b) {
        var s = c.stats();
        var stance = c.stance();
        return new CombatantView(encounterId + ":" + c.id(), encounterId, c.id(), ordinal, s.name(), s.side(), c.hp(),
                s.hp(), s.ac(), s.speed(), KernelJson.wire(s.size()), json(c.conditions()),
                s.position() == null ? null : s.position().x(), s.position() == null ? null : s.position().y(),
                c.reactionAvailable(), c.surprised(), stance.readied() == null ? null : json(stance.readied()), concentration(c, b),
                KernelJson.wire(c.vitals().life()), c.vitals().deathSaves(), stance.dodging(),
                stance.hiding() == null ? null : json(stance.hiding()), json(stance.helpedBy()),
                c.vitals().hitDiceSpent(), json(b.engagedWith(c.id())), spellcasting(c));
    }

    /** The spell the combatant concentrates on (001 › Magic › Duration › Concentration), or null. */
    private static String concentration(Combatant c, Battle b) {
        return b.effects().stream().filter(e -> e.concentration() && e.caster().equals(c.id())).findFirst()
                .map(ReadModelWriter::json).orElse(null);
    }

    private static String spellcasting(Combatant c) {
        SpellViews.Spellcasting casting = SpellViews.spellcasting(c);
        return casting == null ? null : json(casting);
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

    /** Replaces every row of one encounter by those of its fold from the store (a rebuild), in the caller's transaction. */
    void replace(String id, EncounterProjector.Touched t, List<LogEntry> lines) {
        delete(id);
        write(java.util.Map.of(id, t), lines);
    }

    /** Deletes every row of one encounter. */
    void delete(String id) {
        states.deleteByEncounterId(id);
        steps.deleteByEncounterId(id);
        log.deleteByEncounterId(id);
        initiative.deleteByEncounterId(id);
        combatants.deleteByEncounterId(id);
        encounters.deleteById(id);
    }

    void deleteAll() {
        states.deleteAll();
        steps.deleteAll();
        log.deleteAll();
        initiative.deleteAll();
        combatants.deleteAll();
        encounters.deleteAll();
    }

    static String status(Battle b) {
        return b.phase() == Battle.Phase.SETUP ? "setup" : "combat";
    }

    static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write read-model JSON", e);
        }
    }
}
