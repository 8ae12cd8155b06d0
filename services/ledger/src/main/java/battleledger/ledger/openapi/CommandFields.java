package battleledger.ledger.openapi;

import battleledger.kernel.command.EncounterCommand;
import battleledger.ledger.edge.CommandShapes;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.Map;

/**
 * The fields a command sent to /commands never goes without ({@link CommandShapes#required}: 400 missing-field) are
 * required in its schema, so a generated client will not build a body without them. The same schemas serve a
 * readied action inside Ready or DeclareReaction, which is held to the same fields (its actor is the readier).
 */
final class CommandFields {

    private CommandFields() {
    }

    static void apply(ObjectNode schemas, Map<String, Class<?>> types) {
        types.forEach((name, type) -> {
            List<String> required = CommandShapes.required(type);
            if (!EncounterCommand.class.isAssignableFrom(type) || required.isEmpty()) {
                return;
            }
            ObjectNode schema = (ObjectNode) schemas.get(name);
            ArrayNode list = schema.withArray("required");
            for (String field : required) {
                list.add(field);
                // what is always there is never null
                JsonNode property = schema.path("properties").path(field);
                if (property instanceof ObjectNode p) {
                    notNull(p);
                }
            }
        });
    }

    /** A required field's "or null" taken away: type [t, "null"] → t, anyOf [X, null] → X. */
    private static void notNull(ObjectNode property) {
        JsonNode type = property.get("type");
        if (type != null && type.isArray()) {
            ArrayNode kept = property.putArray("type");
            type.forEach(t -> {
                if (!t.asText().equals("null")) {
                    kept.add(t);
                }
            });
            if (kept.size() == 1) {
                property.put("type", kept.get(0).asText());
            }
        }
        JsonNode anyOf = property.get("anyOf");
        if (anyOf != null && anyOf.isArray()) {
            ArrayNode kept = property.putArray("anyOf");
            anyOf.forEach(a -> {
                if (!a.path("type").asText().equals("null")) {
                    kept.add(a);
                }
            });
            if (kept.size() == 1) {
                property.remove("anyOf");
                property.setAll((ObjectNode) kept.get(0));
            }
        }
        JsonNode values = property.get("enum");
        if (values instanceof ArrayNode list) {
            for (int i = list.size() - 1; i >= 0; i--) {
                if (list.get(i).isNull()) {
                    list.remove(i);
                }
            }
        }
    }
}
