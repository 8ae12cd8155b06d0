package battleledger.ledger.store;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A store that breaks mid-way is a store that is unavailable, whatever the driver throws (issue 12, Operations): the
 * PostgreSQL driver cut off in the middle of a batch append threw an AssertionError, which no handler of
 * RuntimeException sees, and a list read answered 500. Every request answers {@code 503 store-unavailable} with
 * {@code Retry-After} instead, carrying no class name; once the store is back, nothing was half-applied.
 */
@MicronautTest(transactional = false)
@Property(name = "datasources.default.driver-class-name", value = "battleledger.ledger.store.FaultyDriver")
class DriverFailureHttpTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    EmbeddedServer server;

    @Test
    void anErrorThrownByTheDriverIsA503StoreUnavailableAndChangesNothing() throws Exception {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Cut off", 11);
        battle.add(Session.combatant("ann", "party", 14, 20));
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode before = battle.summary();
        String actor = before.get("turn").get("actor").asText();
        String id = battle.id();
        String gm = Api.gmToken(id);

        FaultyDriver.breakDown();
        try {
            for (HttpRequest request : new HttpRequest[]{
                    get("/encounters", Api.ADMIN_TOKEN), get("/encounters/" + id + "/verify", gm),
                    get("/encounters/" + id + "/events", gm),
                    post("/encounters/" + id + "/commands", gm, Session.endTurn(actor)),
                    post("/encounters", null, "{\"name\":\"Never\",\"seed\":1}")}) {
                HttpResponse<String> answer = client.send(request, HttpResponse.BodyHandlers.ofString());

                assertThat(answer.statusCode()).as("%s answered %s", request.uri(), answer.body()).isEqualTo(503);
                assertThat(answer.headers().firstValue("Content-Type")).hasValueSatisfying(
                        type -> assertThat(type).startsWith("application/problem+json"));
                assertThat(answer.headers().firstValue("Retry-After")).isPresent();
                assertThat(Api.parse(answer.body()).get("code").asText()).isEqualTo("store-unavailable");
                assertThat(answer.body()).doesNotContain("Error").doesNotContain("org.").doesNotContain("java.")
                        .doesNotContain("Unexpected packet");
            }
        } finally {
            FaultyDriver.repair();
        }

        assertThat(battle.summary().get("step")).isEqualTo(before.get("step"));
        assertThat(battle.verified()).isTrue();
        JsonNode next = battle.command(Session.endTurn(actor));
        assertThat(next.get("step").asInt()).isEqualTo(before.get("step").asInt() + 1);
        // the projections read the store again too (the event producer's thread met the same Error)
        assertThat(battle.summary().get("step").asInt()).isEqualTo(next.get("step").asInt());
    }

    private HttpRequest get(String path, String token) {
        return signed(HttpRequest.newBuilder(URI.create(server.getURL() + path)), token).GET().build();
    }

    private HttpRequest post(String path, String token, String body) {
        return signed(HttpRequest.newBuilder(URI.create(server.getURL() + path)), token)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static HttpRequest.Builder signed(HttpRequest.Builder request, String token) {
        request.timeout(Duration.ofSeconds(30));
        return token == null ? request : request.header("Authorization", "Bearer " + token);
    }
}
