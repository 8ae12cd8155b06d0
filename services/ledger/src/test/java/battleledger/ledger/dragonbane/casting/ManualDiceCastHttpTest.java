package battleledger.ledger.dragonbane.casting;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.dragonbane.casting.CastingScenarios.cast;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.combatant;
import static org.assertj.core.api.Assertions.assertThat;

/** A cast with dice rolled at the table: the battle waits for the casting roll and the damage (SubmitRoll). */
@MicronautTest(transactional = false)
class ManualDiceCastHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    @DisplayName("004 › Casting Spells: with manual dice Vera's casting roll and the fireball's damage are rolled at the table, and the battle verifies")
    void theCastingRollAndTheDamageAreRolledAtTheTable() {
        Api api = new Api(server.getURL());
        Session s = Session.create(api, "{\"id\":\"cast-manual\",\"name\":\"The burning bridge\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7,\"options\":{\"dice\":{\"mode\":\"manual\"}}}");
        s.add(CastingScenarios.vera(10, ""));
        s.add(CastingScenarios.orc());
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.command("{\"type\":\"SubmitRoll\",\"dice\":[" + CastingScenarios.TOP_CARDS + "]}");
        assertThat(s.summary().get("turn").get("actor").asText()).isEqualTo("vera");

        JsonNode waits = s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"));
        assertThat(waits.at("/events/0/type").asText()).isEqualTo("RollAwaited");
        JsonNode awaited = s.read("awaiting").get(0);
        assertThat(awaited.get("roller").asText()).isEqualTo("vera");
        assertThat(awaited.get("dice").asText()).isEqualTo("1d20");
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(10); // nothing spent while it waits

        s.command("{\"type\":\"SubmitRoll\",\"dice\":[5]}");
        assertThat(s.read("awaiting").get(0).get("dice").asText()).isEqualTo("2d6");
        s.command("{\"type\":\"SubmitRoll\",\"dice\":[3,4]}");
        assertThat(s.read("awaiting")).isEmpty();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        CastingScenarios.letLand(s, "orc"); // the fireball was offered to the orc's parry or dodge
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(13);
        assertThat(s.verified()).isTrue();
    }
}
