package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Failures are typed (How we write code here): bad input gets a clear 4xx as application/problem+json with a
 * stable code, never a 500, and changes nothing.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BadInputHttpTest {

    @Inject
    EmbeddedServer server;

    Api api;
    Session battle;
    int events;

    @BeforeAll
    void battleInProgress() {
        api = new Api(server.getURL());
        battle = Session.create(api, "{\"id\":\"bad-input\",\"name\":\"Bad input\",\"seed\":5}");
        battle.add(Session.combatant("ann", "party", 18, 20));
        battle.add(Session.combatant("orc", "orcs", 3, 15));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        events = eventCount();
    }

    @ParameterizedTest(name = "[{index}] {0} -> {1} {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "`nonsense`|400|malformed-json",
            "`[1,2]`|400|malformed-command",
            "`{}`|400|malformed-command",
            "`{\"type\":7}`|400|malformed-command",
            "`{\"type\":\"Fly\"}`|400|unknown-command",
            "`{\"type\":\"EndTurn\",\"actr\":\"ann\"}`|400|unknown-field",
            "`{\"type\":\"EndTurn\"}`|400|missing-field",
            "`{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"orc\"}`|400|missing-field",
            "`{\"type\":\"Attack\",\"actor\":\"ann\",\"attack\":\"sword\"}`|400|missing-field",
            "`{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"orc\",\"attack\":\"sword\",\"situation\":{\"distance\":-5}}`|400|invalid-distance",
            "`{\"type\":\"EndTurn\",\"actor\":\"zed\"}`|422|unknown-combatant",
            "`{\"type\":\"EndTurn\",\"actor\":\"orc\"}`|409|not-your-turn",
            "`{\"type\":\"EndTurn\",\"actor\":\"ann\",\"by\":\"orc\"}`|403|not-your-combatant",
            "`{\"type\":\"EndTurn\",\"actor\":\"ann\",\"by\":7}`|400|malformed-command",
            "`{\"type\":\"StartCombat\",\"surprised\":[]}`|409|combat-already-started",
            "`{\"type\":\"StartCombat\",\"surprised\":\"orc\"}`|400|malformed-command",
            "`{\"type\":\"CreateEncounter\",\"id\":\"x\",\"name\":\"x\",\"ruleset\":\"playtest\",\"seed\":1}`|409|encounter-exists",
            "`{\"type\":\"AddCombatant\"}`|400|missing-field",
            "`{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"x\",\"abilities\":{\"str\":8}}}`|400|malformed-command",
            "`{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"x\",\"name\":\"X\",\"side\":\"a\",\"hp\":99999999999,\"abilities\":{\"str\":8,\"dex\":8,\"con\":8,\"int\":8,\"wis\":8,\"cha\":8}}}`|400|malformed-command",
            "`{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"x\",\"name\":\"X\",\"side\":\"a\",\"hp\":5,\"size\":\"colossal\",\"abilities\":{\"str\":8,\"dex\":8,\"con\":8,\"int\":8,\"wis\":8,\"cha\":8}}}`|400|malformed-command",
            "`{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"x\",\"name\":\"X\",\"side\":\"a\",\"hp\":5,\"wp\":3,\"abilities\":{\"str\":8,\"dex\":8,\"con\":8,\"int\":8,\"wis\":8,\"cha\":8}}}`|400|traits-of-another-ruleset",
            "`{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"ann\",\"name\":\"X\",\"side\":\"a\",\"hp\":5,\"abilities\":{\"str\":8,\"dex\":8,\"con\":8,\"int\":8,\"wis\":8,\"cha\":8}}}`|409|duplicate-combatant",
    })
    void aBadCommandIsRefusedWithAProblemAndChangesNothing(String body, int status, String code) {
        battle.attempt(body).problem(status, code);
        assertThat(eventCount()).isEqualTo(events);
    }

    @Test
    void aRefusalSpeaksOfJsonNeverOfJava() {
        java.util.List<Api.Answer> answers = java.util.List.of(
                api.post("/encounters", "{\"name\":\"x\",\"seed\":1.5}"),
                battle.attempt("{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"x\",\"name\":\"X\",\"side\":\"a\","
                        + "\"hp\":99999999999}}"),
                battle.attempt("[".repeat(100) + "]".repeat(100)),
                battle.attempt(""),
                // found by a helper fuzzing the API: each named a Java class or a generic type
                battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"path\":{\"a\":1}}"),
                battle.attempt("{\"type\":\"ShortRest\",\"spend\":[1]}"),
                api.post("/encounters/bad-input/what-if", "{\"fromStep\":3,\"runs\":1,\"seed\":1,\"extra\":1}"),
                api.post("/encounters/bad-input/what-if", "{\"fromStep\":3,\"runs\":1,\"seed\":1,"
                        + "\"changes\":{\"bogus\":1}}"),
                api.post("/encounters/bad-input/tokens", "{\"role\":\"player\",\"combatants\":{\"a\":1}}"),
                api.post("/encounters", "{\"name\":\"x\",\"options\":{\"dice\":{\"mode\":\"scripted\","
                        + "\"script\":{}}}}"));
        for (Api.Answer a : answers) {
            assertThat(a.status()).as(a.body()).isBetween(400, 499);
            assertThat(a.json().get("detail").asText()).as(a.body()).doesNotContain("java.").doesNotContain("`")
                    .doesNotContain("Required Body").doesNotContain("CoercionConfig").doesNotContain(" int ")
                    .doesNotContain("battleledger").doesNotContain("$").doesNotContain("JsonToken");
        }
        assertThat(eventCount()).isEqualTo(events);
    }

    @Test
    void aRefusalNamesTheRuleThatForbidsIt() {
        JsonNode p = battle.attempt("{\"type\":\"EndTurn\",\"actor\":\"orc\"}").problem(409, "not-your-turn");
        assertThat(p.get("rule").asText()).isEqualTo("001 › Combat › Taking a Turn");
        assertThat(p.get("detail").asText()).contains("orc");
        assertThat(p.get("title").asText()).isEqualTo("Not your turn");
    }

    @ParameterizedTest(name = "[{index}] {0} -> {1} {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "`nonsense`|400|malformed-json",
            "`{\"name\":\"\"}`|400|missing-field",
            "`{\"name\":\"x\",\"colour\":\"red\"}`|400|unknown-field",
            "`{\"name\":\"x\",\"ruleset\":\"chess\"}`|400|malformed-json",
            "`{\"name\":\"x\",\"seed\":\"abc\"}`|400|malformed-json",
            "`{\"name\":\"x\",\"ruleset\":\"go\"}`|400|malformed-json",
            "`{\"name\":\"x\",\"options\":{\"dice\":{\"mode\":\"manual\",\"script\":[4]}}}`|422|dice-script-not-manual",
            "`{\"name\":\"x\",\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[4,0]}}}`|400|out-of-bounds",
            "`{\"name\":\"x\",\"options\":{\"grid\":\"triangles\"}}`|400|malformed-json",
            "`{\"id\":\"Bad Id\",\"name\":\"x\"}`|400|invalid-id",
            "`{\"id\":\"bad-input\",\"name\":\"again\"}`|409|encounter-exists",
    })
    void aBadEncounterIsRefusedWithAProblem(String body, int status, String code) {
        api.post("/encounters", body).problem(status, code);
    }

    @ParameterizedTest(name = "[{index}] GET {0} -> {1} {2}")
    @CsvSource(delimiter = '|', value = {
            "/encounters/nope|404|unknown-encounter",
            "/encounters/nope/combatants|404|unknown-encounter",
            "/encounters/nope/initiative|404|unknown-encounter",
            "/encounters/nope/log|404|unknown-encounter",
            "/encounters/nope/events|404|unknown-encounter",
            "/encounters/bad-input?after=-1|400|invalid-position",
            "/encounters/bad-input?after=abc|400|invalid-parameter",
            "/encounters/bad-input/events?from=-1|400|invalid-parameter",
            "/encounters/bad-input/log?from=-1|400|invalid-parameter",
            "/encounters/bad-input/rolls?limit=0|400|invalid-parameter",
            "/no/such/route|404|not-found",
    })
    void aBadReadIsRefusedWithAProblem(String path, int status, String code) {
        api.get(path).problem(status, code);
    }

    @Test
    void aCommandToAnEncounterThatDoesNotExistIsRefusedWithoutSayingWhetherItExists() {
        // nobody holds a GM token of an encounter that does not exist: the admin credential commands nothing (403),
        // no token is a 401 — the same answers as for an encounter that exists (README, Who may do what)
        api.post("/encounters/nope/commands", "{\"type\":\"EndTurn\",\"actor\":\"ann\"}")
                .problem(403, "forbidden");
        api.anonymous().post("/encounters/nope/commands", "{\"type\":\"EndTurn\",\"actor\":\"ann\"}")
                .problem(401, "unauthenticated");
    }

    /**
     * Found by a helper fuzzing the API: a key given twice was taken, the last one winning, so
     * {@code {"type":"EndTurn","type":"Attack",...}} was an Attack. Every JSON body is read by a strict parser now.
     */
    @Test
    @DisplayName("A key given twice in any JSON body is a 400 duplicate-key naming it, and changes nothing")
    void aKeyGivenTwiceIsRefused() {
        int tokens = api.get("/encounters/bad-input/tokens").expect(200).json().size();
        record Sent(String path, String body, String key) {
        }
        for (Sent sent : java.util.List.of(
                new Sent("/encounters/bad-input/commands", "{\"type\":\"Attack\",\"type\":\"EndTurn\","
                        + "\"actor\":\"ann\"}", "the body gives the key \"type\" twice"),
                new Sent("/encounters/bad-input/commands", "{\"type\":\"EndTurn\",\"actor\":\"ann\","
                        + "\"actor\":\"ann\"}", "the body gives the key \"actor\" twice"),
                new Sent("/encounters/bad-input/commands", "{\"type\":\"Attack\",\"actor\":\"ann\","
                        + "\"target\":\"orc\",\"attack\":\"sword\",\"situation\":{\"distance\":5,\"distance\":40}}",
                        "the body at situation gives the key \"distance\" twice"),
                new Sent("/encounters/bad-input/commands", "{\"type\":\"AddCombatant\",\"from\":\"srd:goblin\","
                        + "\"from\":\"srd:goblin\",\"id\":\"goblin-2\"}", "\"from\" twice"),
                new Sent("/encounters/bad-input/commands", "{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":1,"
                        + "\"y\":2},{\"x\":3,\"x\":4,\"y\":5}],\"difficult\":[]}", "at walls[1] gives the key \"x\""),
                new Sent("/encounters", "{\"id\":\"twice-1\",\"name\":\"x\",\"name\":\"y\"}", "\"name\" twice"),
                new Sent("/encounters", "{\"id\":\"twice-2\",\"name\":\"x\",\"options\":{\"dice\":{\"mode\":\"engine\","
                        + "\"mode\":\"manual\"}}}", "the body at options.dice gives the key \"mode\" twice"),
                new Sent("/encounters/bad-input/tokens", "{\"role\":\"spectator\",\"role\":\"gm\"}",
                        "\"role\" twice"),
                new Sent("/encounters/bad-input/what-if", "{\"fromStep\":3,\"runs\":1,\"runs\":2,\"seed\":1}",
                        "\"runs\" twice"),
                new Sent("/encounters/bad-input/what-if", "{\"fromStep\":3,\"runs\":1,\"seed\":1,\"changes\":"
                        + "{\"command\":{\"type\":\"EndTurn\",\"actor\":\"ann\",\"actor\":\"orc\"}}}",
                        "at changes.command gives the key \"actor\" twice"))) {
            JsonNode p = api.post(sent.path(), sent.body()).problem(400, "duplicate-key");
            assertThat(p.get("detail").asText()).as(sent.body()).contains(sent.key());
        }
        assertThat(api.get("/encounters/bad-input/tokens").expect(200).json().size()).isEqualTo(tokens);
        api.get("/encounters/twice-1").problem(404, "unknown-encounter");
        api.get("/encounters/twice-2").problem(404, "unknown-encounter");
        assertThat(eventCount()).isEqualTo(events);
    }

    /**
     * Found by a helper fuzzing the API: a query of 5,000 characters was answered 413, the status of a body too large,
     * with the code body-too-large, though the request had no body.
     */
    @Test
    @DisplayName("A request line too long is a 414 uri-too-long, and headers too large a 431, each a problem")
    void aRequestLineOrHeadersTooLongAreTheirOwnProblems() throws Exception {
        JsonNode p = api.get("/encounters/bad-input/log?as=" + "a".repeat(5_000)).problem(414, "uri-too-long");
        assertThat(p.get("title").asText()).isEqualTo("URI too long");
        assertThat(p.get("detail").asText()).contains("4,096 bytes").doesNotContain("Exception");

        HttpResponse<String> headers = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(server.getURL() + "/encounters/bad-input")).header("X-Padding", "c".repeat(10_000))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(headers.statusCode()).isEqualTo(431);
        assertThat(headers.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(Api.parse(headers.body()).get("code").asText()).isEqualTo("headers-too-large");

        // a line just within the bound is read as ever
        assertThat(api.get("/encounters/bad-input/log?as=" + "a".repeat(3_000)).status()).isNotIn(413, 414, 431);
        assertThat(eventCount()).isEqualTo(events);
    }

    @Test
    void theWrongMethodOrMediaTypeOrAHugeBodyIsAProblemToo() throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        String base = server.getURL().toString();
        HttpResponse<String> delete = client.send(HttpRequest.newBuilder(URI.create(base + "/encounters/bad-input"))
                .DELETE().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(delete.statusCode()).isEqualTo(405);
        assertThat(delete.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");

        HttpResponse<String> text = client.send(HttpRequest.newBuilder(URI.create(base + "/encounters/bad-input/commands"))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("hi")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(text.statusCode()).isEqualTo(415);

        String huge = "{\"type\":\"EndTurn\",\"actor\":\"" + "a".repeat(2_000_000) + "\"}";
        Api.Answer tooBig = api.post("/encounters/bad-input/commands", huge);
        assertThat(tooBig.status()).isEqualTo(413);

        // a body that is not what its Content-Encoding says: the client's fault, a 400, not a 500
        for (String encoding : java.util.List.of("gzip", "deflate")) {
            api.post("/encounters/bad-input/commands", "{\"type\":\"EndTurn\",\"actor\":\"ann\"}",
                    "Content-Encoding", encoding).problem(400, "undecodable-body");
            api.post("/encounters", "{\"name\":\"x\"}", "Content-Encoding", encoding).problem(400, "undecodable-body");
        }
        assertThat(eventCount()).isEqualTo(events);
    }

    private int eventCount() {
        return api.get("/encounters/bad-input/events").expect(200).json().size();
    }
}
