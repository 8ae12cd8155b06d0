package battleledger.ledger.dice;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.table.Orders;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GM overrides a die rolled at the table (DESIGN › Undo, redo, revoke; dice "from people"). Found by a helper
 * trying the service: Wren's fireball waited for its dice, which came in a later step; its rolls read that later step
 * in /rolls, but OverrideRoll named it "step 16 has 0 rolls" without saying the rolls are the fireball's own step's;
 * and once overridden, /log and /rolls showed the orc's save twice, the old and the new.
 */
@MicronautTest(transactional = false)
class ManualRollOverriddenHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aDieRolledAtTheTableIsOverriddenByItsCommandsStepAndOnlyTheNewRollIsRead() {
        Api api = new Api(server.getURL());
        Session s = ManualDiceHttpTest.started(api, "manual-override");
        int castStep = s.command(Orders.castNode("wren", "fireball", null, "orc").put("level", 3).toString())
                .get("step").asInt();
        int guard = 0;
        while (!s.read("awaiting").isEmpty() && guard++ < 10) {
            JsonNode roll = s.read("awaiting").get(0);
            s.command(roll.get("dice").asText().equals("8d6") ? ManualDiceHttpTest.submit("wren", 1, 2, 3, 4, 5, 6, 1, 2)
                    : ManualDiceHttpTest.submit(null, 1)); // the orc fails its save
        }
        int hp = ManualDiceHttpTest.fighter(s, "orc").get("hp").asInt();
        JsonNode save = saves(s.read("rolls")).get(0);
        int rolledIn = save.get("step").asInt();
        assertThat(save.get("entry").asInt()).as("the roll is the fireball's").isEqualTo(castStep);
        assertThat(rolledIn).as("read in the step its die came in").isGreaterThan(castStep);

        JsonNode refused = s.attempt("{\"type\":\"OverrideRoll\",\"step\":" + rolledIn + ",\"roll\":"
                + save.get("index").asInt() + ",\"dice\":[20]}").problem(422, "unknown-roll");
        assertThat(refused.get("detail").asText()).contains("step " + castStep).contains("entry");

        s.command("{\"type\":\"OverrideRoll\",\"step\":" + castStep + ",\"roll\":" + save.get("index").asInt()
                + ",\"dice\":[20]}");
        List<JsonNode> after = saves(s.read("rolls"));
        assertThat(after).as("one save read, the new one").hasSize(1);
        assertThat(after.get(0).get("dice").get(0).asInt()).isEqualTo(20);
        assertThat(ManualDiceHttpTest.fighter(s, "orc").get("hp").asInt()).as("a save halves the fire")
                .isGreaterThan(hp);
        long saveLines = s.read("log").findValuesAsText("type").stream().filter(t -> t.equals("SavingThrowMade")).count();
        assertThat(saveLines).as("the log reads the orc's save once").isEqualTo(1);
        assertThat(s.verified()).isTrue();
    }

    private static List<JsonNode> saves(JsonNode rolls) {
        List<JsonNode> out = new ArrayList<>();
        rolls.forEach(r -> {
            if (r.get("purpose").asText().equals("Fireball")) { // the orc's save against it
                out.add(r);
            }
        });
        return out;
    }
}
