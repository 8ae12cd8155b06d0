package battleledger.ledger.contract;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a command sent to /commands never goes without is required in its schema (README, API at a glance: a body
 * missing a field is 400 missing-field): a client generated from the document will not build an Attack without its
 * actor, target and attack, nor a readied action without them (001 › Combat › Actions in Combat › Ready).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RequiredCommandFieldsHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    EmbeddedServer server;
    Api api;
    JsonNode doc;

    @BeforeAll
    void start() {
        server = Contexts.inMemory("required-command-fields");
        api = new Api(server.getURL());
        doc = api.get("/openapi.json").expect(200).json();
    }

    @AfterAll
    void stop() {
        server.close();
    }

    private JsonNode schema(String ref) {
        return doc.at(ref.substring(1));
    }

    /** A value of the right shape for a field, so that only the field left out is wrong. */
    private JsonNode placeholder(JsonNode property) {
        JsonNode s = property.has("$ref") ? schema(property.get("$ref").asText()) : property;
        if (s.has("enum")) {
            return s.get("enum").get(0);
        }
        return s.path("type").asText().equals("object") ? JSON.createObjectNode() : JSON.getNodeFactory().textNode("x");
    }

    @Test
    void eachFieldTheSchemaRequiresIsOneTheServiceRefusesACommandWithout() {
        Session battle = Session.create(api, "required fields", 3);
        List<String> checked = new ArrayList<>();
        for (JsonNode branch : schema("#/components/schemas/SentCommand").path("oneOf")) {
            String name = branch.path("$ref").asText().replace("#/components/schemas/", "");
            JsonNode command = schema(branch.path("$ref").asText());
            List<String> required = new ArrayList<>();
            command.path("required").forEach(r -> required.add(r.asText()));
            required.remove("type");
            for (String left : required) {
                ObjectNode body = JSON.createObjectNode().put("type", command.at("/properties/type/const").asText());
                required.stream().filter(f -> !f.equals(left))
                        .forEach(f -> body.set(f, placeholder(command.path("properties").path(f))));
                JsonNode refused = battle.attempt(body.toString()).problem(400, "missing-field");
                assertThat(refused.path("detail").asText()).as(name).startsWith(left + " is required");
                checked.add(name + "." + left);
            }
        }
        assertThat(checked).contains("Attack.actor", "Attack.target", "Attack.attack", "GrantAdvantage.roll",
                "AddCombatant.combatant", "ApplyCondition.condition", "RemoveCondition.condition", "EndTurn.actor",
                "CastSpell.actor", "CoupDeGrace.target");
        JsonNode actor = schema("#/components/schemas/Attack").at("/properties/actor");
        assertThat(actor.path("type").asText()).as("a required field is never null").isEqualTo("string");
    }

    /**
     * A readied action is held to the same fields: its actor is the readier (Ready refused one without it), and a
     * readied Attack without its target was stored, to fail only when set off. The document's IntentCommand (what
     * Ready.action and DeclareReaction.action hold) is the union of the same strict schemas.
     */
    @Test
    void aReadiedActionIsHeldToTheSameRequiredFieldsAsACommandSentAlone() {
        List<String> intents = new ArrayList<>();
        schema("#/components/schemas/IntentCommand").path("oneOf").forEach(b -> intents.add(b.path("$ref").asText()));
        assertThat(intents).contains("#/components/schemas/Attack");
        assertThat(doc.at("/components/schemas/Ready/properties/action").toString())
                .contains("#/components/schemas/IntentCommand");

        Session s = Session.annBobAndOrc(api, "readied-fields", "a readied attack needs its fields", 18, 11, 3);
        String ready = "{\"type\":\"Ready\",\"actor\":\"ann\",\"trigger\":{\"on\":\"Moved\"},\"action\":";
        JsonNode noTarget = s.attempt(ready + "{\"type\":\"Attack\",\"actor\":\"ann\",\"attack\":\"sword\"}}")
                .problem(400, "missing-field");
        assertThat(noTarget.path("detail").asText()).startsWith("action.target is required");
        JsonNode noActor = s.attempt(ready + "{\"type\":\"Attack\",\"target\":\"orc\",\"attack\":\"sword\"}}")
                .problem(400, "missing-field");
        assertThat(noActor.path("detail").asText()).startsWith("action.actor is required");
        assertThat(s.read("combatants").toString()).as("nothing was readied").doesNotContain("ActionReadied")
                .doesNotContain("\"on\":\"Moved\"");
        JsonNode answer = s.command(ready + "{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"orc\","
                + "\"attack\":\"sword\"}}");
        assertThat(answer.path("events").toString()).contains("ActionReadied");
        assertThat(s.read("combatants").toString()).contains("\"on\":\"Moved\"");
    }
}
