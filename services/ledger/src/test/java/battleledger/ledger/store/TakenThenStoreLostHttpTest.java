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
 * README, Run on PostgreSQL: a store that is down answers 503 {@code store-unavailable}, whose detail says "nothing
 * was changed, try again". PostgreSQL stopped mid-load under a node: a command committed, then the read of its
 * position for the answer met the closed server, and the client was told nothing had changed; sent again, as told,
 * a command would be taken twice. The store here loses its connection only for that read, after the commit.
 */
@MicronautTest(transactional = false)
@Property(name = "datasources.default.driver-class-name", value = "battleledger.ledger.store.FaultyDriver")
class TakenThenStoreLostHttpTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    EmbeddedServer server;

    @Test
    void aCommandTakenBeforeTheStoreWentIsNeverAnsweredAsNothingChanged() throws Exception {
        Session battle = Session.create(new Api(server.getURL()), "Cut after commit", 17);
        battle.add(Session.combatant("ann", "party", 14, 20));
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode before = battle.summary();
        String actor = before.get("turn").get("actor").asText();
        int step = before.get("step").asInt();

        FaultyDriver.loseConnectionOn("SELECT global_index FROM domain_event_entry WHERE aggregate_identifier = ? "
                + "AND sequence_number = ?");
        HttpResponse<String> answer;
        try {
            answer = client.send(HttpRequest.newBuilder(
                            URI.create(server.getURL() + "/encounters/" + battle.id() + "/commands"))
                    .header("Authorization", "Bearer " + Api.gmToken(battle.id()))
                    .header("Content-Type", "application/json").timeout(Duration.ofSeconds(30))
                    .POST(HttpRequest.BodyPublishers.ofString(Session.endTurn(actor))).build(),
                    HttpResponse.BodyHandlers.ofString());
        } finally {
            FaultyDriver.repair();
        }

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        JsonNode problem = Api.parse(answer.body());
        assertThat(problem.get("code").asText()).isEqualTo("taken-position-unknown");
        assertThat(problem.get("detail").asText()).contains("step " + (step + 1)).doesNotContain("nothing was changed");
        assertThat(answer.headers().firstValue("Retry-After")).isEmpty();
        assertThat(answer.body()).doesNotContain("org.").doesNotContain("java.").doesNotContain("SELECT");
        JsonNode stored = new Api(server.getURL()).get("/encounters/" + battle.id() + "/verify").expect(200).json();
        assertThat(stored.get("verified").asBoolean()).isTrue();
        assertThat(stored.get("steps").asInt()).as("the command is in the store").isEqualTo(step + 1);
    }
}
