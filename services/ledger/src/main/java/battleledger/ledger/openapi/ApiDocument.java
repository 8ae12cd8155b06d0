package battleledger.ledger.openapi;

import battleledger.kernel.command.EncounterCommand;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The served OpenAPI 3.1 document. Micronaut OpenAPI's annotation processor writes the paths, operations and
 * parameters from the controllers at compile time; this completes it with what the annotations cannot say, because
 * the kernel's records carry no annotations: one schema per command (a {@code oneOf} told apart by {@code type}), the
 * answers' schemas generated from the records they are written from, the real success codes, the problem+json error
 * answers, and the descriptions of {@code openapi/descriptions.yml}.
 */
public final class ApiDocument {

    static final String BASE = "META-INF/swagger/battle-ledger-1.yml";
    static final String DESCRIPTIONS = "openapi/descriptions.yml";
    static final String PROBLEM_JSON = "application/problem+json";

    /** Packages where the processor's component names ("Views.Summary") are looked up as classes. */
    private static final List<String> PACKAGES = List.of("battleledger.ledger.api", "battleledger.ledger.projection",
            "battleledger.kernel.audit", "battleledger.kernel.event", "battleledger.kernel.model",
            "battleledger.kernel.command", "battleledger.kernel.state", "battleledger.ledger.catalogue",
            "battleledger.ledger.monsters", "battleledger.ledger.file", "battleledger.ledger.security",
            "battleledger.ledger.whatif", "battleledger.ledger.stream");

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS));

    private final ObjectNode document;

    private ApiDocument(ObjectNode document) {
        this.document = document;
    }

    /** The document, a request body type per "method path" for the operations that read their body as text. */
    public static ApiDocument build(Map<String, Type> bodies, Map<String, String> successCodes) {
        ObjectNode doc = (ObjectNode) read(BASE, YAML);
        doc.put("openapi", "3.1.0");
        openApi31(doc);
        ObjectNode schemas = doc.with("components").with("schemas");
        SchemaGenerator generator = new SchemaGenerator(new TreeSet<>());
        Map<String, String> renamed = new HashMap<>();
        // the API's and the kernel's records first, so they keep their plain names when a later package reuses one
        List<String> names = new java.util.ArrayList<>(fieldNames(schemas));
        names.sort(java.util.Comparator.comparingInt(ApiDocument::packageRank));
        Set<String> unresolved = new TreeSet<>();
        for (String name : names) {
            Class<?> type = resolve(name);
            if (type != null) {
                renamed.put(SchemaGenerator.REF_PREFIX + name, SchemaGenerator.REF_PREFIX + generator.nameOf(type));
                schemas.remove(name);
            } else {
                unresolved.add(name);
            }
        }
        rewriteRefs(doc, renamed);
        generator.nameOf(EncounterCommand.class);
        for (Class<?> command : battleledger.ledger.json.KernelJson.leaves(EncounterCommand.class)) {
            ObjectNode by = generator.components().get(generator.nameOf(command)).with("properties").putObject("by")
                    .put("description", "who sends the command: \"gm\" or the id of the combatant whose player "
                            + "sends it; \"gm\" when absent. Only at the top level of a command body.");
            by.putArray("type").add("string").add("null");
        }
        String problem = generator.nameOf(battleledger.ledger.api.Problem.class);
        ObjectNode paths = (ObjectNode) doc.get("paths");
        for (Iterator<Map.Entry<String, JsonNode>> p = paths.fields(); p.hasNext(); ) {
            Map.Entry<String, JsonNode> path = p.next();
            for (Iterator<Map.Entry<String, JsonNode>> o = path.getValue().fields(); o.hasNext(); ) {
                Map.Entry<String, JsonNode> op = o.next();
                String key = op.getKey() + " " + path.getKey();
                ObjectNode operation = (ObjectNode) op.getValue();
                Type body = bodies.get(key);
                if (body != null) {
                    ObjectNode media = operation.with("requestBody").put("required", true).with("content")
                            .with("application/json");
                    media.set("schema", body instanceof Class<?> c && (c.isRecord() || c.isSealed())
                            ? schemas.objectNode().put("$ref", SchemaGenerator.REF_PREFIX + generator.nameOf(c))
                            : generator.schemaOf(body));
                }
                Type shape = JsonShapes.OPERATIONS.get(key);
                ObjectNode responses = operation.with("responses");
                if (shape != null) {
                    responses.with("200").with("content").with("application/json")
                            .set("schema", generator.schemaOf(shape, false));
                }
                String success = successCodes.get(key);
                if (success != null && responses.has("200")) {
                    ObjectNode answer = (ObjectNode) responses.remove("200");
                    answer.put("description", answer.path("description").asText().replace(" 200 ", " " + success + " "));
                    if (success.equals("201") && !key.contains("token")) { // a token has no place to be read
                        answer.with("headers").with("Location").put("description", "where the new resource is read")
                                .putObject("schema").put("type", "string");
                    }
                    responses.set(success, answer);
                }
                ErrorResponses.add(operation, path.getKey(), op.getKey());
            }
        }
        Besides.battleFile(doc, generator);
        Besides.creationUnavailable(doc, generator, problem);
        generator.components().forEach(schemas::set);
        LiveAndFiles.apply(doc, unresolved);
        Besides.operatorPaths(doc);
        Security.apply(doc);
        Besides.healthSchema(schemas);
        ErrorResponses.components(doc.with("components").with("responses"), problem);
        ErrorResponses.requireEveryField(schemas, problem,
                generator.nameOf(battleledger.ledger.file.BattleFileController.FileProblem.class),
                generator.nameOf(battleledger.ledger.api.CreatedProblems.CreatedProblem.class));
        Descriptions.apply(doc, read(DESCRIPTIONS, YAML));
        generator.unwrappedFrom.forEach((into, from) -> Descriptions.copy(schemas.get(from), schemas.get(into)));
        CommandFields.apply(schemas, generator.types());
        Besides.fromMonster(doc, schemas);
        Besides.withheldEvents(schemas);
        Answers.requireEveryField(doc, generator.types());
        return new ApiDocument(doc);
    }

    /** The document as a tree (a copy). */
    public ObjectNode tree() {
        return document.deepCopy();
    }

    public String json() {
        try {
            return JSON.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public String yaml() {
        try {
            return YAML.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The class behind a processor's component name ("Views.Summary" is battleledger.ledger.api.Views$Summary). */
    static Class<?> resolve(String name) {
        for (String pkg : PACKAGES) {
            try {
                return Class.forName(pkg + "." + name.replace('.', '$'), false, ApiDocument.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                // not in this package
            }
        }
        return null;
    }

    /** Where a processor's component name resolves among PACKAGES (unresolved names last). */
    private static int packageRank(String name) {
        Class<?> type = resolve(name);
        return type == null ? PACKAGES.size() : PACKAGES.indexOf(type.getPackageName());
    }

    /** OpenAPI 3.0's "nullable: true" is a "null" among the types in 3.1. */
    static void openApi31(JsonNode node) {
        if (node instanceof ObjectNode o) {
            JsonNode nullable = o.remove("nullable");
            JsonNode type = o.get("type");
            if (nullable != null && nullable.asBoolean() && type != null && type.isTextual()) {
                o.putArray("type").add(type.asText()).add("null");
            }
            o.forEach(ApiDocument::openApi31);
        } else if (node instanceof ArrayNode a) {
            a.forEach(ApiDocument::openApi31);
        }
    }

    private static void rewriteRefs(JsonNode node, Map<String, String> renamed) {
        if (node instanceof ObjectNode o) {
            JsonNode ref = o.get("$ref");
            if (ref != null && renamed.containsKey(ref.asText())) {
                o.put("$ref", renamed.get(ref.asText()));
            }
            o.forEach(child -> rewriteRefs(child, renamed));
        } else if (node instanceof ArrayNode a) {
            a.forEach(child -> rewriteRefs(child, renamed));
        }
    }

    static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    static JsonNode read(String resource, ObjectMapper mapper) {
        try (InputStream in = ApiDocument.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the classpath");
            }
            return mapper.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
