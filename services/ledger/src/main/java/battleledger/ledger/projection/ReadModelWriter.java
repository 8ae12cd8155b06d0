package battleledger.ledger.projection;

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

    public ReadModelWriter(EncounterViews encounters, CombatantViews combatants, InitiativeViews initiative,
                           LogEntries log) {
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
        this.log = log;
    }

    void write(Map<String, Projected> touched, List<LogEntry> lines) {
        touched.forEach(this::write);
        if (!lines.isEmpty()) {
            log.saveAll(lines);
        }
    }

    private void write(String id, Projected p) {
        EncounterState s = p.state();
        Battle b = s.battle();
        EncounterView view = new EncounterView(id, s.encounter().name(), KernelJson.wire(s.encounter().ruleset()),
                s.encounter().seed(), json(s.encounter().options()), status(b), b.round(), b.turn(),
                s.timeline().lastStep(), p.sequence(), p.position());
        if (encounters.existsById(id)) {
            encounters.update(view);
        } else {
            encounters.save(view);
        }
        combatants.deleteByEncounterId(id);
        List<CombatantView> rows = new ArrayList<>();
        int ordinal = 0;
        for (Combatant c : b.combatants().values()) {
            rows.add(combatant(id, ordinal++, c));
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
    }

    private static CombatantView combatant(String encounterId, int ordinal, Combatant c) {
        var s = c.stats();
        return new CombatantView(encounterId + ":" + c.id(), encounterId, c.id(), ordinal, s.name(), s.side(), c.hp(),
                s.hp(), s.ac(), s.speed(), KernelJson.wire(s.size()), json(List.of()),
                s.position() == null ? null : s.position().x(), s.position() == null ? null : s.position().y(),
                c.reactionAvailable(), c.surprised(), null, null);
    }

    LogEntry logLine(String encounterId, long sequence, EncounterEvent event, Line line) {
        return new LogEntry(encounterId + ":" + sequence, encounterId, sequence, event.step(),
                event.getClass().getSimpleName(), KernelJson.wire(event.kind()), line.text(), line.rule(),
                json(line.rolls()), true);
    }

    void deleteAll() {
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
