package battleledger.ledger.contract;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a client generated from the served document (openapi-typescript with openapi-fetch, @hey-api/openapi-ts)
 * relies on and a linter (redocly) checks: functions named after unique operationIds, the bearer token sent where the
 * service asks for it (README, Who may do what), each refusal's status and code documented on its operation (README,
 * API at a glance: "every operation its ... application/problem+json errors with the codes each status carries"), and
 * an error type whose code is always there.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GeneratedClientContractHttpTest {

    /** JavaScript's reserved words, which a generator cannot name a function after. */
    private static final Set<String> RESERVED = Set.of("break", "case", "catch", "class", "const", "continue",
            "debugger", "default", "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for",
            "function", "if", "import", "in", "instanceof", "new", "null", "return", "super", "switch", "this",
            "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static", "await");

    EmbeddedServer server;
    Api api;
    JsonNode doc;

    @BeforeAll
    void start() {
        server = Contexts.inMemory("generated-client");
        api = new Api(server.getURL());
        doc = api.get("/openapi.json").expect(200).json();
    }

    @AfterAll
    void stop() {
        server.close();
    }

    private List<JsonNode> operations() {
        List<JsonNode> all = new ArrayList<>();
        doc.path("paths").forEach(path -> path.forEach(all::add));
        return all;
    }

    @Test
    void everyOperationHasASummaryAndAUniqueOperationIdThatNamesAFunction() {
        Set<String> seen = new HashSet<>();
        for (JsonNode op : operations()) {
            String id = op.path("operationId").asText();
            assertThat(id).as("an operationId a generator can name a function after (not list_1)")
                    .matches("[a-z][A-Za-z0-9]*");
            assertThat(seen.add(id)).as("operationId %s is unique", id).isTrue();
            assertThat(RESERVED).as("operationId %s is no word JavaScript reserves (hey-api wrote export_)", id)
                    .doesNotContain(id);
            assertThat(op.path("summary").asText()).as("the summary of %s", id).isNotBlank();
        }
        assertThat(doc.at("/paths/~1encounters/get/operationId").asText()).isEqualTo("listEncounters");
        assertThat(doc.at("/paths/~1encounters~1{id}~1tokens/get/operationId").asText()).isEqualTo("listTokens");
    }

    @Test
    void theBearerSchemeIsRequiredWhereTheServiceAsksForATokenAndLiftedWhereItDoesNot() {
        JsonNode scheme = doc.at("/components/securitySchemes/bearerToken");
        assertThat(scheme.path("type").asText()).isEqualTo("http");
        assertThat(scheme.path("scheme").asText()).isEqualTo("bearer");
        assertThat(doc.at("/security/0").has("bearerToken")).as("a token by default").isTrue();
        for (JsonNode op : operations()) {
            JsonNode security = op.has("security") ? op.get("security") : doc.get("security");
            assertThat(security.isEmpty()).as("%s is anonymous exactly when it never answers 401",
                    op.path("operationId").asText()).isEqualTo(!op.path("responses").has("401"));
        }
        Api anonymous = api.anonymous();
        anonymous.get("/encounters/nobody").problem(401, "unauthenticated");
        assertThat(doc.at("/paths/~1encounters~1{id}/get").has("security")).as("the root's token applies").isFalse();
        anonymous.get("/rulesets").expect(200);
        assertThat(doc.at("/paths/~1rulesets/get/security").isEmpty()).isTrue();
        assertThat(doc.at("/paths/~1rulesets/get/security").isArray()).isTrue();
        anonymous.post("/encounters", "{\"name\":\"no token needed\"}").expect(201);
        assertThat(doc.at("/paths/~1encounters/post/security").isArray()).isTrue();
        anonymous.get("/health").expect(200);
        assertThat(doc.at("/paths/~1health/get/security").isArray()).isTrue();
    }

    /** The refusal's status is documented on its operation (not left to "default") and lists the refusal's code. */
    private void documented(String method, String template, JsonNode problem) {
        String status = problem.path("status").asText();
        JsonNode response = doc.path("paths").path(template).path(method).path("responses").path(status);
        assertThat(response.isMissingNode()).as("%s %s documents %s", method, template, status).isFalse();
        String description = response.has("$ref")
                ? doc.at(response.get("$ref").asText().substring(1)).path("description").asText()
                : response.path("description").asText();
        assertThat(description).as("%s %s %s lists its codes", method, template, status)
                .containsPattern("(?<![a-z-])" + problem.path("code").asText() + "(?![a-z-])");
    }

    @Test
    void eachRefusalsStatusAndCodeAreDocumentedOnItsOperation() {
        Api anonymous = api.anonymous();
        documented("get", "/rulesets/{ruleset}", anonymous.get("/rulesets/chess").problem(404, "unknown-ruleset"));
        documented("get", "/rulesets/{ruleset}/options",
                anonymous.get("/rulesets/chess/options").problem(404, "unknown-ruleset"));
        documented("get", "/rulesets/{ruleset}/spells/{spell}",
                anonymous.get("/rulesets/playtest/spells/wish").problem(404, "unknown-spell"));
        documented("get", "/rulesets/dragonbane/spells/{spell}",
                anonymous.get("/rulesets/dragonbane/spells/wish").problem(404, "unknown-spell"));
        documented("get", "/monsters/{id}", anonymous.get("/monsters/srd:tarrasque-2").problem(404, "unknown-monster"));

        Session battle = Session.create(api, "refusals a client handles", 7);
        String id = battle.id();
        documented("post", "/encounters/{id}/tokens",
                api.post("/encounters/" + id + "/tokens", "{\"role\":\"king\"}").problem(400, "invalid-token-request"));
        documented("delete", "/encounters/{id}/tokens/{tokenId}",
                api.delete("/encounters/" + id + "/tokens/tok-none").problem(404, "unknown-token"));
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");
        documented("get", "/encounters/{id}/log",
                api.as(spectator).get("/encounters/" + id + "/log?as=gm").problem(403, "not-your-view"));
        documented("post", "/encounters/{id}/commands", api.post("/encounters/" + id + "/commands",
                "{\"type\":\"EndCombat\"}", "Idempotency-Key", "a\\b").problem(400, "invalid-idempotency-key"));
        documented("post", "/encounters/{id}/commands", battle.attempt(
                "{\"type\":\"AddCombatant\",\"from\":\"srd:tarrasque-2\"}").problem(422, "unknown-monster"));
    }

    @Test
    void aProblemCarriesEveryFieldAndItsCodeIsAlwaysAString() {
        for (String name : List.of("Problem", "FileProblem")) {
            JsonNode problem = doc.path("components").path("schemas").path(name);
            List<String> properties = new ArrayList<>();
            problem.path("properties").fieldNames().forEachRemaining(properties::add);
            List<String> required = new ArrayList<>();
            problem.path("required").forEach(r -> required.add(r.asText()));
            assertThat(required).as(name).containsExactlyInAnyOrderElementsOf(properties);
            assertThat(problem.at("/properties/code/type").asText()).as(name).isEqualTo("string");
        }
        JsonNode refusal = api.anonymous().get("/rulesets/chess").problem(404, "unknown-ruleset");
        assertThat(refusal.has("rule")).as("a null rule is still written").isTrue();
        assertThat(refusal.has("detail")).isTrue();
    }

    /** What a property holds, for a generator: its type, or the component it refers to; "" for any JSON value. */
    private static String kind(JsonNode property) {
        for (JsonNode type : property.path("type").isArray() ? property.path("type") : List.of(property.path("type"))) {
            if (type.isTextual() && !type.asText().equals("null")) {
                return type.asText();
            }
        }
        if (property.has("$ref")) {
            return "object";
        }
        for (JsonNode either : property.path("anyOf")) {
            if (!either.path("type").asText().equals("null")) {
                return kind(either);
            }
        }
        return property.has("const") ? "const" : "";
    }

    @Test
    void noFieldIsDescribedAsAValueOfAnotherTypeNorLeftAsAnyValue() {
        List<String> wrong = new ArrayList<>();
        List<String> untyped = new ArrayList<>();
        doc.path("components").path("schemas").fields().forEachRemaining(schema ->
                schema.getValue().path("properties").fields().forEachRemaining(property -> {
                    String where = schema.getKey() + "." + property.getKey();
                    String kind = kind(property.getValue());
                    String words = property.getValue().path("description").asText();
                    if (kind.equals("object") && (words.startsWith("id of") || words.startsWith("ids of")
                            || words.contains("number in the encounter's stream"))
                            || kind.equals("integer") && words.contains("with every die")) {
                        wrong.add(where + " (" + kind + "): " + words);
                    }
                    if (kind.isEmpty()) {
                        untyped.add(where);
                    }
                }));
        assertThat(wrong).as("a stat block described as an id, an integer as a whole roll").isEmpty();
        // a stored event's payload is of its revision, a what-if's command as sent, an option's default of its option
        assertThat(untyped).containsExactlyInAnyOrder("StoredEvent.payload", "WhatIfChanges.command",
                "Option.defaultValue");
    }

    @Test
    void everyMonstersCombatantIsTheStatBlockAddCombatantTakes() {
        JsonNode entry = doc.at("/paths/~1monsters~1{id}/get/responses/200/content/application~1json/schema/$ref");
        JsonNode combatant = doc.at(entry.asText().substring(1)).at("/properties/combatant");
        assertThat(combatant.toString()).contains("#/components/schemas/StatBlock");
        Api anonymous = api.anonymous();
        int checked = 0;
        for (JsonNode monster : anonymous.get("/monsters").expect(200).json()) {
            // the client checks each answer against the served document: every monster's combatant is a StatBlock
            anonymous.get("/monsters/" + monster.path("id").asText()).expect(200);
            checked++;
        }
        assertThat(checked).as("the SRD monsters").isGreaterThan(40);
    }

    @Test
    void aTokensRoleIsOneOfTheWordsTheServiceTakesAndReadsBack() {
        JsonNode roles = doc.at("/components/schemas/TokenRequest/properties/role/enum");
        assertThat(doc.at("/components/schemas/TokenRequest/required").toString()).contains("\"role\"");
        List<String> words = new ArrayList<>();
        roles.forEach(r -> words.add(r.asText()));
        assertThat(words).containsExactlyInAnyOrder("player", "spectator", "audit", "gm");
        Session battle = Session.create(api, "seats a client offers", 3);
        for (String role : words) {
            String request = role.equals("player") ? "{\"role\":\"player\",\"combatants\":[\"ann\"]}"
                    : "{\"role\":\"" + role + "\"}";
            JsonNode issued = api.post("/encounters/" + battle.id() + "/tokens", request).expect(201).json();
            assertThat(issued.path("role").asText()).isEqualTo(role);
            JsonNode seat = api.as(issued.path("token").asText()).get("/encounters/" + battle.id() + "/seat")
                    .expect(200).json();
            assertThat(doc.at("/components/schemas/Seat/properties/role/enum").toString())
                    .contains("\"" + seat.path("role").asText() + "\"");
        }
        // the words a description once offered ("auditor") are refused
        api.post("/encounters/" + battle.id() + "/tokens", "{\"role\":\"auditor\"}").problem(400, "invalid-token-request");
        assertThat(doc.at("/components/schemas/TokenRequest/properties/role/description").asText())
                .doesNotContain("auditor");
    }

    private List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(n -> names.add(n.asText()));
        } else {
            node.fieldNames().forEachRemaining(names::add);
        }
        return names;
    }

    @Test
    void theServicesAnswersRequireEveryFieldTheyAlwaysCarry() {
        JsonNode schemas = doc.path("components").path("schemas");
        for (String answer : List.of("Created", "CommandAnswer", "Summary", "Fighter", "Place", "Line", "RollLine",
                "Seat", "IssuedToken", "TokenView", "Step", "Verified")) {
            assertThat(names(schemas.path(answer).path("required"))).as(answer)
                    .containsExactlyInAnyOrderElementsOf(names(schemas.path(answer).path("properties")));
        }
        // an unwrapped kernel record's fields are written as the kernel writes them: a hidden mover's offer has no from
        assertThat(names(schemas.at("/OfferView/required"))).containsExactly("perceptible");
        // a field its record leaves out when null (@JsonInclude): a playtest condition has no attribute
        assertThat(names(schemas.at("/ConditionEntry/required"))).doesNotContain("attribute").contains("name");
        api.anonymous().get("/rulesets/playtest/conditions").expect(200);
        // what a client sends keeps its optional fields
        assertThat(schemas.at("/CreateRequest").has("required")).isFalse();
        assertThat(schemas.at("/StatBlock").has("required")).isFalse();
        Session battle = Session.create(api, "every field there", 5);
        JsonNode summary = api.get("/encounters/" + battle.id()).expect(200).json();
        assertThat(names(summary)).containsExactlyInAnyOrderElementsOf(names(schemas.path("Summary").path("properties")));
    }

    @Test
    void theHeadersOfARefusalAreDocumentedWithIt() throws Exception {
        assertThat(doc.at("/components/responses/Unavailable/headers").has("Retry-After")).isTrue();
        assertThat(doc.at("/components/responses/Unauthenticated/headers").has("WWW-Authenticate")).isTrue();
        java.net.http.HttpResponse<String> refused = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.getURL() + "/encounters/nobody"))
                        .GET().build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.headers().firstValue("WWW-Authenticate")).hasValue("Bearer");
    }
}
