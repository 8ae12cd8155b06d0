package battleledger.ledger.projection;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.InitiativeEntry;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;

/**
 * The read-model rows of a battle as a fold leaves it: the encounter's summary, its combatants, the places of its
 * initiative, and the JSON of the columns that hold structure. The projection's batches and a rebuild make their
 * rows here; what to write of them is {@link ReadModelWriter}'s.
 */
final class BattleRows {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    private BattleRows() {
    }

    /** The encounter's summary row as of this fold. */
    static EncounterView view(String id, Projected p) {
        EncounterState s = p.state();
        Battle b = s.battle();
        return new EncounterView(id, s.encounter().name(), KernelJson.wire(s.encounter().ruleset()),
                s.encounter().seed(), json(s.encounter().options()), status(b), b.round(), b.turn(),
                s.timeline().lastStep(), p.sequence(), p.position(),
                b.economy() == null ? null : json(b.economy()), json(SpellViews.offers(b)),
                b.sequence() == null ? null : json(SpellViews.sequence(b, s.encounter().options())), json(SpellViews.effects(b)),
                b.field().gridded() ? json(GridViews.of(s)) : null, awaited(s), b.time().seconds());
    }

    /** The roll a battle with manual dice waits for, as JSON, or null (issue 11). */
    static String awaited(EncounterState s) {
        AwaitedRollView awaited = AwaitedRollView.of(s);
        return awaited == null ? null : json(awaited);
    }

    static List<CombatantView> combatants(String id, Battle b) {
        List<CombatantView> rows = new ArrayList<>();
        int ordinal = 0;
        for (Combatant c : b.combatants().values()) {
            rows.add(combatant(id, ordinal++, c, b));
        }
        return rows;
    }

    static List<InitiativeView> places(String id, Battle b) {
        List<InitiativeView> places = new ArrayList<>();
        int place = 0;
        for (InitiativeEntry e : b.initiative()) {
            places.add(new InitiativeView(id + ":" + place, id, place, e.combatant(), e.total(), e.roll(), e.dex(),
                    json(e.rollOffs())));
            place++;
        }
        return places;
    }

    static CombatantView combatant(String encounterId, int ordinal, Combatant c, Battle b) {
        var s = c.stats();
        var stance = c.stance();
        return new CombatantView(encounterId + ":" + c.id(), encounterId, c.id(), ordinal, s.name(), s.side(), c.hp(),
                s.hp(), s.ac(), s.speed(), KernelJson.wire(s.size()), json(SpellViews.afflictions(c, b)),
                s.position() == null ? null : s.position().x(), s.position() == null ? null : s.position().y(),
                c.reactionAvailable(), c.surprised(), stance.readied() == null ? null : json(stance.readied()), concentration(c, b),
                KernelJson.wire(c.vitals().life()), c.vitals().deathSaves(), stance.dodging(),
                stance.hiding() == null ? null : json(stance.hiding()), json(stance.helpedBy()),
                c.vitals().hitDiceSpent(), json(Battlefield.reachedBy(b, c.id())), spellcasting(c),
                // 004 › Casting Spells: current WP is the maximum less what was spent or drained
                s.wp() == null ? null : Math.max(0, s.wp() - c.casting().will().spent()), s.wp());
    }

    /**
     * The spell the combatant concentrates on (001 › Magic › Duration › Concentration), or null; with whether its
     * casting could be perceived, as /effects has it, for the reads to keep an unseen caster's concentration its own.
     * A Dragonbane mage's concentration (004 › Casting Spells › Duration) is shown in the same shape
     * ({@link SpellViews#willpowerConcentration}).
     */
    static String concentration(Combatant c, Battle b) {
        SpellViews.EffectView willpower = SpellViews.willpowerConcentration(c, b);
        if (willpower != null) {
            return json(willpower);
        }
        return b.effects().stream().filter(e -> e.concentration() && e.caster().equals(c.id())).findFirst()
                .map(e -> json(SpellViews.EffectView.of(e, b))).orElse(null);
    }

    static String spellcasting(Combatant c) {
        SpellViews.Spellcasting casting = SpellViews.spellcasting(c);
        return casting == null ? null : json(casting);
    }

    static String status(Battle b) {
        return KernelJson.wire(b.phase()); // "setup" or "combat"
    }

    static String json(Object value) {
        if (value instanceof java.util.Collection<?> c && c.isEmpty()) {
            // what Jackson writes for it, without asking it: most lists a row holds are empty (a log line's rolls and
            // who else may see it, a fighter's conditions), and each was a whole serialization (issue 18)
            return "[]";
        }
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write read-model JSON", e);
        }
    }
}
