package battleledger.ledger.dragonbane.casting;

import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.ledger.dragonbane.casting.CastingScenarios.cast;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.find;
import static org.assertj.core.api.Assertions.assertThat;

/** 004 › Sphere, Cone on the grid, played over HTTP: who stands in the area is found, not only who is named. */
@MicronautTest(transactional = false)
class GridAreaHttpTest extends ServedApi {

    /** Vera at (5, 5), the orc beside her at (6, 5), the goblin four squares (8 m) east at (9, 5). */
    private Session field(String id, String dice) {
        String orc = CastingScenarios.orc();
        return CastingScenarios.table(api, id, "\"grid\":\"squares\",", dice,
                CastingScenarios.at(CastingScenarios.vera(10, ""), 5, 5), CastingScenarios.at(orc, 6, 5),
                CastingScenarios.at(CastingScenarios.goblin(orc), 9, 5));
    }

    private static List<String> hit(JsonNode events) {
        List<String> out = new ArrayList<>();
        for (JsonNode h : find(events, "SpellCastWithWillpower").get("hits")) {
            out.add(h.get("target").asText());
        }
        return out;
    }

    /**
     * 004 › Sphere: "If the range is described as sphere, the spell affects all targets within the chosen area except
     * the mage themself." Cone: "all targets within a cone-shaped area whose width at any given point equals the
     * distance from the source of the spell. The range indicates the length of the cone."
     */
    @Test
    @DisplayName("004 › Sphere, Cone: on the grid Vera's whirlwind (4 m) finds the orc beside her and not the goblin 8 m off; her frost (a 10-m cone) aimed east finds both")
    void theAreaIsFoundOnTheGrid() {
        Session s = field("grid-area", "5,6,5,4");
        JsonNode refused = s.attempt(cast("whirlwind", ",\"power\":1,\"targets\":[\"goblin\"]"))
                .problem(409, "not-in-area");
        assertThat(refused.get("rule").asText()).isEqualTo(DragonbaneRule.SPHERE.citation());
        JsonNode sphere = s.command(cast("whirlwind", ",\"power\":1")).get("events");
        assertThat(hit(sphere)).containsExactly("orc");
        assertThat(find(sphere, "DefenceOffered").get("reactor").asText()).isEqualTo("orc");
        s.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}");
        assertThat(s.verified()).isTrue();

        Session t = field("grid-cone", "5,4");
        JsonNode cone = t.command(cast("frost", ",\"power\":1,\"point\":{\"x\":10,\"y\":5}")).get("events");
        assertThat(hit(cone)).containsExactly("orc", "goblin");
        // each is offered a dodge in turn (004 › Area of Effect); both let it land: 1D6 = 4 each
        t.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}");
        t.command("{\"type\":\"PassReaction\",\"actor\":\"goblin\"}");
        assertThat(CastingScenarios.combatant(t, "goblin").get("hp").asInt()).isEqualTo(16);
        assertThat(t.verified()).isTrue();
    }
}
