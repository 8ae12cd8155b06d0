package battleledger.ledger.edge;

import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * RFC 9110 § 6.6.1, Date: "An origin server with a clock ... MUST generate a Date header field in all 2xx
 * (Successful), 3xx (Redirection), and 4xx (Client Error) responses", in the IMF-fixdate form of § 5.6.7. The service
 * sets it on every answer the HTTP server writes, written once a second (issue 18): every kind of answer it gives.
 */
@MicronautTest(transactional = false)
class DateHeaderHttpTest extends ServedApi {

    @Test
    void theRfcsOwnExampleIsWrittenAsTheRfcWritesIt() {
        assertThat(HttpDate.of(784111777L)).isEqualTo("Sun, 06 Nov 1994 08:49:37 GMT");
        assertThat(HttpDate.of(1_764_547_200L)).as("a day of one digit is written with two")
                .isEqualTo("Mon, 01 Dec 2025 00:00:00 GMT");
    }

    @Test
    void everyKindOfAnswerCarriesTheDateItWasGivenAt() throws Exception {
        Session s = Session.create(api, "dated", 1);
        String gm = Api.gmToken(s.id());
        Map<String, HttpRequest.Builder> asked = new LinkedHashMap<>();
        asked.put("a read", get("/encounters/" + s.id() + "/combatants").header("Authorization", "Bearer " + gm));
        asked.put("a command", post("/encounters/" + s.id() + "/commands", "{\"type\":\"StartCombat\"}")
                .header("Authorization", "Bearer " + gm));
        asked.put("a refused command", post("/encounters/" + s.id() + "/commands", "{\"type\":\"Nonsense\"}")
                .header("Authorization", "Bearer " + gm));
        asked.put("a creation", post("/encounters", "{\"name\":\"dated too\"}"));
        asked.put("no token", get("/encounters/" + s.id() + "/combatants"));
        asked.put("another encounter's token", get("/encounters/elsewhere/combatants")
                .header("Authorization", "Bearer " + gm));
        asked.put("an unknown path", get("/nowhere"));
        asked.put("the console", get("/"));
        asked.put("the API document", get("/openapi.yml"));
        asked.put("health", get("/health"));
        for (Map.Entry<String, HttpRequest.Builder> ask : asked.entrySet()) {
            Instant before = Instant.now().minusSeconds(1);
            HttpResponse<String> answer = HttpClient.newHttpClient().send(ask.getValue().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(answer.statusCode()).as(ask.getKey()).isLessThan(500);
            String date = answer.headers().firstValue("Date").orElse(null);
            assertThat(date).as("%s (%d) %s", ask.getKey(), answer.statusCode(), answer.headers().map())
                    .matches("(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT");
            assertThat(ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant())
                    .as(ask.getKey()).isBetween(before, Instant.now().plusSeconds(1));
            assertThat(answer.headers().allValues("Date")).as("one Date header on " + ask.getKey()).hasSize(1);
        }
    }

    private HttpRequest.Builder get(String path) {
        return HttpRequest.newBuilder(URI.create(server.getURL() + path)).timeout(Duration.ofSeconds(10)).GET();
    }

    private HttpRequest.Builder post(String path, String body) {
        return HttpRequest.newBuilder(URI.create(server.getURL() + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
    }
}
