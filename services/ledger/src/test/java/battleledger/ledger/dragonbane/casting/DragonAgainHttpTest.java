package battleledger.ledger.dragonbane.casting;

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
import static battleledger.ledger.dragonbane.casting.CastingScenarios.combatant;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.endTurn;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.find;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.table;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Rolling a Dragon, played over HTTP: "Rolling a Dragon when you cast a spell means ... that you may choose one
 * of the following effects: ... You can immediately cast another spell, but get a bane on the roll."
 */
@MicronautTest(transactional = false)
class DragonAgainHttpTest extends ServedApi {

    @Test
    @DisplayName("004 › Rolling a Dragon: Vera's fireball rolls a Dragon; she chose \"again\" and casts a second fireball at once, without an action, with a bane; a third is refused")
    void aDragonsAgainCastsOnceMoreAtOnceWithABane() {
        // fireball: a Dragon, 2D6 = 3+4; the second: 3 and 9 with a bane (the higher kept), 2D6 = 2+2
        Session s = table(api, "dragon-again", 10, "", "1,3,4,3,9,2,2");
        JsonNode first = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],"
                + "\"dragonChoice\":\"again\"")).get("events"), "SpellCastWithWillpower");
        assertThat(first.get("castingRoll").get("outcome").asText()).isEqualTo("dragon");
        assertThat(first.get("castAgain").asBoolean()).isTrue();
        assertThat(first.get("usesAction").asBoolean()).isTrue();
        CastingScenarios.letLand(s, "orc"); // answering the fireball's defence keeps the cast at once open

        JsonNode second = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        assertThat(second.get("castingRoll").get("dice").toString()).isEqualTo("[3,9]");
        assertThat(second.get("castingRoll").get("disadvantage").toString()).contains("cast at once after a Dragon");
        assertThat(second.get("succeeded").asBoolean()).isTrue();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(6);
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(9); // 20 - 7 - 4

        List<Integer> banes = new ArrayList<>();
        for (JsonNode r : s.read("rolls")) {
            if (r.get("purpose").asText().equals("casting Fireball")) {
                banes.add(r.get("banes").asInt());
            }
        }
        assertThat(banes).containsExactly(0, 1);
        String log = api.get("/encounters/dragon-again/log?after=" + s.position()).expect(200).body();
        assertThat(log).contains("a Dragon: again, another spell may be cast at once, with a bane");

        CastingScenarios.refusedForWantOfAnAction(s);
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"immediately\" — Vera ends her turn after the Dragon; on the orc's turn her fireball needs an action (409), next round it rolls without a bane")
    void aCastLaterThanAtOnceHasNoBane() {
        Session s = table(api, "dragon-again-later", 10, "", "1,3,4,5,2,2");
        s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],\"dragonChoice\":\"again\""));
        CastingScenarios.letLand(s, "orc");
        s.command(endTurn("vera"));
        s.attempt(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).problem(409, "action-used");
        s.command(endTurn("orc"));
        JsonNode next = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        assertThat(next.get("castingRoll").get("dice").toString()).isEqualTo("[5]");
        assertThat(next.get("castingRoll").get("disadvantage").toString()).isEqualTo("[]");
        assertThat(s.verified()).isTrue();
    }
}
