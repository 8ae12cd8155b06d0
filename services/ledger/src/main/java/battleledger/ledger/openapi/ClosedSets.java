package battleledger.ledger.openapi;

import battleledger.kernel.combat.Traversing;
import battleledger.kernel.gm.Rulings;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.ruleset.dragonbane.CastingChecks;
import battleledger.kernel.ruleset.dragonbane.Defending;
import battleledger.kernel.ruleset.dragonbane.Pushing;
import battleledger.kernel.state.Battle;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The text fields that hold one of a closed set of words, and that set, taken from the code that writes or checks
 * them (an enum's wire words, a refusal's list): never a list kept by hand beside it, so a value added in the code is
 * in the document too. A generated client types them as a union of those words. Keys are "Record#component" with the
 * record's simple name, as in {@link JsonShapes}.
 */
public final class ClosedSets {

    private static final Map<String, List<String>> SETS = new HashMap<>();

    static {
        List<String> sizes = words(Size.values());
        List<String> lives = words(Life.values());
        put("Summary#status", words(Battle.Phase.values())); // BattleRows.status
        put("Summary#ruleset", words(RulesetId.values()));
        put("Fighter#size", sizes);
        put("Fighter#life", lives);
        put("Fighter#conditions", words(Condition.values()));
        put("Occupant#size", sizes);
        put("Occupant#life", lives);
        put("GridView#grid", words(EncounterOptions.GridKind.values()));
        put("GridView#areaMethod", words(EncounterOptions.AreaMethod.values()));
        put("GrantAdvantage#roll", Rulings.ROLL_KINDS);
        put("Traverse#mode", Traversing.MODES);
        put("Traversed#mode", Traversing.MODES);
        put("Defend#defence", Defending.DEFENCES);
        put("DefenceDeclared#defence", Defending.DEFENCES);
        put("DefenceRolled#defence", Defending.DEFENCES);
        put("PushRoll#condition", Pushing.CONDITIONS);
        put("PushDeclared#condition", Pushing.CONDITIONS);
        put("RollPushed#condition", Pushing.CONDITIONS);
        for (String record : List.of("CastSpell", "WillpowerSpellChosen", "SpellCastWithWillpower")) {
            put(record + "#powerFromBody", CastingChecks.BODY_DICE);
            put(record + "#dragonChoice", CastingChecks.DRAGON_CHOICES);
        }
        List<String> triggers = new ArrayList<>(Trigger.POINTS); // a readied action's points, a contingency's conditions
        triggers.addAll(Trigger.CONDITIONS);
        put("Trigger#on", List.copyOf(triggers));
    }

    private ClosedSets() {
    }

    private static void put(String key, List<String> words) {
        SETS.put(key, words);
    }

    /** The wire words of an enum's constants, as KernelJson and the read models write them. */
    public static List<String> words(Enum<?>[] constants) {
        return Arrays.stream(constants).<String>map(KernelJson::wire).toList();
    }

    /** The words this record's component holds, or null when it is free text. */
    public static List<String> of(Class<?> record, String component) {
        return SETS.get(record.getSimpleName() + "#" + component);
    }

    public static Map<String, List<String>> all() {
        return Map.copyOf(SETS);
    }

    /** Puts the closed set on a text property (or on its items, for a list of texts); a nullable one keeps null. */
    static void apply(ObjectNode property, List<String> words) {
        ObjectNode text = property;
        if (types(property).contains("array")) {
            text = (ObjectNode) property.get("items");
        }
        if (!types(text).contains("string")) {
            throw new IllegalStateException("a closed set on a property that is no text: " + property);
        }
        ArrayNode values = text.putArray("enum");
        words.forEach(values::add);
        if (types(text).contains("null")) {
            values.addNull();
        }
    }

    private static List<String> types(JsonNode schema) {
        JsonNode type = schema.path("type");
        List<String> types = new ArrayList<>();
        if (type.isArray()) {
            type.forEach(t -> types.add(t.asText()));
        } else if (type.isTextual()) {
            types.add(type.asText());
        }
        return types;
    }
}
