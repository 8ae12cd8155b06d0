package battleledger.ledger;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Health, metrics and the request log (issue 12, Operations), on a running service. */
@MicronautTest(transactional = false)
class OperationsHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    void readinessNamesEachProcessorWithItsLagAndLivenessIsUp() {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Ready", 11);
        battle.add(Session.combatant("ann", "party", 14, 20));
        battle.summary();

        JsonNode ready = api.get("/health/readiness").expect(200).json();
        assertThat(ready.get("status").asText()).isEqualTo("UP");
        JsonNode projections = ready.findPath("processors").path("projections");
        assertThat(projections.path("lag").asLong()).isEqualTo(0);
        assertThat(projections.path("stuck").asBoolean()).isFalse();
        assertThat(projections.path("segments").asInt()).isPositive();
        assertThat(api.get("/health/liveness").expect(200).json().get("status").asText()).isEqualTo("UP");
    }

    @Test
    void prometheusCountsCommandsByTypeAndOutcomeAndTimesDecidingAppendingAndHttp() {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Counted", 12);
        battle.add(Session.combatant("ann", "party", 14, 20));
        assertThat(battle.attempt("{\"type\":\"EndTurn\",\"actor\":\"ann\"}").status()).isBetween(400, 499);
        battle.summary();
        api.get("/health/readiness").expect(200);

        String metrics = api.get("/prometheus").expect(200).body();
        assertThat(metrics)
                .containsPattern("ledger_commands_total\\{[^}]*outcome=\"accepted\"[^}]*type=\"AddCombatant\"[^}]*} [1-9]")
                .containsPattern("ledger_commands_total\\{[^}]*outcome=\"refused\"[^}]*type=\"EndTurn\"[^}]*} [1-9]")
                .contains("ledger_command_decide_seconds_count{type=\"AddCombatant\"}")
                .contains("ledger_command_append_seconds_count{type=\"AddCombatant\"}")
                .containsPattern("ledger_events_appended_total [1-9]")
                .contains("ledger_projection_lag{processor=\"projections\"}")
                .contains("ledger_projection_events_per_second{processor=\"projections\"}")
                .contains("http_server_requests_seconds_count");
    }

    /**
     * /prometheus needs no token (README, Health, metrics and logs): it holds counters summed over every encounter,
     * never one encounter's id, name or anything read from a body. HTTP timings are by route template
     * ({@code /encounters/{id}/commands}); a path no route matched is counted as {@code UNMATCHED_URI}, not as sent.
     */
    @Test
    @DisplayName("The anonymous metrics scrape names no encounter, however the encounter's requests were answered")
    void theMetricsNameNoEncounter() throws Exception {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "{\"id\":\"scrape-secret-id\",\"name\":\"Scrape Secret Name\"}");
        battle.add(Session.combatant("scrape-secret-ann", "party", 14, 20));
        battle.attempt("{\"type\":\"EndTurn\",\"actor\":\"scrape-secret-ann\"}");
        battle.attempt("{\"type\":\"Scrape-secret-command\"}");
        battle.read("combatants");
        // answers no route gives: no such path, a method the path does not take
        java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
        String base = server.getURL() + "/encounters/scrape-secret-id";
        assertThat(client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + "/no-such-view"))
                .GET().build(), java.net.http.HttpResponse.BodyHandlers.ofString()).statusCode()).isIn(401, 404);
        assertThat(client.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base)).DELETE().build(),
                java.net.http.HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(405);

        String metrics = api.anonymous().get("/prometheus").expect(200).body();
        assertThat(metrics).contains("http_server_requests_seconds_count")
                .containsPattern("uri=\"/encounters/\\{id}/commands\"")
                .doesNotContainIgnoringCase("scrape-secret").doesNotContainIgnoringCase("Scrape Secret Name")
                .doesNotContain("blt_");
    }

    /**
     * A request the token check refuses is a request too: an operator looking for who was turned away finds it in the
     * request log like any other (it was missing: the security filter answered before the log's filter saw it).
     */
    @Test
    void aRequestRefusedForItsTokenIsOneLineToo() {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Guarded", 17);
        String spectator = api.issue(battle.id(), "{\"role\":\"spectator\"}");

        List<ILoggingEvent> lines = requestLines(() -> {
            api.anonymous().get("/encounters/" + battle.id() + "/events").problem(401, "unauthenticated");
            api.as("blt_not-a-token").get("/encounters/" + battle.id()).problem(401, "unauthenticated");
            api.as(spectator).get("/encounters/" + battle.id() + "/tokens").problem(403, "forbidden");
        });

        List<String> logged = lines.stream().map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(logged).hasSize(3);
        assertThat(logged.get(0)).matches("GET /encounters/\\S+/events 401 \\d+ms encounter=\\S+");
        assertThat(logged.get(1)).matches("GET /encounters/\\S+ 401 \\d+ms encounter=\\S+");
        assertThat(logged.get(2)).matches("GET /encounters/\\S+/tokens 403 \\d+ms encounter=\\S+");
    }

    /** Netty refuses these before any filter runs; stop 43 left them without a line. */
    @Test
    void aRequestLineOrHeadersTooLongAreOneLineEachThoughTheirPathIsUnread() throws Exception {
        Api api = new Api(server.getURL());
        List<ILoggingEvent> lines = requestLines(() -> {
            api.get("/encounters/x/log?as=" + "a".repeat(5_000)).problem(414, "uri-too-long");
            try {
                java.net.http.HttpResponse<String> headers = java.net.http.HttpClient.newHttpClient().send(
                        java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.getURL() + "/encounters/x"))
                                .header("X-Padding", "c".repeat(10_000)).GET().build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
                assertThat(headers.statusCode()).isEqualTo(431);
            } catch (java.io.IOException | InterruptedException e) {
                throw new AssertionError(e);
            }
        });

        List<String> logged = lines.stream().map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(logged).containsExactly("- - 414 0ms refused=uri-too-long", "- - 431 0ms refused=headers-too-large");
        assertThat(lines.get(0).getMDCPropertyMap()).containsEntry("status", "414")
                .containsEntry("refused", "uri-too-long");
    }

    @Test
    void everyRequestIsOneLineWithMethodPathStatusTimeEncounterAndStep() {
        List<ILoggingEvent> lines = requestLines(() -> {
            Api api = new Api(server.getURL());
            Session battle = Session.create(api, "Logged", 13);
            battle.add(Session.combatant("ann", "party", 14, 20));
            api.get("/encounters/" + battle.id() + "/combatants").expect(200);
        });

        List<String> logged = lines.stream().map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(logged).hasSize(3);
        assertThat(logged.get(0)).matches("POST /encounters 201 \\d+ms encounter=\\S+ step=1");
        assertThat(logged.get(1)).matches("POST /encounters/\\S+/commands 200 \\d+ms encounter=\\S+ step=2");
        assertThat(logged.get(2)).matches("GET /encounters/\\S+/combatants 200 \\d+ms encounter=\\S+");
        assertThat(lines.get(1).getMDCPropertyMap()).containsEntry("status", "200").containsKey("encounter")
                .containsEntry("step", "2");
    }

    /** What the request log wrote while {@code requests} ran, at INFO whatever its level was. */
    private static List<ILoggingEvent> requestLines(Runnable requests) {
        Logger log = (Logger) LoggerFactory.getLogger("battleledger.requests");
        ListAppender<ILoggingEvent> lines = new ListAppender<>();
        lines.start();
        log.addAppender(lines);
        ch.qos.logback.classic.Level level = log.getLevel();
        log.setLevel(ch.qos.logback.classic.Level.INFO);
        try {
            requests.run();
        } finally {
            log.detachAppender(lines);
            log.setLevel(level);
        }
        return lines.list;
    }
}
