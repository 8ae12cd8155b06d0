package battleledger.ledger.openapi;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.lang.annotation.Annotation;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The service's own answers carry every field: its records (the views, the created encounter, a token, a seat) are
 * written by a mapper that includes nulls (KernelJson: Include.ALWAYS), so a field that is null is there as null, never
 * left out. Their schemas say so ({@code required}), and a generated client types {@code summary.round} as a number,
 * not as "a number or undefined". The kernel's records are left as they are (a field marked OmittedWhenAbsent is
 * left out when absent), as is every schema a request body reaches (what a client may leave out).
 */
final class Answers {

    private Answers() {
    }

    static void requireEveryField(ObjectNode doc, Map<String, Class<?>> types) {
        JsonNode schemas = doc.path("components").path("schemas");
        Set<String> sent = sentSchemas(doc);
        types.forEach((name, type) -> {
            if (type.isRecord() && type.getPackageName().startsWith("battleledger.ledger.") && !sent.contains(name)
                    && schemas.get(name) instanceof ObjectNode schema && schema.path("properties").size() > 0) {
                ArrayNode required = schema.putArray("required");
                for (java.lang.reflect.RecordComponent component : type.getRecordComponents()) {
                    // an unwrapped kernel record's fields stand beside these, written as the kernel writes them
                    if (!annotated(component, JsonUnwrapped.class) && !leftOutWhenEmpty(component)
                            && schema.path("properties").has(component.getName())) {
                        required.add(component.getName());
                    }
                }
            }
        });
    }

    private static boolean annotated(RecordComponent component, Class<? extends Annotation> annotation) {
        return component.isAnnotationPresent(annotation) || component.getAccessor().isAnnotationPresent(annotation);
    }

    /** A field a @JsonInclude (on it or its record) leaves out when null or empty (a condition's attribute). */
    private static boolean leftOutWhenEmpty(RecordComponent component) {
        JsonInclude include = component.getAccessor().getAnnotation(JsonInclude.class);
        include = include != null ? include : component.getAnnotation(JsonInclude.class);
        include = include != null ? include : component.getDeclaringRecord().getAnnotation(JsonInclude.class);
        return include != null && include.value() != JsonInclude.Include.ALWAYS;
    }

    /** Every component a request body refers to, directly or through others. */
    private static Set<String> sentSchemas(JsonNode doc) {
        Deque<JsonNode> todo = new ArrayDeque<>();
        for (JsonNode path : doc.path("paths")) {
            for (JsonNode operation : path) {
                todo.add(operation.path("requestBody"));
            }
        }
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            JsonNode node = todo.pop();
            if (node.isObject() && node.path("$ref").isTextual()) {
                String name = node.get("$ref").asText().substring(SchemaGenerator.REF_PREFIX.length());
                if (seen.add(name)) {
                    todo.add(doc.path("components").path("schemas").path(name));
                }
            }
            node.forEach(todo::add);
        }
        return seen;
    }
}
