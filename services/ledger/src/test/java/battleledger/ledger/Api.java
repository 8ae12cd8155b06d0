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
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A plain HTTP client for the service's tests: raw status codes, headers and JSON bodies.
 * <p>
 * It carries the tokens (README, Who may do what) so tests written without them keep working in the default
 * {@code tokens} mode: it remembers the GM token of every encounter it creates (the 201's {@code gmToken}) and sends
 * it with every request on that encounter; a command whose body says {@code "by":"<combatant>"} goes with a player
 * token for that combatant, which it asks the GM for once; {@code /admin} and encounters it did not create (a stored
 * fixture) get the admin credential of {@code application-test.yml}. {@link #as(String)} and {@link #anonymous()}
 * send exactly the token a test names instead.
 */
public final class Api {

    /** The admin credential of application-test.yml. */
    public static final String ADMIN_TOKEN = "test-admin-token-0123456789";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
    /** Encounter id → its GM token, from the answers to POST /encounters (shared: a restarted service keeps them). */
    private static final Map<String, String> GM_TOKENS = new ConcurrentHashMap<>();
    /** GM token + combatant → a player token for it. */
    private static final Map<String, String> PLAYER_TOKENS = new ConcurrentHashMap<>();

    private final String base;
    /** The token every request sends, when a test names one; {@link #AUTO} lets the client choose. */
    private final String token;
    private static final String AUTO = "\u0000auto";

    public Api(URL base) {
        this(trim(base.toString()), AUTO);
    }

    private Api(String base, String token) {
        this.base = base;
        this.token = token;
    }

    private static String trim(String s) {
        return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
    }

    /** This client sending {@code token} (null: none) with every request, whatever the path. */
    public Api as(String bearer) {
        return new Api(base, bearer);
    }

    /** This client sending no token at all. */
    public Api anonymous() {
        return new Api(base, null);
    }

    /** The GM token of an encounter this client (or another in this JVM) created, or null. */
    public static String gmToken(String encounterId) {
        return LATEST_GM_TOKENS.get(encounterId);
    }

    /**
     * GM tokens are kept per service and encounter: two services in one JVM (H2 and PostgreSQL runs of the same
     * test) may each hold an encounter of the same id, with tokens of their own.
     */
    private String known(String encounterId) {
        return GM_TOKENS.get(base + " " + encounterId);
    }

    private void remember(String encounterId, String gmToken) {
        GM_TOKENS.put(base + " " + encounterId, gmToken);
        LATEST_GM_TOKENS.put(encounterId, gmToken);
    }

    /** The GM token last handed out for an encounter of this id, whichever service handed it out. */
    private static final Map<String, String> LATEST_GM_TOKENS = new ConcurrentHashMap<>();

    /** A token the GM issues now: {"role":"player","combatants":[...]}, {"role":"spectator"} ... */
    public String issue(String encounterId, String request) {
        JsonNode issued = as(known(encounterId)).post("/encounters/" + encounterId + "/tokens", request)
                .expect(201).json();
        return issued.get("token").asText();
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
        return checked("GET", path, null, send(HttpRequest.newBuilder(URI.create(base + path)).GET(),
                bearer(path, null)));
    }

    public Answer delete(String path) {
        return checked("DELETE", path, null, send(HttpRequest.newBuilder(URI.create(base + path)).DELETE(),
                bearer(path, null)));
    }

    public Answer post(String path, String body) {
        Answer answer = send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)), bearer(path, body));
        if (answer.status() == 201 && (path.equals("/encounters") || path.startsWith("/encounters?")
                || path.startsWith("/encounters/import"))) {
            JsonNode created = answer.json();
            if (created.hasNonNull("gmToken")) {
                remember(created.get("id").asText(), created.get("gmToken").asText());
            }
        }
        return checked("POST", path, body, answer);
    }

    /** A POST with one more header (an Idempotency-Key, say). */
    public Answer post(String path, String body, String header, String value) {
        return checked("POST", path, body, send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").header(header, value)
                .POST(HttpRequest.BodyPublishers.ofString(body)), bearer(path, body)));
    }

    /** The token to send: the one the test named, else the one this path and body call for. */
    private String bearer(String path, String body) {
        if (!AUTO.equals(token)) {
            return token;
        }
        String p = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        if (p.startsWith("/admin")) {
            return ADMIN_TOKEN;
        }
        String[] parts = p.split("/");
        if (parts.length < 3 || !parts[1].equals("encounters")) {
            return ADMIN_TOKEN;
        }
        String encounter = java.net.URLDecoder.decode(parts[2], java.nio.charset.StandardCharsets.UTF_8);
        String known = known(encounter);
        final String gm = known == null && (p.endsWith("/commands") || p.contains("/tokens"))
                ? recoverGmToken(parts[2]) : known;
        if (gm == null) {
            return ADMIN_TOKEN;
        }
        String by = body != null && p.endsWith("/commands") ? sender(body) : null;
        if (by == null || by.equals("gm")) {
            return gm;
        }
        return PLAYER_TOKENS.computeIfAbsent(gm + "/" + by, k -> {
            Answer issued = as(gm).post("/encounters/" + parts[2] + "/tokens",
                    "{\"role\":\"player\",\"combatants\":[" + JSON.valueToTree(by) + "]}");
            return issued.status() == 201 ? issued.json().get("token").asText() : gm;
        });
    }

    /**
     * A GM token for an encounter this client did not create (a stored fixture), from the admin credential; null
     * when there is no such encounter.
     */
    private String recoverGmToken(String encounter) {
        Answer issued = as(ADMIN_TOKEN).post("/admin/encounters/" + encounter + "/gm-token", "");
        if (issued.status() != 201) {
            return null;
        }
        String gm = issued.json().get("token").asText();
        remember(java.net.URLDecoder.decode(encounter, java.nio.charset.StandardCharsets.UTF_8), gm);
        return gm;
    }

    /** The "by" a command body names, if it is a JSON object naming one. */
    private static String sender(String body) {
        try {
            JsonNode node = JSON.readTree(body);
            JsonNode by = node == null ? null : node.get("by");
            return by != null && by.isTextual() ? by.asText() : null;
        } catch (IOException e) {
            return null;
        }
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

    private static Answer send(HttpRequest.Builder request, String bearer) {
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
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
