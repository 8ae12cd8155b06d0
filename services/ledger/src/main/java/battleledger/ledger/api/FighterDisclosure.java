package battleledger.ledger.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The combatants as a reader may know them (README, Who may do what): where a creature hiding from the reader stands
 * and whose reach it is in, another's readied action, the spells another side knows and spends, and what a creature
 * nobody saw casting keeps up or imposed. The rest of what a reader may know is {@link Disclosure}.
 */
final class FighterDisclosure {

    private FighterDisclosure() {
    }

    /** Whether the viewer cannot tell where this fighter stands: it hides from the viewer's combatants. */
    static boolean hiddenFrom(Views.Fighter f, Views.Viewer v) {
        if (v.gm() || f.hidden() == null || f.hidden().isNull() || v.combatants().contains(f.id())) {
            return false;
        }
        JsonNode from = f.hidden().get("from");
        if (v.combatants().isEmpty() || from == null || from.isEmpty()) {
            return true;
        }
        return v.combatants().stream().anyMatch(c -> Views.Viewer.contains(from, c));
    }

    /**
     * The combatants as the viewer may know them: a creature hidden from it has no position, and no one's reach
     * names it (who stands next to it would tell where it is); a readied action is its readier's and the GM's
     * (see {@link #readied}); the spell slots a creature of another side has spent are the GM's (see
     * {@link #slotsSpent}).
     */
    static List<Views.Fighter> fighters(List<Views.Fighter> all, Views.Viewer v) {
        if (v.gm()) {
            return all;
        }
        Set<String> hidden = new HashSet<>();
        all.stream().filter(f -> hiddenFrom(f, v)).forEach(f -> hidden.add(f.id()));
        Set<String> ownSides = new HashSet<>();
        all.stream().filter(f -> v.combatants().contains(f.id())).forEach(f -> ownSides.add(f.side()));
        return all.stream().map(f -> {
            Views.Fighter seen = hidden.contains(f.id()) ? f.withoutPosition() : f;
            return seen.with(v.knows(f.id()) ? seen.readied() : readied(seen.readied()),
                    without(seen.withinReach(), hidden),
                    ownSides.contains(f.side()) ? seen.spellcasting() : slotsSpent(seen.spellcasting()))
                    .withConcentration(concentration(seen.concentration(), f.id(), v, hidden))
                    .withAfflictions(afflictions(seen.afflictions(), v));
        }).toList();
    }

    /**
     * A creature's conditions as the viewer may read them: the source of one imposed by a spell nobody could perceive
     * its source casting (charm person cast innately) is the GM's and that caster's to know (000 › Perceiving a
     * Caster at Work), as the log's line of it is.
     */
    static JsonNode afflictions(JsonNode afflictions, Views.Viewer v) {
        if (afflictions == null || !afflictions.isArray()) {
            return afflictions;
        }
        ArrayNode out = afflictions.deepCopy();
        out.forEach(a -> Disclosure.unseen(a, "source", v));
        return out;
    }

    /**
     * The spell a creature concentrates on, as the viewer may read it: nothing of a spell nobody could perceive it
     * casting (000 › Perceiving a Caster at Work: that it concentrates would name it as the caster) unless the viewer
     * knows it; a zone centred on a creature hiding from the viewer without its point and cells, as /effects has it.
     */
    static JsonNode concentration(JsonNode concentration, String caster, Views.Viewer v, Set<String> hidden) {
        if (concentration == null || !concentration.isObject()) {
            return concentration;
        }
        if (!concentration.path("perceptible").asBoolean(true) && !v.knows(caster)) {
            return com.fasterxml.jackson.databind.node.NullNode.instance;
        }
        ArrayNode one = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode().add(concentration);
        return Disclosure.effects(one, v, hidden).get(0);
    }

    /**
     * A caster's spellcasting as a viewer outside its side reads it: how many slots of each level it has, not how many
     * it has spent, nor which spells it knows. What a creature knows and spends is its own and the GM's at the table
     * (as its stat block is: /sheets); and a slot spent by a caster nobody could see casting (000 › Perceiving a Caster
     * at Work: innate spellcasting) would name it by the count going up, as the only creature that knows the spell
     * would name itself as its caster.
     */
    static JsonNode slotsSpent(JsonNode spellcasting) {
        if (spellcasting == null || !spellcasting.isObject()) {
            return spellcasting;
        }
        ObjectNode copy = spellcasting.deepCopy();
        if (copy.has("spells")) {
            copy.putNull("spells");
        }
        if (!copy.has("slots") || !copy.get("slots").isObject()) {
            return copy;
        }
        copy.get("slots").forEach(s -> {
            if (s instanceof ObjectNode slot) {
                slot.putNull("used");
            }
        });
        return copy;
    }

    /**
     * A readied action as someone other than its readier's player (and the GM) reads it. 001 › Ready: "you decide
     * what event or circumstance that is perceivable to your character will cause you to react, and you determine
     * what your reaction will be": the trigger and the reaction are the readier's own decision, which nothing in the
     * rules lets the others perceive; readying itself is the action the creature spends on its turn, taken in the
     * open like any action. So the others read that it has readied (trigger and action null), not what nor when.
     */
    static JsonNode readied(JsonNode readied) {
        if (readied == null || readied.isNull()) {
            return readied;
        }
        ObjectNode withheld = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        withheld.putNull("trigger");
        withheld.putNull("action");
        return withheld;
    }

    private static JsonNode without(JsonNode ids, Set<String> hidden) {
        if (ids == null || !ids.isArray() || hidden.isEmpty()) {
            return ids;
        }
        ArrayNode kept = ((ArrayNode) ids).arrayNode();
        ids.forEach(id -> {
            if (!hidden.contains(id.asText())) {
                kept.add(id);
            }
        });
        return kept;
    }

    /** The ids of the creatures hiding from the viewer. */
    static Set<String> hiding(List<Views.Fighter> fighters, Views.Viewer v) {
        Set<String> hidden = new HashSet<>();
        fighters.stream().filter(f -> hiddenFrom(f, v)).forEach(f -> hidden.add(f.id()));
        return hidden;
    }
}
