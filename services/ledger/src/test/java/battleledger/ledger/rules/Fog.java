package battleledger.ledger.rules;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;

import static battleledger.ledger.rules.RulesDefectsHttpTest.creature;

/**
 * A scene of 001 › Exploration › Stealth › Obscured Areas, for the tests that need a creature hidden: Ann (x 0)
 * and an orc (x 4) on squares, a fog laid on Ann's square, combat started, and Ann hiding in the fog (scripted dice:
 * initiative 20 and 5, her stealth 19).
 */
public final class Fog {

    /** The encounter, and the answer to Ann's Hide. */
    public record Scene(Session session, JsonNode hid) {
    }

    private Fog() {
    }

    /** The scene, in an encounter whose creation request also holds {@code more} (e.g. {@code "id":"x",}). */
    public static Scene annHidesFromTheOrc(Api api, String more) {
        Session s = Session.create(api, "{" + more + "\"name\":\"fog\",\"seed\":1,\"options\":"
                + "{\"grid\":\"squares\",\"dice\":{\"mode\":\"scripted\",\"script\":[20,5,19,2]}}}");
        s.command(placed("ann", "party", 0));
        s.command(placed("orc", "orcs", 4));
        s.command("{\"type\":\"PlaceTerrain\",\"walls\":[],\"difficult\":[],\"obscured\":[{\"x\":0,\"y\":0}]}");
        s.command("{\"type\":\"StartCombat\"}");
        return new Scene(s, s.command("{\"type\":\"Hide\",\"actor\":\"ann\"}"));
    }

    /** A creature for AddCombatant standing at (x, 0). */
    public static String placed(String id, String side, int x) {
        return creature(id, side, 10).replace("\"speed\":30,", "\"speed\":30,\"position\":{\"x\":" + x + ",\"y\":0},");
    }
}
