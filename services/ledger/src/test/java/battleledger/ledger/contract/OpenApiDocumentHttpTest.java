package battleledger.ledger.contract;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.Contract;
import battleledger.ledger.Session;
import battleledger.ledger.json.CommandJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 13, a typed contract: the served OpenAPI 3.1 document, the docs page, and unknown fields refused by name. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenApiDocumentHttpTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    EmbeddedServer server;
    Api api;
    JsonNode doc;

    @BeforeAll
    void start() throws Exception {
        server = Contexts.inMemory("openapi-document");
        api = new Api(server.getURL());
        doc = api.get("/openapi.json").expect(200).json();
    }

    @AfterAll
    void stop() {
        server.close();
    }

    private HttpResponse<String> raw(String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(server.getURL() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void theDocumentIsServedAsOpenApi31InJsonAndInYamlAtTheNewAndTheOldPath() throws Exception {
        assertThat(doc.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(api.get("/openapi.json").contentType()).startsWith("application/json");
        for (String path : List.of("/openapi.yml", "/openapi/battle-ledger-1.yml")) {
            HttpResponse<String> yaml = raw(path);
            assertThat(yaml.statusCode()).isEqualTo(200);
            assertThat(yaml.headers().firstValue("Content-Type").orElse("")).startsWith("application/yaml");
            assertThat(YAML.readTree(yaml.body())).isEqualTo(doc);
        }
    }

    @Test
    void everyCommandHasItsOwnSchemaToldApartByItsType() {
        JsonNode body = doc.at("/paths/~1encounters~1{id}~1commands/post/requestBody/content/application~1json/schema");
        // a command, or AddCombatant by monster ("from"), which the service expands before the command is read
        assertThat(body.at("/oneOf/1/$ref").asText()).endsWith("/AddCombatantFromMonster");
        JsonNode commands = component(body.at("/oneOf/0/$ref").asText());
        assertThat(commands.at("/discriminator/propertyName").asText()).isEqualTo("type");
        List<String> mapped = new ArrayList<>();
        commands.path("discriminator").path("mapping").fieldNames().forEachRemaining(mapped::add);
        // every command but CreateEncounter, which POST /encounters sends and /commands refuses (encounter-exists)
        TreeSet<String> sent = new TreeSet<>(CommandJson.types());
        assertThat(sent.remove("CreateEncounter")).isTrue();
        assertThat(new TreeSet<>(mapped)).containsExactlyElementsOf(sent);
        assertThat(commands.path("oneOf")).hasSize(sent.size());
        assertThat(commands.path("oneOf").toString()).doesNotContain("/CreateEncounter\"");
        Session battle = Session.create(api, "no second creation", 3);
        battle.attempt("{\"type\":\"CreateEncounter\",\"name\":\"again\"}").problem(409, "encounter-exists");
        JsonNode attack = component(commands.at("/discriminator/mapping/Attack").asText());
        assertThat(attack.at("/properties/type/const").asText()).isEqualTo("Attack");
        assertThat(attack.at("/properties/target/type").toString()).contains("string");
        assertThat(attack.path("additionalProperties").asBoolean(true)).isFalse();
        JsonNode add = component(commands.at("/discriminator/mapping/AddCombatant").asText());
        // always required (400 missing-field without it), so never null
        assertThat(add.path("required").toString()).contains("\"combatant\"");
        JsonNode statBlock = component(add.at("/properties/combatant/$ref").asText());
        assertThat(statBlock.at("/properties/abilities/anyOf/0/$ref").asText()).endsWith("/Abilities");
    }

    @Test
    void theAnswersHaveTheirRealStatusCodesAndSchemas() {
        assertThat(doc.at("/paths/~1encounters/post/responses").has("201")).isTrue();
        assertThat(doc.at("/paths/~1encounters/post/responses").has("200")).isFalse();
        assertThat(doc.at("/paths/~1admin~1projections~1rebuild/post/responses").has("200")).isTrue();
        assertThat(doc.at("/paths/~1encounters~1{id}~1tokens/post/responses").has("201")).isTrue();
        JsonNode grid = doc.at("/paths/~1encounters~1{id}~1grid/get/responses/200/content/application~1json/schema");
        assertThat(grid.path("type").asText()).isNotEqualTo("array");
        JsonNode gridView = component(grid.path("$ref").asText());
        assertThat(gridView.path("properties").has("occupants")).isTrue();
        assertThat(gridView.path("properties").has("bounds")).isTrue();
    }

    @Test
    void errorsAreProblemJsonWithTheirCodesListed() {
        JsonNode responses = doc.at("/paths/~1encounters~1{id}~1commands/post/responses");
        for (String status : List.of("400", "403", "404", "409", "422", "503", "default")) {
            JsonNode response = component(responses.path(status).path("$ref").asText());
            assertThat(response.at("/content/application~1problem+json/schema/$ref").asText())
                    .as(status).endsWith("/Problem");
        }
        assertThat(component(responses.at("/409/$ref").asText()).path("description").asText())
                .contains("not-your-turn");
        JsonNode problem = doc.at("/components/schemas/Problem/properties");
        assertThat(problem.has("code")).isTrue();
        assertThat(problem.has("rule")).isTrue();
    }

    @Test
    void everySchemaAndEveryFieldIsDescribed() {
        assertThat(battleledger.ledger.openapi.Descriptions.undescribed(doc)).isEmpty();
    }

    @Test
    void noDescriptionCarriesJavaSourceText() {
        java.util.List<String> leaks = new java.util.ArrayList<>();
        collectDescriptions(doc, "", leaks);
        assertThat(leaks).as("descriptions with Java source in them").isEmpty();
    }

    private static void collectDescriptions(JsonNode node, String path, java.util.List<String> leaks) {
        if (node.isObject()) {
            node.fields().forEachRemaining(field -> {
                JsonNode value = field.getValue();
                if (field.getKey().equals("description") && value.isTextual() && (value.asText().contains("*/")
                        || value.asText().contains("/**") || value.asText().matches("(?s).*\\b(public|private) (static|final) .*"))) {
                    leaks.add(path + ": " + value.asText());
                }
                collectDescriptions(value, path + "/" + field.getKey(), leaks);
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collectDescriptions(node.get(i), path + "/" + i, leaks);
            }
        }
    }

    @Test
    void theDocsPageIsSwaggerUiPointedAtTheServedDocument() throws Exception {
        HttpResponse<String> docs = raw("/docs");
        assertThat(docs.statusCode()).isEqualTo(303);
        assertThat(docs.headers().firstValue("Location").orElse("")).isEqualTo("/docs/index.html");
        HttpResponse<String> page = raw("/docs/index.html");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("swagger-ui-bundle.js");
        assertThat(raw("/docs/swagger-ui-bundle.js").statusCode()).isEqualTo(200);
        assertThat(raw("/docs/swagger-ui.css").statusCode()).isEqualTo(200);
        assertThat(raw("/docs/battle-ledger-docs.js").body()).contains("url: \"/openapi.json\"");
    }

    @Test
    void anUnknownFieldInACommandIsA400ThatNamesIt() {
        Session battle = Session.create(api, "unknown fields", 3);
        int steps = battle.read("timeline").size();
        JsonNode top = battle.attempt("{\"type\":\"EndTurn\",\"actr\":\"ann\"}").problem(400, "unknown-field");
        assertThat(top.path("detail").asText()).contains("\"actr\"").contains("actor");
        JsonNode nested = battle.attempt("{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"x\",\"name\":\"X\","
                + "\"side\":\"a\",\"hp\":5,\"colour\":\"red\"}}").problem(400, "unknown-field");
        assertThat(nested.path("detail").asText()).contains("\"combatant.colour\"");
        JsonNode create = api.post("/encounters", "{\"name\":\"x\",\"sede\":4}").problem(400, "unknown-field");
        assertThat(create.path("detail").asText()).isEqualTo("Create request: unknown field \"sede\"; the fields "
                + "there are by, id, name, options, ruleset, seed");
        assertThat(battle.read("timeline")).hasSize(steps);
    }

    @Test
    void theContractCheckRefusesAnExchangeTheDocumentDoesNotDescribe() {
        String url = server.getURL().toString();
        Contract contract = Contract.servedAt(url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
        String created = "{\"id\":\"a\",\"step\":1,\"position\":1,\"gmToken\":\"blt_x\"}";
        assertThat(contract.check("POST", "/encounters", "{\"name\":\"x\"}", 201, "application/json", created))
                .as("a conforming exchange").isEmpty();
        assertThat(contract.check("POST", "/encounters", "{\"name\":\"x\"}", 200, "application/json", created))
                .as("a 200 where the document says 201").isNotEmpty();
        assertThat(contract.check("GET", "/encounters/a/grid", null, 200, "application/json", "[]"))
                .as("the grid as an array").isNotEmpty();
        String answer = "{\"step\":2,\"position\":2,\"events\":[{\"type\":\"TurnEnded\",\"step\":2,\"by\":\"gm\","
                + "\"actor\":\"ann\"}],\"omitted\":0}";
        String end = "{\"type\":\"EndTurn\",\"actor\":\"ann\"}";
        assertThat(contract.check("POST", "/encounters/a/commands", end, 200, "application/json", answer))
                .as("a command and its events as documented").isEmpty();
        assertThat(contract.check("POST", "/encounters/a/commands", end, 200, "application/json",
                answer.replace("\"actor\":\"ann\"", "\"actor\":\"ann\",\"colour\":1")))
                .as("an event with a field the document does not know").isNotEmpty();
        assertThat(contract.check("POST", "/encounters/a/commands", "{\"type\":\"Teleport\"}", 200,
                "application/json", answer)).as("an accepted command the document does not know").isNotEmpty();
        assertThat(contract.check("POST", "/encounters/a/commands", end, 409, "application/json",
                "{\"code\":\"not-your-turn\"}")).as("an error that is not problem+json").isNotEmpty();
        assertThat(contract.check("DELETE", "/encounters/a/commands", null, 200, "application/json", "{}"))
                .as("an operation the document does not have").isNotEmpty();
    }

    @Test
    void whatMainServesNowIsDocumentedTokensStreamFilesPagesAndRefusals() {
        JsonNode commands = doc.at("/paths/~1encounters~1{id}~1commands/post/responses");
        assertThat(component(commands.at("/401/$ref").asText()).path("description").asText()).contains("unauthenticated");
        assertThat(component(commands.at("/403/$ref").asText()).path("description").asText())
                .contains("forbidden", "gm-only", "read-only");
        assertThat(component(commands.at("/413/$ref").asText()).path("description").asText()).contains("body-too-large");
        assertThat(component(commands.at("/503/$ref").asText()).path("description").asText()).contains("store-unavailable");
        assertThat(doc.at("/paths/~1rulesets/get/responses").has("401")).as("the catalogue is anonymous").isFalse();
        assertThat(doc.at("/paths/~1encounters~1{id}~1events/get/responses/200/headers").has("Next-From")).isTrue();
        assertThat(doc.at("/paths/~1encounters~1{id}~1stream/get/responses/200/content").has("text/event-stream"))
                .isTrue();
        assertThat(doc.at("/paths/~1encounters~1{id}~1export/get/responses/200/content").has("application/jsonl"))
                .isTrue();
        assertThat(doc.at("/paths/~1encounters~1import/post/responses").has("201")).isTrue();
        assertThat(doc.at("/components/schemas/Created/properties").has("gmToken")).isTrue();
        assertThat(doc.at("/components/schemas/Imported/properties").has("gmToken")).isTrue();
        assertThat(doc.at("/components/schemas/CommandAnswer/properties").has("omitted")).isTrue();
        assertThat(doc.at("/paths/~1health~1readiness/get/responses").has("503")).isTrue();
        assertThat(doc.path("paths").has("/monsters/{id}")).isTrue();
        assertThat(doc.path("paths").has("/encounters/{id}/what-if")).isTrue();
    }

    private JsonNode component(String ref) {
        assertThat(ref).startsWith("#/components/");
        return doc.at(ref.substring(1));
    }
}
