package battleledger.ledger.store;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Value;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No request hangs on a locked row (issue 12, Operations: store slow, an answer within 2 s). Another transaction
 * holds the encounter's next sequence number uncommitted (as a stuck writer would); the command that must append
 * there waits at most the lock timeout ({@code ledger.store.lock-timeout}, 1 s) and answers
 * {@code 503 store-unavailable} with {@code Retry-After}, having changed nothing. PostgreSQL waits for ever by
 * default, so on PostgreSQL this request would hang without the timeout.
 */
@MicronautTest(transactional = false)
class LockedRowHttpTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    EmbeddedServer server;

    @Value("${datasources.default.url}")
    String url;

    @Value("${datasources.default.username}")
    String user;

    @Value("${datasources.default.password:}")
    String password;

    @Test
    void aCommandBlockedByAnotherTransactionsLockAnswers503WithinTwoSecondsAndChangesNothing() throws Exception {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Stuck writer", 13);
        battle.add(Session.combatant("ann", "party", 14, 20));
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode before = battle.summary();
        String actor = before.get("turn").get("actor").asText();

        HttpResponse<String> answer;
        long millis;
        try (Connection stuck = DriverManager.getConnection(url, user, password)) {
            stuck.setAutoCommit(false);
            holdNextSequence(stuck, battle.id());

            long started = System.nanoTime();
            answer = client.send(HttpRequest.newBuilder(URI.create(server.getURL() + "/encounters/" + battle.id()
                            + "/commands")).timeout(Duration.ofSeconds(20))
                    .header("Authorization", "Bearer " + Api.gmToken(battle.id()))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(Session.endTurn(actor))).build(),
                    HttpResponse.BodyHandlers.ofString());
            millis = (System.nanoTime() - started) / 1_000_000;
            stuck.rollback();
        }

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        assertThat(Api.parse(answer.body()).get("code").asText()).isEqualTo("store-unavailable");
        assertThat(answer.headers().firstValue("Retry-After")).isPresent();
        assertThat(answer.body()).doesNotContainIgnoringCase("insert").doesNotContain("Exception");
        // the promise of issue 12 (an answer within 2 s), not a measurement: without the timeout PostgreSQL waits
        // until the client gives up, H2 for its own default
        assertThat(millis).as("answered after %d ms", millis).isLessThan(2000);

        assertThat(battle.summary().get("step")).isEqualTo(before.get("step"));
        JsonNode next = battle.command(Session.endTurn(actor));
        assertThat(next.get("step").asInt()).isEqualTo(before.get("step").asInt() + 1);
        assertThat(battle.verified()).isTrue();
    }

    /** Inserts, uncommitted, the row the encounter's next event must take. */
    private static void holdNextSequence(Connection c, String encounter) throws Exception {
        long next;
        try (PreparedStatement q = c.prepareStatement(
                "SELECT MAX(sequence_number) FROM domain_event_entry WHERE aggregate_identifier = ?")) {
            q.setString(1, encounter);
            try (ResultSet r = q.executeQuery()) {
                r.next();
                next = r.getLong(1) + 1;
            }
        }
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO domain_event_entry (event_identifier, "
                + "aggregate_identifier, sequence_number, aggregate_type, time_stamp, payload_type, payload) "
                + "VALUES (?, ?, ?, 'EncounterAggregate', '2026-01-01T00:00:00Z', 'stuck', ?)")) {
            insert.setString(1, "stuck-" + encounter);
            insert.setString(2, encounter);
            insert.setLong(3, next);
            insert.setBytes(4, new byte[]{0});
            insert.executeUpdate();
        }
    }
}
