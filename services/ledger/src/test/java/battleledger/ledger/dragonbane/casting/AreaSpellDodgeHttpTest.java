package battleledger.ledger.dragonbane.casting;

import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.dragonbane.casting.CastingScenarios.cast;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.combatant;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.find;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.has;
import static org.assertj.core.api.Assertions.assertThat;

/** 004 › Area of Effect, played over HTTP: an area spell is dodged, not parried. */
@MicronautTest(transactional = false)
class AreaSpellDodgeHttpTest extends ServedApi {

    /** Vera, an orc and a goblin, both with Evade 10; Vera acts first; the dice after the deck's draws. */
    private Session table(String id, String dice) {
        String orc = CastingScenarios.evading(CastingScenarios.orc());
        return CastingScenarios.table(api, id, "", dice, CastingScenarios.vera(10, ""), orc, CastingScenarios.goblin(orc));
    }

    /**
     * 004 › Area of Effect: "Some spells affect an entire area. That area is called the area of effect. Unless stated
     * otherwise, the area of effect always starts at the mage casting the spell. Area of effect spells can be dodged
     * but not parried, unless stated otherwise."
     */
    @Test
    @DisplayName("004 › Area of Effect: Vera's whirlwind catches the orc and the goblin; the orc cannot parry it, dodges it and is unhurt; the goblin lets it pass and takes 6")
    void anAreaSpellIsDodgedNotParried() {
        Session s = table("area-dodge", "5,6,4");
        JsonNode events = s.command(cast("whirlwind", ",\"power\":1,\"targets\":[\"orc\",\"goblin\"]"))
                .get("events");
        assertThat(find(events, "SpellCastWithWillpower").get("succeeded").asBoolean()).isTrue();
        assertThat(has(events, "DamageDealt")).as("nothing lands before the dodges").isFalse();
        int offers = 0;
        for (JsonNode e : events) {
            if ("DefenceOffered".equals(e.get("type").asText())) {
                offers++;
                assertThat(e.get("harm").asText()).isEqualTo("spell");
                assertThat(e.get("parry").asBoolean()).isFalse();
                assertThat(e.get("amount").asInt()).isEqualTo(6);
                assertThat(e.get("rule").asText()).isEqualTo(DragonbaneRule.AREA_OF_EFFECT.citation());
            }
        }
        assertThat(offers).isEqualTo(2);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);

        JsonNode refused = s.attempt("{\"type\":\"Defend\",\"actor\":\"orc\",\"defence\":\"parry\","
                + "\"weapon\":\"axe\"}").problem(409, "cannot-be-parried");
        assertThat(refused.get("rule").asText()).isEqualTo(DragonbaneRule.AREA_OF_EFFECT.citation());

        JsonNode dodged = s.command("{\"type\":\"Defend\",\"actor\":\"orc\",\"defence\":\"dodge\"}").get("events");
        JsonNode dodge = find(dodged, "DefenceRolled");
        assertThat(dodge.get("held").asBoolean()).isTrue();
        assertThat(dodge.get("roll").get("against").asInt()).isEqualTo(10);
        assertThat(has(dodged, "DamageDealt")).isFalse();
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);

        JsonNode passed = s.command("{\"type\":\"PassReaction\",\"actor\":\"goblin\"}").get("events");
        assertThat(find(passed, "DamageDealt").get("amount").asInt()).isEqualTo(6);
        assertThat(combatant(s, "goblin").get("hp").asInt()).isEqualTo(14);

        boolean dodgeRolled = false;
        for (JsonNode r : s.read("rolls")) {
            dodgeRolled |= r.get("purpose").asText().equals("dodge whirlwind") && r.get("against").asInt() == 10;
        }
        assertThat(dodgeRolled).as("the dodge in /rolls").isTrue();
        String log = api.get("/encounters/area-dodge/log?after=" + s.position()).expect(200).body();
        assertThat(log).contains("Orc is struck by whirlwind of Vera and may dodge it.")
                .contains("Orc dodges").contains(DragonbaneRule.AREA_OF_EFFECT.citation());
        assertThat(s.verified()).isTrue();
    }

    /** 004 › Rolling a Dragon: "your target must roll a dragon to resist, parry, or dodge the spell". */
    @Test
    @DisplayName("004 › Rolling a Dragon: after Vera's Dragon the orc's 4 does not dodge the whirlwind; its 3 lands")
    void afterADragonOnlyADragonDodges() {
        Session s = table("area-dodge-dragon", "1,3,4");
        JsonNode events = s.command(cast("whirlwind", ",\"power\":1,\"targets\":[\"orc\",\"goblin\"],"
                + "\"dragonChoice\":\"free\"")).get("events");
        assertThat(find(events, "DefenceOffered").get("dragon").asBoolean()).isTrue();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(10);
        JsonNode dodged = s.command("{\"type\":\"Defend\",\"actor\":\"orc\",\"defence\":\"dodge\"}").get("events");
        assertThat(find(dodged, "DefenceRolled").get("held").asBoolean()).isFalse();
        assertThat(find(dodged, "DefenceRolled").get("rule").asText()).isEqualTo(DragonbaneRule.DRAGON.citation());
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(17);
        assertThat(s.verified()).isTrue();
    }
}
