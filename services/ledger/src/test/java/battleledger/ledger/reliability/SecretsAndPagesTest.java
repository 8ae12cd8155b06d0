package battleledger.ledger.reliability;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The seed is the GM's secret, nothing is unbounded, and long lists come in pages (issue 16).
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SecretsAndPagesTest {

    private static final long SEED = 987_654_321_987L;
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    EmbeddedServer server;

    Api api;
    Session battle;

    @BeforeAll
    void aBattleWithASecretSeed() {
        api = new Api(server.getURL());
        battle = Session.create(api, "{\"id\":\"secret\",\"name\":\"Secret\",\"seed\":" + SEED + "}");
        battle.add(Session.combatant("ann", "party", 14, 20));
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        for (int i = 0; i < 6; i++) {
            battle.command("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,"
                    + "\"purpose\":\"lift " + i + "\"}");
        }
    }

    @Test
    void theSeedIsInNoListNoPublicSummaryNoPublicLogAndNoPublicEvent() {
        battle.summary();
        String seed = String.valueOf(SEED);
        String list = api.as(Api.ADMIN_TOKEN).get("/encounters").expect(200).body();
        assertThat(list).contains("\"secret\"").doesNotContain(seed).doesNotContain("\"seed\":" + seed);
        Api spectator = api.as(api.issue("secret", "{\"role\":\"spectator\"}"));
        assertThat(spectator.get("/encounters/secret").expect(200).body()).doesNotContain(seed);
        assertThat(spectator.get("/encounters/secret/log").expect(200).body()).doesNotContain(seed);
        assertThat(battle.read("log?as=public").toString()).doesNotContain(seed);
        assertThat(api.get("/encounters/secret/events").expect(200).body()).doesNotContain(seed);
        assertThat(api.get("/encounters/secret/rolls").expect(200).body()).doesNotContain(seed);

        // the GM reads it in the summary and where the GM reads secrets
        assertThat(battle.summary().get("seed").asLong()).isEqualTo(SEED);
        assertThat(battle.read("log?as=gm").get(0).get("secret").asText()).contains(seed);
        assertThat(api.get("/encounters/secret/events?as=gm").expect(200).json().get(0).get("payload").get("seed")
                .asLong()).isEqualTo(SEED);
    }

    @Test
    void longListsComeInPagesThatJoinUpToTheWhole() throws Exception {
        JsonNode all = api.get("/encounters/secret/events").expect(200).json();
        assertThat(all.size()).isGreaterThan(10);
        ArrayNode joined = JsonNodeFactory.instance.arrayNode();
        String from = "0";
        int pages = 0;
        while (from != null) {
            HttpResponse<String> page = get("/encounters/secret/events?limit=4&from=" + from);
            JsonNode entries = Api.parse(page.body());
            assertThat(entries.size()).isLessThanOrEqualTo(4);
            joined.addAll((ArrayNode) entries);
            from = page.headers().firstValue("Next-From").orElse(null);
            pages++;
        }
        assertThat(joined).isEqualTo(all);
        assertThat(pages).isEqualTo((all.size() + 3) / 4);

        HttpResponse<String> lines = get("/encounters/secret/log?limit=2&after=" + battle.position());
        assertThat(Api.parse(lines.body()).size()).isEqualTo(2);
        assertThat(lines.headers().firstValue("Next-From")).isPresent();
        HttpResponse<String> steps = get("/encounters/secret/timeline?limit=3&from=2&after=" + battle.position());
        assertThat(Api.parse(steps.body()).get(0).get("step").asInt()).isEqualTo(2);
        assertThat(steps.headers().firstValue("Next-From")).hasValue("5");

        HttpResponse<String> first = get("/encounters?limit=1");
        assertThat(Api.parse(first.body()).size()).isEqualTo(1);
        String next = first.headers().firstValue("Next-From").orElse(null);
        if (next != null) {
            assertThat(next).isEqualTo("1");
        }
        api.get("/encounters/secret/events?limit=0").problem(400, "invalid-parameter");
        api.get("/encounters/secret/log?limit=10001").problem(400, "invalid-parameter");
    }

    @Test
    void everyStringAndListIsBounded() {
        int step = battle.summary().get("step").asInt();
        battle.attempt("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,\"purpose\":\""
                + "p".repeat(201) + "\"}").problem(400, "out-of-bounds");
        battle.command("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,\"purpose\":\""
                + "p".repeat(200) + "\"}");
        battle.attempt("{\"type\":\"StartCombat\",\"surprised\":[" + "\"orc\",".repeat(10_000) + "\"orc\"]}")
                .problem(400, "out-of-bounds");
        battle.attempt("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":"
                + "1000000000000000000000}").problem(400, "malformed-command");
        api.post("/encounters", "{\"name\":\"" + "n".repeat(201) + "\"}").problem(400, "out-of-bounds");
        api.post("/encounters", "{\"name\":\"Deep\",\"options\":" + "{\"a\":".repeat(100) + "1" + "}".repeat(100)
                + "}").problem(400, "malformed-json");
        assertThat(battle.summary().get("step").asInt()).isEqualTo(step + 1);
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        HttpResponse<String> r = CLIENT.send(HttpRequest.newBuilder(URI.create(server.getURL() + path))
                        .header("Authorization", "Bearer " + (path.startsWith("/encounters?") ? Api.ADMIN_TOKEN
                                : Api.gmToken("secret"))).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return r;
    }
}
