package battleledger.ledger.store;

import battleledger.ledger.Api;
import battleledger.ledger.Contract;
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
 * README, Run on PostgreSQL: the answer to POST /encounters (and to POST /encounters/import) never says "nothing
 * was changed, try again" of an encounter that was created, and an encounter is never created without a GM token its
 * creator holds. The store here loses its connection for one statement: the read of the new encounter's position
 * (after the encounter was stored), or the storing of its GM token; or it loses it after committing the creation,
 * before acknowledging the commit.
 */
@MicronautTest(transactional = false)
@Property(name = "datasources.default.driver-class-name", value = "battleledger.ledger.store.FaultyDriver")
class CreatedThenStoreLostHttpTest {

    private static final String POSITION_READ = "SELECT global_index FROM domain_event_entry WHERE "
            + "aggregate_identifier = ? AND sequence_number = ?";

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    EmbeddedServer server;

    private HttpResponse<String> postLosing(String fragment, String path, String body) throws Exception {
        return postWhile(() -> FaultyDriver.loseConnectionOn(fragment), path, body);
    }

    /** POST with the store broken as {@code breakIt} breaks it, repaired after the answer. */
    private HttpResponse<String> postWhile(Runnable breakIt, String path, String body) throws Exception {
        breakIt.run();
        try {
            return client.send(HttpRequest.newBuilder(URI.create(server.getURL() + path))
                            .header("Content-Type", "application/json").timeout(Duration.ofSeconds(30))
                            .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } finally {
            FaultyDriver.repair();
        }
    }

    /** The answer, held against the served OpenAPI document as Api holds every exchange. */
    private HttpResponse<String> documented(String path, String body, HttpResponse<String> answer) {
        String base = server.getURL().toString().replaceAll("/$", "");
        assertThat(Contract.servedAt(base).check("POST", path, body, answer.statusCode(),
                answer.headers().firstValue("Content-Type").orElse(""), answer.body())).isEmpty();
        return answer;
    }

    @Test
    void anEncounterCreatedBeforeTheStoreWentIsAnsweredWithItsGmToken() throws Exception {
        String body = "{\"id\":\"cut-after-create\",\"name\":\"Cut after create\",\"seed\":5}";
        HttpResponse<String> answer = documented("/encounters", body, postLosing(POSITION_READ, "/encounters", body));

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        JsonNode problem = Api.parse(answer.body());
        assertThat(problem.get("code").asText()).isEqualTo("created-position-unknown");
        assertThat(problem.get("detail").asText()).doesNotContain("nothing was changed");
        assertThat(answer.headers().firstValue("Retry-After")).isEmpty();
        assertThat(problem.get("id").asText()).isEqualTo("cut-after-create");
        String gm = problem.get("gmToken").asText();
        JsonNode read = new Api(server.getURL()).as(gm).get("/encounters/cut-after-create").expect(200).json();
        assertThat(read.get("name").asText()).isEqualTo("Cut after create");
    }

    @Test
    void anEncounterWhoseGmTokenCouldNotBeStoredIsNotCreatedSoItCanBeCreatedAgain() throws Exception {
        String body = "{\"id\":\"cut-at-token\",\"name\":\"Cut at token\",\"seed\":6}";
        HttpResponse<String> answer = documented("/encounters", body, postLosing("access_token", "/encounters", body));

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        assertThat(Api.parse(answer.body()).get("code").asText()).isEqualTo("store-unavailable");
        Api api = new Api(server.getURL());
        JsonNode created = api.post("/encounters", body).expect(201).json();
        api.as(created.get("gmToken").asText()).get("/encounters/cut-at-token").expect(200);
    }

    @Test
    void aBattleFileImportedBeforeTheStoreWentIsAnsweredWithItsGmToken() throws Exception {
        Api api = new Api(server.getURL());
        api.post("/encounters", "{\"id\":\"cut-source\",\"name\":\"Source\",\"seed\":7}").expect(201);
        String file = api.get("/encounters/cut-source/export").expect(200).body();

        HttpResponse<String> answer = documented("/encounters/import?id=cut-import", file,
                postLosing(POSITION_READ, "/encounters/import?id=cut-import", file));

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        JsonNode problem = Api.parse(answer.body());
        assertThat(problem.get("code").asText()).isEqualTo("created-position-unknown");
        assertThat(problem.get("id").asText()).isEqualTo("cut-import");
        api.as(problem.get("gmToken").asText()).get("/encounters/cut-import").expect(200);
    }

    @Test
    void aBattleFileWhoseGmTokenCouldNotBeStoredIsNotImportedSoItCanBeImportedAgain() throws Exception {
        Api api = new Api(server.getURL());
        api.post("/encounters", "{\"id\":\"cut-source-2\",\"name\":\"Source\",\"seed\":8}").expect(201);
        String file = api.get("/encounters/cut-source-2/export").expect(200).body();

        HttpResponse<String> answer = documented("/encounters/import?id=cut-import-2", file,
                postLosing("access_token", "/encounters/import?id=cut-import-2", file));

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        assertThat(Api.parse(answer.body()).get("code").asText()).isEqualTo("store-unavailable");
        JsonNode imported = api.post("/encounters/import?id=cut-import-2", file).expect(201).json();
        api.as(imported.get("gmToken").asText()).get("/encounters/cut-import-2").expect(200);
    }

    @Test
    void aCreationRefusedStoresNoGmTokenForTheEncounterItNamed() {
        Api api = new Api(server.getURL());
        String body = "{\"id\":\"cut-taken\",\"name\":\"Taken\",\"seed\":9}";
        api.post("/encounters", body).expect(201);

        api.post("/encounters", body).problem(409, "encounter-exists");

        assertThat(api.get("/encounters/cut-taken/tokens").expect(200).json()).hasSize(1);
    }

    @Test
    void anEncounterWhoseCommitWentUnacknowledgedIsAnsweredWithAGmTokenThatTellsWhetherItWasCreated() throws Exception {
        String body = "{\"id\":\"cut-at-commit\",\"name\":\"Cut at commit\",\"seed\":10}";
        HttpResponse<String> answer = postWhile(
                () -> FaultyDriver.loseConnectionAfterCommitOf("INSERT INTO access_token"), "/encounters", body);
        documented("/encounters", body, answer);

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
        JsonNode problem = Api.parse(answer.body());
        assertThat(problem.get("code").asText()).isEqualTo("creation-unknown");
        assertThat(problem.get("detail").asText()).doesNotContain("nothing was changed");
        assertThat(answer.headers().firstValue("Retry-After")).isEmpty();
        assertThat(problem.get("id").asText()).isEqualTo("cut-at-commit");
        new Api(server.getURL()).as(problem.get("gmToken").asText()).get("/encounters/cut-at-commit").expect(200);
    }

    @Test
    void aCreationWhoseCommitFailedUnstoredIsAnsweredWithAGmTokenTheStoreDoesNotKnow() throws Exception {
        String body = "{\"id\":\"cut-before-commit\",\"name\":\"Cut before commit\",\"seed\":11}";
        HttpResponse<String> answer = postWhile(
                () -> FaultyDriver.failCommitOf("INSERT INTO access_token"), "/encounters", body);
        documented("/encounters", body, answer);

        JsonNode problem = Api.parse(answer.body());
        assertThat(problem.get("code").asText()).as(answer.body()).isEqualTo("creation-unknown");
        Api api = new Api(server.getURL());
        api.as(problem.get("gmToken").asText()).get("/encounters/cut-before-commit").expect(401);
        JsonNode created = api.post("/encounters", body).expect(201).json();
        api.as(created.get("gmToken").asText()).get("/encounters/cut-before-commit").expect(200);
    }
}
