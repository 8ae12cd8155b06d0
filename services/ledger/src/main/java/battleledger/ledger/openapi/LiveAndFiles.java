package battleledger.ledger.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the annotation processor cannot say about the answers that are not one JSON value: the live stream
 * (text/event-stream), the battle file (JSON Lines), the paging header of long lists; and the components it wrote
 * for Java types the API never shows (Reactor's Event, Jackson's JsonNode), dropped once nothing refers to them.
 */
final class LiveAndFiles {

    static final String NEXT_FROM = "Next-From";

    private LiveAndFiles() {
    }

    static void apply(ObjectNode doc, Set<String> unresolved) {
        for (JsonNode path : doc.path("paths")) {
            for (JsonNode operation : path) {
                JsonNode ok = operation.path("responses").path("200");
                if (!(ok instanceof ObjectNode answer)) {
                    continue;
                }
                JsonNode content = answer.path("content");
                if (content.get("text/event-stream") instanceof ObjectNode stream) {
                    stream.putObject("schema").put("type", "string").put("description", "Server-sent events "
                            + "(WHATWG): per projected change an event whose id is the store position and whose data "
                            + "is the log line as JSON (a Line: text, rule, rolls), and \": heartbeat\" comments "
                            + "between them. Reconnect with Last-Event-ID to resume after that id.");
                }
                if (content.get("application/jsonl") instanceof ObjectNode file) {
                    file.putObject("schema").put("type", "string").put("description", "JSON Lines: a header line "
                            + "(format, ruleset, options, seed), one stored event per line (step, type, revision, "
                            + "payload), a trailer line with the SHA-256 digest of every line before it.");
                }
                boolean paged = false;
                for (JsonNode parameter : operation.path("parameters")) {
                    paged |= parameter.path("name").asText().equals("limit");
                }
                if (paged) {
                    answer.with("headers").with(NEXT_FROM).put("description", "present when the list goes on: the "
                            + "from= of the next page").putObject("schema").put("type", "string");
                }
            }
        }
        dropUnused(doc.with("components").with("schemas"), doc, unresolved);
    }

    /** Drops the unresolved components nothing else refers to, until none is left to drop. */
    private static void dropUnused(ObjectNode schemas, ObjectNode doc, Set<String> unresolved) {
        boolean dropped = true;
        while (dropped) {
            dropped = false;
            Set<String> used = new TreeSet<>();
            collectRefs(doc, used, schemas);
            for (Iterator<Map.Entry<String, JsonNode>> it = schemas.fields(); it.hasNext(); ) {
                String name = it.next().getKey();
                if (unresolved.contains(name) && !used.contains(name)) {
                    it.remove();
                    dropped = true;
                }
            }
        }
    }

    private static void collectRefs(JsonNode node, Set<String> used, JsonNode skipSelfOf) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().equals("$ref") && e.getValue().isTextual()) {
                    String ref = e.getValue().asText();
                    if (ref.startsWith(SchemaGenerator.REF_PREFIX)) {
                        used.add(ref.substring(SchemaGenerator.REF_PREFIX.length()));
                    }
                } else if (node == skipSelfOf) {
                    // a component's own refs count only while something outside refers to the component
                    Set<String> inner = new TreeSet<>();
                    collectRefs(e.getValue(), inner, null);
                    inner.remove(e.getKey());
                    used.addAll(inner);
                } else {
                    collectRefs(e.getValue(), used, skipSelfOf);
                }
            }
        } else if (node.isArray()) {
            node.forEach(child -> collectRefs(child, used, skipSelfOf));
        }
    }
}
