package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Property;
import io.micronaut.context.annotation.Value;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A request does not read the store to learn who sent it (issue 13): a token once validated is kept for
 * {@code ledger.security.token-cache} (1 s here). Revoked through this node, it is refused on the very next request;
 * revoked by another node (here: straight in the store, which is all another node does), it is refused once the
 * short keep has run out.
 */
@MicronautTest(transactional = false)
@Property(name = "ledger.security.token-cache", value = "1s")
class TokenCacheHttpTest {

    @Inject
    EmbeddedServer server;

    @Value("${datasources.default.url}")
    String url;

    @Value("${datasources.default.username}")
    String user;

    @Value("${datasources.default.password:}")
    String password;

    @Test
    void aTokenRevokedHereIsRefusedOnTheNextRequest() {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Lost phone", 21);
        String token = issue(api, battle.id()).get("token").asText();
        String tokenId = tokenIdOf(api, battle.id());
        api.as(token).get("/encounters/" + battle.id()).expect(200);
        api.as(token).get("/encounters/" + battle.id()).expect(200);

        api.as(Api.gmToken(battle.id())).delete("/encounters/" + battle.id() + "/tokens/" + tokenId).expect(200);

        api.as(token).get("/encounters/" + battle.id()).problem(401, "unauthenticated");
    }

    @Test
    void aTokenKnownToThisNodeIsNotReadFromTheStoreAgainUntilItsKeepRunsOut() throws Exception {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Revoked elsewhere", 22);
        JsonNode issued = issue(api, battle.id());
        String token = issued.get("token").asText();
        api.as(token).get("/encounters/" + battle.id()).expect(200);

        try (Connection c = DriverManager.getConnection(url, user, password);
             PreparedStatement revoke = c.prepareStatement("UPDATE access_token SET revoked = TRUE WHERE id = ?")) {
            revoke.setString(1, issued.get("tokenId").asText());
            assertThat(revoke.executeUpdate()).isEqualTo(1);
        }
        // still known here: the request did not go to the store
        api.as(token).get("/encounters/" + battle.id()).expect(200);

        long deadline = System.nanoTime() + 10_000_000_000L;
        int status;
        do {
            Thread.sleep(200);
            status = api.as(token).get("/encounters/" + battle.id()).status();
        } while (status == 200 && System.nanoTime() < deadline);
        assertThat(status).as("a token revoked elsewhere, after this node's keep").isEqualTo(401);
    }

    private static JsonNode issue(Api api, String encounter) {
        return api.as(Api.gmToken(encounter)).post("/encounters/" + encounter + "/tokens",
                "{\"role\":\"spectator\",\"label\":\"phone\"}").expect(201).json();
    }

    private static String tokenIdOf(Api api, String encounter) {
        for (JsonNode t : api.as(Api.gmToken(encounter)).get("/encounters/" + encounter + "/tokens").expect(200)
                .json()) {
            if ("phone".equals(t.path("label").asText())) {
                return t.get("tokenId").asText();
            }
        }
        throw new AssertionError("no token labelled phone");
    }
}
