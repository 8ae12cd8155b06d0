package battleledger.ledger.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Puts the words of {@code openapi/descriptions.yml} on the schemas: per component, {@code _} describes the whole
 * and every other key one of its properties. The kernel's records carry no annotations, so their documentation
 * lives there; {@link #undescribed(JsonNode)} lists what is still without words (a test keeps that list empty).
 */
public final class Descriptions {

    private Descriptions() {
    }

    static void apply(ObjectNode document, JsonNode descriptions) {
        JsonNode schemas = document.path("components").path("schemas");
        JsonNode common = descriptions.path("*");
        for (Map.Entry<String, JsonNode> entry : (Iterable<Map.Entry<String, JsonNode>>) descriptions::fields) {
            JsonNode schema = schemas.get(entry.getKey());
            if (!(schema instanceof ObjectNode component)) {
                continue;
            }
            for (Map.Entry<String, JsonNode> text : (Iterable<Map.Entry<String, JsonNode>>) entry.getValue()::fields) {
                if (text.getKey().equals("_")) {
                    component.put("description", text.getValue().asText());
                } else if (component.path("properties").get(text.getKey()) instanceof ObjectNode property) {
                    property.put("description", text.getValue().asText());
                }
            }
        }
        JsonNode parameters = descriptions.path("?");
        for (JsonNode path : document.path("paths")) {
            for (JsonNode operation : path) {
                for (JsonNode parameter : operation.path("parameters")) {
                    String name = parameter.path("name").asText();
                    if (parameter instanceof ObjectNode p && !p.hasNonNull("description") && parameters.hasNonNull(name)) {
                        p.put("description", parameters.get(name).asText());
                    }
                }
            }
        }
        for (JsonNode schema : schemas) {
            for (Map.Entry<String, JsonNode> p : (Iterable<Map.Entry<String, JsonNode>>) schema.path("properties")::fields) {
                if (p.getValue() instanceof ObjectNode property && !property.has("description")
                        && common.hasNonNull(p.getKey())) {
                    property.put("description", common.get(p.getKey()).asText());
                }
            }
        }
    }

    /** The descriptions of one component's properties onto the same-named properties of another that lacks them. */
    static void copy(JsonNode from, JsonNode into) {
        for (Map.Entry<String, JsonNode> p : (Iterable<Map.Entry<String, JsonNode>>) into.path("properties")::fields) {
            JsonNode words = from.path("properties").path(p.getKey()).get("description");
            if (p.getValue() instanceof ObjectNode property && !property.has("description") && words != null) {
                property.set("description", words);
            }
        }
    }

    /**
     * "Schema" or "Schema.property" for every component or property of a component without a description, and
     * "method path ?parameter" for every parameter without one.
     */
    public static List<String> undescribed(JsonNode document) {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, JsonNode> path : (Iterable<Map.Entry<String, JsonNode>>) document.path("paths")::fields) {
            for (Map.Entry<String, JsonNode> op : (Iterable<Map.Entry<String, JsonNode>>) path.getValue()::fields) {
                for (JsonNode parameter : op.getValue().path("parameters")) {
                    if (!parameter.hasNonNull("description")) {
                        missing.add(op.getKey() + " " + path.getKey() + " ?" + parameter.path("name").asText());
                    }
                }
            }
        }
        JsonNode schemas = document.path("components").path("schemas");
        for (Map.Entry<String, JsonNode> entry : (Iterable<Map.Entry<String, JsonNode>>) schemas::fields) {
            JsonNode schema = entry.getValue();
            if (!schema.hasNonNull("description")) {
                missing.add(entry.getKey());
            }
            for (Map.Entry<String, JsonNode> p : (Iterable<Map.Entry<String, JsonNode>>) schema.path("properties")::fields) {
                if (!p.getValue().hasNonNull("description")) {
                    missing.add(entry.getKey() + "." + p.getKey());
                }
            }
        }
        return missing;
    }
}
