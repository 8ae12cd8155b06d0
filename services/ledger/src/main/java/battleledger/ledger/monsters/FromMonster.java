package battleledger.ledger.monsters;

import battleledger.kernel.RuleViolation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The quick way to add a monster: {@code {"type":"AddCombatant","from":"srd:goblin","id":"goblin-2"}} becomes an
 * AddCombatant with the goblin's whole stat block, so the stored event is the same as if it had been typed in. Any
 * stat block field, at the top of the command or in a partial {@code "combatant"}, overrides the monster's.
 */
public final class FromMonster {

    /** Strict as the command reader: a body giving a key twice is left as it is, for that reader to refuse. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(battleledger.ledger.edge.InputLimits.STRICT);
    private static final Set<String> STAT_BLOCK_FIELDS = Arrays.stream(
            battleledger.kernel.model.StatBlock.class.getRecordComponents())
            .map(java.lang.reflect.RecordComponent::getName).collect(Collectors.toUnmodifiableSet());

    private FromMonster() {
    }

    /** The command with its monster filled in, or the body as it was when it names no monster. */
    public static String expand(String body) {
        if (body == null || !body.contains("\"from\"")) {
            return body;
        }
        JsonNode node;
        try {
            node = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            return body; // the command reader answers malformed JSON, and a key given twice
        }
        if (!(node instanceof ObjectNode command) || !"AddCombatant".equals(command.path("type").asText())
                || !command.has("from")) {
            return body;
        }
        JsonNode from = command.remove("from");
        if (!from.isTextual()) {
            throw RuleViolation.invalid("malformed-command", "\"from\" names a monster, e.g. \"srd:goblin\"");
        }
        ObjectNode combatant = StatBlocks.of(Bestiary.srd().find(from.asText()));
        JsonNode partial = command.remove("combatant");
        if (partial != null && !partial.isNull()) {
            if (!partial.isObject()) {
                throw RuleViolation.invalid("malformed-command", "\"combatant\" overrides are a JSON object");
            }
            StatBlocks.merge(combatant, partial);
        }
        ObjectNode overrides = JSON.createObjectNode();
        command.fieldNames().forEachRemaining(name -> {
            if (STAT_BLOCK_FIELDS.contains(name)) {
                overrides.set(name, command.get(name));
            }
        });
        overrides.fieldNames().forEachRemaining(command::remove);
        StatBlocks.merge(combatant, overrides);
        command.set("combatant", combatant);
        return command.toString();
    }
}
