package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * A GM cannot lock everyone out of an encounter by revoking its last GM token in force (found by trying the README as
 * a new user: the GM's own token revoked itself, and from then on every request was 401). Once another GM token is
 * issued, the first can go.
 */
@MicronautTest(transactional = false)
class LastGmTokenHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    void theLastGmTokenInForceIsNotRevokedButOneOfTwoIs() {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "Self revoke", 31);
        String path = "/encounters/" + battle.id() + "/tokens";
        Api gm = api.as(Api.gmToken(battle.id()));
        String first = gmTokenIds(gm, path)[0];

        gm.delete(path + "/" + first).problem(409, "last-gm-token");
        gm.get("/encounters/" + battle.id()).expect(200);

        String second = gm.post(path, "{\"role\":\"gm\",\"label\":\"co-GM\"}").expect(201).json().get("token").asText();
        gm.delete(path + "/" + first).expect(200);
        gm.get("/encounters/" + battle.id()).problem(401, "unauthenticated");
        Api coGm = api.as(second);
        coGm.get("/encounters/" + battle.id()).expect(200);
        coGm.delete(path + "/" + gmTokenIds(coGm, path)[0]).problem(409, "last-gm-token");
    }

    /** The ids of the GM tokens in force. */
    private static String[] gmTokenIds(Api gm, String path) {
        java.util.List<String> ids = new java.util.ArrayList<>();
        for (JsonNode t : gm.get(path).expect(200).json()) {
            if ("gm".equals(t.get("role").asText()) && !t.get("revoked").asBoolean()) {
                ids.add(t.get("tokenId").asText());
            }
        }
        return ids.toArray(String[]::new);
    }
}
