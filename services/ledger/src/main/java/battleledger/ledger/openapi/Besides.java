package battleledger.ledger.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Iterator;
import java.util.Map;

/**
 * What the service serves besides its controllers' records: the operator's endpoints (Micronaut's /health and
 * /prometheus, which no annotation processor sees), and the monster shorthand of AddCombatant (FromMonster expands
 * it before the command is read, so the kernel's AddCombatant record does not know it).
 */
final class Besides {

    private Besides() {
    }

    static void operatorPaths(ObjectNode doc) {
        ObjectNode paths = doc.with("paths");
        health(paths, "/health", "Health: UP when the service and its store answer; 503 with status DOWN when not.");
        health(paths, "/health/liveness", "Liveness: UP while the service runs.");
        health(paths, "/health/readiness", "Readiness: UP when the store answers and each event processor has "
                + "caught up, naming each processor with its lag; 503 with status DOWN when not.");
        ObjectNode metrics = paths.putObject("/prometheus").putObject("get");
        metrics.putArray("tags").add("operations");
        metrics.put("summary", "Metrics").put("description", "Prometheus text exposition: commands by type and "
                + "outcome, time deciding and appending, HTTP timings, JVM.").put("operationId", "prometheus");
        metrics.with("responses").with("200").put("description", "the metrics").with("content").with("text/plain")
                .putObject("schema").put("type", "string").put("description", "Prometheus text format 0.0.4");
    }

    private static void health(ObjectNode paths, String path, String description) {
        ObjectNode op = paths.putObject(path).putObject("get"); // putObject: with("/...") reads a JSON Pointer
        op.putArray("tags").add("operations");
        op.put("summary", description.substring(0, description.indexOf(':'))).put("description", description)
                .put("operationId", path.equals("/health") ? "health" : path.substring("/health/".length()));
        ObjectNode schema = op.with("responses").with("200").put("description", "UP").with("content")
                .with("application/json").putObject("schema").put("$ref", SchemaGenerator.REF_PREFIX + "Health");
        op.with("responses").with("503").put("description", "DOWN").with("content").with("application/json")
                .set("schema", schema.deepCopy());
    }

    /** The Health component: Micronaut's health answer. */
    static void healthSchema(ObjectNode schemas) {
        ObjectNode health = schemas.putObject("Health").put("type", "object")
                .put("description", "Micronaut's health answer: the overall status and each indicator's.");
        ObjectNode properties = health.putObject("properties");
        properties.putObject("name").put("type", "string").put("description", "the service's name");
        properties.putObject("status").put("type", "string").put("description", "UP, DOWN or UNKNOWN");
        properties.putObject("details").put("type", "object").put("description",
                "per indicator (the store, each event processor): its status and details");
        health.putArray("required").add("status");
    }

    /**
     * The commands' request body: a command, or AddCombatant by monster ({"type":"AddCombatant","from":"srd:goblin",
     * "id":"goblin-2"}) where any stat block field, at the top or in a partial "combatant", overrides the monster's.
     */
    static void fromMonster(ObjectNode doc, ObjectNode schemas) {
        JsonNode statBlock = schemas.path("StatBlock").path("properties");
        ObjectNode shorthand = schemas.putObject("AddCombatantFromMonster").put("type", "object").put("description",
                "AddCombatant by monster: the monster's whole stat block (GET /monsters/{id}) is filled in, so the "
                        + "stored event is the same as if it had been typed; any stat block field given here, at the "
                        + "top or in a partial combatant, overrides the monster's.");
        ObjectNode properties = shorthand.putObject("properties");
        properties.putObject("type").put("const", "AddCombatant").put("description", "the command: AddCombatant");
        properties.putObject("from").put("type", "string").put("description",
                "the monster, by catalogue id (\"srd:goblin\")");
        for (Iterator<Map.Entry<String, JsonNode>> it = statBlock.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            properties.set(field.getKey(), field.getValue().deepCopy());
        }
        ObjectNode combatant = properties.putObject("combatant");
        combatant.putArray("type").add("object").add("null");
        combatant.put("description", "stat block fields overriding the monster's (a partial StatBlock)");
        ObjectNode by = properties.putObject("by").put("description", "who sends the command: \"gm\" when absent");
        by.putArray("type").add("string").add("null");
        shorthand.putArray("required").add("type").add("from");
        shorthand.put("additionalProperties", false);
        ObjectNode media = (ObjectNode) doc.path("paths").path("/encounters/{id}/commands").path("post")
                .path("requestBody").path("content").path("application/json");
        ArrayNode oneOf = media.putObject("schema").putArray("oneOf");
        oneOf.addObject().put("$ref", SchemaGenerator.REF_PREFIX + sendable(schemas));
        oneOf.addObject().put("$ref", SchemaGenerator.REF_PREFIX + "AddCombatantFromMonster");
    }

    /**
     * The commands a client sends: every EncounterCommand but CreateEncounter, which the stream starts with (a
     * timeline and a battle file show it) but /commands always refuses (409 encounter-exists: POST /encounters
     * creates an encounter), so a generated client does not offer it.
     */
    private static String sendable(ObjectNode schemas) {
        ObjectNode all = (ObjectNode) schemas.get("EncounterCommand");
        ObjectNode sendable = schemas.putObject("SentCommand").put("description", "A command as a client sends it "
                + "to POST /encounters/{id}/commands: any EncounterCommand but CreateEncounter (an encounter is "
                + "created with POST /encounters), told apart by its type.");
        String created = SchemaGenerator.REF_PREFIX + "CreateEncounter";
        ArrayNode oneOf = sendable.putArray("oneOf");
        all.path("oneOf").forEach(branch -> {
            if (!branch.path("$ref").asText().equals(created)) {
                oneOf.add(branch.deepCopy());
            }
        });
        ObjectNode discriminator = sendable.putObject("discriminator").put("propertyName", "type");
        ObjectNode mapping = discriminator.putObject("mapping");
        all.path("discriminator").path("mapping").fields().forEachRemaining(m -> {
            if (!m.getValue().asText().equals(created)) {
                mapping.set(m.getKey(), m.getValue());
            }
        });
        return "SentCommand";
    }

    /**
     * The battle file import: its body is JSON Lines whatever media type it is sent as (application/json too, for
     * clients that only send that), and a refused file is a problem naming the step where it first differs.
     */
    static void battleFile(ObjectNode doc, SchemaGenerator generator) {
        JsonNode op = doc.path("paths").path("/encounters/import").path("post");
        if (!(op instanceof ObjectNode operation)) {
            return;
        }
        for (JsonNode media : operation.path("requestBody").path("content")) {
            if (media instanceof ObjectNode m) {
                m.putObject("schema").put("type", "string").put("contentMediaType", "application/jsonl")
                        .put("description", "the battle file, as GET /encounters/{id}/export wrote it (JSON Lines)");
            }
        }
        ObjectNode refused = operation.with("responses").putObject("422").put("description", "The file does not "
                + "replay or its digest does not match: battle-file-format, battle-file-header, battle-file-replay, "
                + "battle-file-digest, battle-file-revision, battle-file-malformed; step names where it first differs.");
        refused.with("content").with(ApiDocument.PROBLEM_JSON).putObject("schema").put("$ref",
                SchemaGenerator.REF_PREFIX + generator.nameOf(battleledger.ledger.file.BattleFileController.FileProblem.class));
    }

    /**
     * Creating an encounter or importing a battle file takes no token, but the store may fail under it like under
     * any write: 503 store-unavailable (nothing was created, send it again), 503 created-position-unknown (the
     * encounter was created with its GM token, both in the answer: api.CreatedProblems), or 503 creation-unknown (it
     * may have been: the token in the answer tells).
     */
    static void creationUnavailable(ObjectNode doc, SchemaGenerator generator, String problem) {
        String created = generator.nameOf(battleledger.ledger.api.CreatedProblems.CreatedProblem.class);
        for (String path : java.util.List.of("/encounters", "/encounters/import")) {
            JsonNode op = doc.path("paths").path(path).path("post");
            if (!(op instanceof ObjectNode operation)) {
                continue;
            }
            ObjectNode unavailable = operation.with("responses").putObject("503").put("description", "The store "
                    + "failed. store-unavailable: nothing was created; send it again (Retry-After). "
                    + "created-position-unknown (no Retry-After): the encounter was created, with its GM token, but "
                    + "the store stopped before the answer was complete; the answer names the id and carries the "
                    + "gmToken, shown only this once; do not send it again. creation-unknown (no Retry-After): the store "
                    + "failed while committing the encounter, which may have gone through; the answer carries the "
                    + "id and the gmToken, stored with the encounter if it was: once the store answers, read the "
                    + "encounter with it; a 401 means it was not created, and it is to be sent again.");
            unavailable.with("headers").putObject("Retry-After").put("description", "seconds to wait before "
                    + "sending the request again (store-unavailable only)").putObject("schema").put("type", "string");
            ArrayNode either = unavailable.with("content").with(ApiDocument.PROBLEM_JSON).putObject("schema")
                    .putArray("anyOf");
            either.addObject().put("$ref", SchemaGenerator.REF_PREFIX + problem);
            either.addObject().put("$ref", SchemaGenerator.REF_PREFIX + created);
        }
    }

    /**
     * A command's answer carries each event, or in its place a withheld one (AnswerDisclosure.events): an event whose log
     * line keeps a secret the sender is not privy to shows only its type, step and the line everyone reads.
     */
    static void withheldEvents(ObjectNode schemas) {
        ObjectNode withheld = schemas.putObject("WithheldEvent").put("type", "object").put("description", "An event "
                + "whose log line keeps a secret the sender is not privy to (who cast a spell nobody saw): only its "
                + "type, its step and the line everyone reads.");
        ObjectNode properties = withheld.putObject("properties");
        properties.putObject("type").put("type", "string").put("description", "the event's type");
        properties.putObject("step").put("type", "integer").put("description", "the step it belongs to");
        properties.putObject("withheld").put("const", true).put("description", "always true: the event is withheld");
        properties.putObject("text").put("type", "string").put("description", "the log line everyone reads");
        withheld.putArray("required").add("type").add("withheld");
        withheld.put("additionalProperties", false);
        JsonNode events = schemas.path("CommandAnswer").path("properties").path("events");
        if (events instanceof ObjectNode list && list.get("items") != null) {
            ArrayNode either = list.putObject("items").putArray("anyOf");
            either.addObject().put("$ref", SchemaGenerator.REF_PREFIX + "EncounterEvent");
            either.addObject().put("$ref", SchemaGenerator.REF_PREFIX + "WithheldEvent");
        }
    }
}
