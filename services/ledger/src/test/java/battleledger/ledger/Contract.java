package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The served OpenAPI document as a check on every exchange of the HTTP tests (issue 13, a typed contract): the
 * operation must exist, its answer's status must be documented, the answer's media type and body must match the
 * documented schema, and a request the service accepted (2xx) must match the documented request body. The schemas
 * are JSON Schema 2020-12, checked by networknt's json-schema-validator with the OpenAPI 3.1 vocabulary.
 */
public final class Contract {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Contract> SERVED = new ConcurrentHashMap<>();
    /**
     * Plain JSON Schema 2020-12: OpenAPI's own keywords (discriminator, example) only annotate. The oneOf's leaves are
     * told apart by their "type" const, which is what the service does too.
     */
    private static final JsonMetaSchema DIALECT = JsonMetaSchema.builder(JsonMetaSchema.getV202012())
            .keyword(new NonValidationKeyword("components"))
            .keyword(new NonValidationKeyword("example")).build();
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012,
            b -> b.metaSchema(DIALECT));

    private final JsonNode document;
    private final List<Operation> operations = new ArrayList<>();
    private final Map<String, JsonSchema> compiled = new ConcurrentHashMap<>();

    private record Operation(String method, String template, Pattern pattern, int parameters, JsonNode node) {
    }

    Contract(JsonNode served) {
        this.document = served.deepCopy();
        dispatchByDiscriminator(document);
        for (Iterator<Map.Entry<String, JsonNode>> p = document.path("paths").fields(); p.hasNext(); ) {
            Map.Entry<String, JsonNode> path = p.next();
            String regex = "^" + path.getKey().replaceAll("\\{[^/}]+}", "[^/]+") + "$";
            int parameters = path.getKey().split("\\{", -1).length - 1;
            for (Iterator<Map.Entry<String, JsonNode>> o = path.getValue().fields(); o.hasNext(); ) {
                Map.Entry<String, JsonNode> op = o.next();
                operations.add(new Operation(op.getKey(), path.getKey(), Pattern.compile(regex), parameters,
                        op.getValue()));
            }
        }
    }

    /** The document served at this base address, fetched once. */
    public static Contract servedAt(String base) {
        return SERVED.computeIfAbsent(base, Contract::fetch);
    }

    private static Contract fetch(String base) {
        try {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(base + "/openapi.json")).GET().build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw new AssertionError("GET /openapi.json answered " + r.statusCode() + ": " + r.body());
            }
            return new Contract(JSON.readTree(r.body()));
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Every way this exchange differs from the document; empty when it conforms. */
    public List<String> check(String method, String pathAndQuery, String requestBody, int status, String contentType,
                              String responseBody) {
        String path = pathAndQuery.contains("?") ? pathAndQuery.substring(0, pathAndQuery.indexOf('?')) : pathAndQuery;
        String verb = method.toLowerCase(Locale.ROOT);
        String exchange = method + " " + pathAndQuery + " -> " + status;
        Operation op = operations.stream().filter(o -> o.method.equals(verb) && o.pattern.matcher(path).matches())
                .min((a, b) -> Integer.compare(a.parameters, b.parameters)).orElse(null);
        List<String> problems = new ArrayList<>();
        if (op == null) {
            boolean knownPath = operations.stream().anyMatch(o -> o.pattern.matcher(path).matches());
            if (!((status == 404 && !knownPath) || (status == 405 && knownPath))
                    || !contentType.startsWith("application/problem+json")) {
                problems.add(exchange + ": the document has no operation " + verb + " " + path);
            }
            return problems;
        }
        String where = exchange + " (" + verb + " " + op.template + ")";
        if (status / 100 == 2 && requestBody != null && !requestBody.isEmpty()) {
            JsonNode media = op.node.path("requestBody").path("content").path("application/json");
            if (media.isMissingNode()) {
                problems.add(where + ": a body was accepted but the document describes none");
            } else if (!media.path("schema").has("contentMediaType")) { // else text of that media type, not JSON
                validate(where + " request", op.template + " request", media.path("schema"), requestBody, problems);
            }
        }
        JsonNode response = op.node.path("responses").get(String.valueOf(status));
        if (response == null) {
            response = op.node.path("responses").get("default");
        }
        if (response == null) {
            problems.add(where + ": status " + status + " is not documented");
            return problems;
        }
        response = resolve(response);
        JsonNode content = response.path("content");
        if (content.isMissingNode() || content.isEmpty()) {
            return problems;
        }
        String mediaType = contentType.contains(";") ? contentType.substring(0, contentType.indexOf(';')).trim()
                : contentType.trim();
        JsonNode media = content.get(mediaType);
        if (media == null) {
            problems.add(where + ": answered " + mediaType + ", the document says " + fieldNames(content));
            return problems;
        }
        // one JSON value (application/json, application/problem+json); JSON Lines and event streams are text
        if (mediaType.equals("application/json") || mediaType.endsWith("+json")) {
            validate(where + " response", op.template + " " + verb + " " + status + " " + mediaType,
                    media.path("schema"), responseBody, problems);
        }
        return problems;
    }

    private void validate(String where, String key, JsonNode schema, String body, List<String> problems) {
        JsonNode instance;
        try {
            instance = JSON.readTree(body);
        } catch (IOException e) {
            problems.add(where + ": not JSON: " + body);
            return;
        }
        JsonSchema compiledSchema = compiled.computeIfAbsent(key, k -> {
            ObjectNode root = schema.deepCopy();
            root.set("components", document.get("components"));
            return FACTORY.getSchema(root, SchemaValidatorsConfig.builder().build());
        });
        Set<ValidationMessage> errors = compiledSchema.validate(instance);
        // a oneOf over commands or events reports every other branch's "type" const too: those say nothing
        errors.stream().map(ValidationMessage::getMessage).filter(m -> !m.contains("must be the constant value"))
                .limit(20).forEach(m -> problems.add(where + ": " + m));
        if (!errors.isEmpty() && body.length() < 4000) {
            problems.add(where + " body: " + body);
        }
    }

    /**
     * What a discriminator is for: a oneOf told apart by "type" is checked against the one branch its "type" names
     * (as if/then per mapping) instead of against all ninety. The same verdicts, without the other branches' cost
     * and noise; a "type" outside the mapping still fails (the enum).
     */
    static void dispatchByDiscriminator(JsonNode node) {
        if (node instanceof ObjectNode o) {
            JsonNode discriminator = o.get("discriminator");
            if (discriminator != null && o.has("oneOf") && discriminator.has("mapping")) {
                String property = discriminator.path("propertyName").asText();
                o.remove("oneOf");
                o.remove("discriminator");
                o.put("type", "object");
                o.putArray("required").add(property);
                com.fasterxml.jackson.databind.node.ArrayNode names = o.putObject("properties").putObject(property)
                        .putArray("enum");
                com.fasterxml.jackson.databind.node.ArrayNode cases = o.putArray("allOf");
                discriminator.path("mapping").fields().forEachRemaining(m -> {
                    names.add(m.getKey());
                    ObjectNode c = cases.addObject();
                    ObjectNode when = c.putObject("if");
                    when.putArray("required").add(property);
                    when.putObject("properties").putObject(property).put("const", m.getKey());
                    c.putObject("then").put("$ref", m.getValue().asText());
                });
            }
            o.forEach(Contract::dispatchByDiscriminator);
        } else if (node != null && node.isArray()) {
            node.forEach(Contract::dispatchByDiscriminator);
        }
    }

    private JsonNode resolve(JsonNode node) {
        JsonNode ref = node.get("$ref");
        return ref == null ? node : document.at(ref.asText().substring(1));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
