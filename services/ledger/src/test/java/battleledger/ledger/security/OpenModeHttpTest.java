package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ledger.security.mode: open} (README, Who may do what): one table on one laptop, no tokens. Everyone is the
 * GM; a command's {@code by} names who acts, and the rules still refuse a player acting for someone else's combatant.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenModeHttpTest {

    EmbeddedServer server;
    Api api;

    @BeforeAll
    void start() {
        server = Contexts.start("jdbc:h2:mem:open-mode;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1",
                Map.of("ledger.security.mode", "open"));
        api = new Api(server.getURL()).anonymous();
    }

    @AfterAll
    void stop() {
        server.close();
    }

    @Test
    void everythingIsServedWithoutATokenAndByNamesWhoActs() {
        JsonNode created = api.post("/encounters", "{\"id\":\"laptop\",\"name\":\"Kitchen table\",\"seed\":5}")
                .expect(201).json();
        assertThat(created.get("gmToken").asText()).startsWith("blt_");
        assertThat(api.anonymous().get("/encounters/laptop/seat").expect(200).json().get("role").asText())
                .as("at an open table everyone sits as the GM").isEqualTo("gm");
        api.post("/encounters/laptop/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                + battleledger.ledger.Session.combatant("ann", "party", 14, 20) + "}").expect(200);
        api.post("/encounters/laptop/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                + battleledger.ledger.Session.combatant("orc", "orcs", 10, 20) + "}").expect(200);
        long position = api.post("/encounters/laptop/commands", "{\"type\":\"StartCombat\"}").expect(200).json()
                .get("position").asLong();
        JsonNode summary = api.get("/encounters/laptop?after=" + position).expect(200).json();
        assertThat(summary.get("seed").asLong()).isEqualTo(5);
        String actor = summary.at("/turn/actor").asText();
        String other = actor.equals("ann") ? "orc" : "ann";
        api.post("/encounters/laptop/commands", "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\",\"by\":\""
                + other + "\"}").problem(403, "not-your-combatant");
        api.post("/encounters/laptop/commands", "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\",\"by\":\""
                + actor + "\"}").expect(200);
        api.get("/encounters/laptop/events").expect(200);
        api.get("/encounters/laptop/verify").expect(200);
        api.post("/admin/projections/rebuild", "").expect(200);
    }
}
