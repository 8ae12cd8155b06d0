package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** A plain HTTP client for the service's tests: raw status codes, headers and JSON bodies. */
public final class Api {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();

    private final String base;

    public Api(URL base) {
        String s = base.toString();
        this.base = s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
    }

    public record Answer(int status, String contentType, String body) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }

        public Answer expect(int expected) {
            assertThat(status).as("status of %s", body).isEqualTo(expected);
            return this;
        }

        /** Asserts a problem+json answer with this status and code. */
        public JsonNode problem(int expected, String code) {
            expect(expected);
            assertThat(contentType).startsWith("application/problem+json");
            JsonNode p = json();
            assertThat(p.path("code").asText()).as("problem code in %s", body).isEqualTo(code);
            assertThat(p.path("status").asInt()).isEqualTo(expected);
            return p;
        }
    }

    public Answer get(String path) {
        return checked("GET", path, null, send(HttpRequest.newBuilder(URI.create(base + path)).GET()));
    }

    public Answer post(String path, String body) {
        return checked("POST", path, body, send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))));
    }

    /**
     * Every exchange of every HTTP test is held against the served OpenAPI document (Contract): a mismatch fails the
     * test, so the document and the service cannot drift apart.
     */
    private Answer checked(String method, String path, String body, Answer answer) {
        if (path.startsWith("/openapi") || path.startsWith("/docs")) {
            return answer;
        }
        java.util.List<String> problems = Contract.servedAt(base).check(method, path, body, answer.status(),
                answer.contentType(), answer.body());
        if (!problems.isEmpty()) {
            throw new AssertionError("the exchange does not match the served OpenAPI document:\n"
                    + String.join("\n", problems));
        }
        return answer;
    }

    public Answer post(String path, JsonNode body) {
        return post(path, body.toString());
    }

    private static Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Answer(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    public static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
