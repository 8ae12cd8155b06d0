package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parties of the permission matrices (README, Who may do what), each with the token it sends (null: none): the GM,
 * a player for its own combatant and one for another's (Bob), a spectator, an auditor, the GM of another encounter,
 * the admin credential, a revoked token and no token.
 */
final class Parties {

    private Parties() {
    }

    static Map<String, String> of(Api api, String encounter, String own) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("gm", Api.gmToken(encounter));
        p.put("own player", api.issue(encounter, "{\"role\":\"player\",\"combatants\":[\"" + own + "\"]}"));
        p.put("other player", api.issue(encounter, "{\"role\":\"player\",\"combatants\":[\"bob\"]}"));
        p.put("spectator", api.issue(encounter, "{\"role\":\"spectator\"}"));
        p.put("auditor", api.issue(encounter, "{\"role\":\"audit\"}"));
        p.put("gm of another encounter", Api.gmToken(Session.create(api, "{\"name\":\"elsewhere\"}").id()));
        p.put("admin", Api.ADMIN_TOKEN);
        JsonNode revoked = api.as(Api.gmToken(encounter)).post("/encounters/" + encounter + "/tokens",
                "{\"role\":\"player\",\"combatants\":[\"" + own + "\"],\"label\":\"lost phone\"}").expect(201).json();
        JsonNode gone = api.as(Api.gmToken(encounter)).delete("/encounters/" + encounter + "/tokens/"
                + revoked.get("tokenId").asText()).expect(200).json();
        assertThat(gone.get("revoked").asBoolean()).isTrue();
        p.put("revoked token", revoked.get("token").asText());
        p.put("no token", null);
        return p;
    }
}
