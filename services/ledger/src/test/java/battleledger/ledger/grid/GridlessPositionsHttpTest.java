package battleledger.ledger.grid;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.table.Stat;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A place is a square or hex of a grid (003 › Creature Size and Space): an encounter played without one refuses a
 * command that names a place with 409 no-grid and the rule cited, instead of keeping a position nothing reads (issue
 * 13: the README's example was accepted silently). Nothing is stored for the refused command.
 */
@MicronautTest(transactional = false)
class GridlessPositionsHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aPositionOrAPathWithoutAGridIsRefusedWithTheRuleCitedAndChangesNothing() {
        Api api = new Api(server.getURL());
        Session battle = Session.create(api, "{\"name\":\"No grid\",\"seed\":4,\"options\":{\"grid\":\"none\"}}");
        battle.add(Stat.named("orc").side("orcs").json());
        int step = battle.summary().get("step").asInt();

        JsonNode placed = api.post("/encounters/" + battle.id() + "/commands",
                "{\"type\":\"AddCombatant\",\"combatant\":" + Stat.named("ann").at(3, 4).json() + "}")
                .problem(409, "no-grid");
        assertThat(placed.get("detail").asText()).contains("combatant.position");
        assertThat(placed.get("rule").asText()).contains("003").contains("Creature Size and Space");

        battle.add(Stat.named("ann").json());
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        String actor = battle.summary().get("turn").get("actor").asText();
        api.post("/encounters/" + battle.id() + "/commands", "{\"type\":\"Move\",\"actor\":\"" + actor
                + "\",\"feet\":5,\"path\":[{\"x\":1,\"y\":0}]}").problem(409, "no-grid");

        assertThat(battle.summary().get("step").asInt()).isEqualTo(step + 2);
        assertThat(battle.read("combatants").findValues("position")).allMatch(JsonNode::isNull);
    }
}
