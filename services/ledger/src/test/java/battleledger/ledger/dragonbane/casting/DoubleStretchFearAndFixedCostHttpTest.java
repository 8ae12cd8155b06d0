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
import static battleledger.ledger.dragonbane.casting.CastingScenarios.endTurn;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.find;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.has;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Rolling a Dragon (the damage doubled), Duration (a stretch; concentration lost to fear) and Power Level (a
 * spell without power levels), played over HTTP, with Vera and the orc of {@link CastingScenarios}.
 */
@MicronautTest(transactional = false)
class DoubleStretchFearAndFixedCostHttpTest extends ServedApi {

    /**
     * 004 › Rolling a Dragon: "Rolling a Dragon when you cast a spell means that your target must roll a dragon to
     * resist, parry, or dodge the spell, and that you may choose one of the following effects: ✦ The damage or range
     * of the spell is doubled."
     */
    @Test
    @DisplayName("004 › Rolling a Dragon: Vera's fireball rolls a Dragon and she doubles it: 2D6 = 7 burns the orc for 14")
    void aDragonDoublesTheDamage() {
        Session s = CastingScenarios.table(api, "dragon-double", "", "1,3,4", CastingScenarios.vera(10, ""),
                CastingScenarios.orc());
        JsonNode events = s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],\"dragonChoice\":\"double\""))
                .get("events");
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("castingRoll").get("outcome").asText()).isEqualTo("dragon");
        assertThat(cast.get("dragonChoice").asText()).isEqualTo("double");
        assertThat(cast.get("hits").get(0).get("amount").asInt()).isEqualTo(14);
        assertThat(cast.get("hits").get(0).get("detail").asText()).isEqualTo("doubled by a Dragon");
        JsonNode offer = find(events, "DefenceOffered");
        assertThat(offer.get("dragon").asBoolean()).as("only a Dragon defends").isTrue();
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(6);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        assertThat(s.verified()).isTrue();
    }

    /** 004 › Duration: "Stretch: The effect lasts for one stretch of time." (a stretch is 15 minutes) */
    @Test
    @DisplayName("004 › Duration: Vera's Birdsong lasts a stretch: after 14 minutes it still sings, at the 15th it ends")
    void aStretchSpellLastsFifteenMinutes() {
        Session s = Session.create(api, "{\"id\":\"stretch-birdsong\",\"name\":\"The quiet library\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7}");
        s.add(CastingScenarios.vera(10, "").replace("\"treat-wound\"],\"mage\"",
                "\"treat-wound\",\"birdsong\"],\"mage\""));
        JsonNode started = find(s.command(cast("birdsong", "")).get("events"), "WillpowerEffectStarted");
        assertThat(started.get("effect").get("duration").asText()).isEqualTo("stretch");
        assertThat(started.get("effect").get("endsAt").asLong()).isEqualTo(900);
        JsonNode later = s.command("{\"type\":\"PassTime\",\"minutes\":14,\"reason\":\"listening\"}").get("events");
        assertThat(has(later, "WillpowerEffectEnded")).isFalse();
        JsonNode ended = find(s.command("{\"type\":\"PassTime\",\"minutes\":1,\"reason\":\"listening\"}")
                .get("events"), "WillpowerEffectEnded");
        assertThat(ended.get("spell").asText()).isEqualTo("birdsong");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Duration: "Concentration: The effect ceases if you perform another action, take damage, or fail a WIL roll
     * for resisting fear." Mira (card 3) casts Fear at Vera, who levitates.
     */
    @Test
    @DisplayName("004 › Duration: Vera levitates; Mira's Fear finds her WIL roll failing (15 against 12): Vera is scared and her levitation ends")
    void failingTheWilRollAgainstFearEndsConcentration() {
        String mira = DrainRitualAndRangeHttpTest.MIRA.replace("\"spells\":[\"levitate\"]", "\"spells\":[\"fear\"]")
                .replace("\"prepared\":[\"levitate\"]", "\"prepared\":[\"fear\"]");
        Session s = CastingScenarios.table(api, "fear-concentration", "", "5,5,15", CastingScenarios.vera(10, ""),
                CastingScenarios.orc(), mira);
        s.command(cast("levitate", ",\"power\":1"));
        assertThat(concentration(s).asText()).isEqualTo("levitate");
        s.command(endTurn("vera"));
        s.command(endTurn("orc"));
        JsonNode events = s.command("{\"type\":\"CastSpell\",\"actor\":\"mira\",\"spell\":\"fear\",\"power\":1,"
                + "\"targets\":[\"vera\"]}").get("events");
        JsonNode resisted = find(events, "SpellResisted");
        assertThat(resisted.get("target").asText()).isEqualTo("vera");
        assertThat(resisted.get("resisted").asBoolean()).isFalse();
        assertThat(concentration(s).isNull()).isTrue();
        assertThat(combatant(s, "vera").toString()).contains("scared");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Power Level: "Some spells do not use power level – these always cost 2 WP." Farsight (this engine's data:
     * no power level, a focus).
     */
    @Test
    @DisplayName("004 › Power Level: Farsight has no power level: asked at power 2 it is a 400; cast, it costs 2 WP")
    void aSpellWithoutPowerLevelsCostsTwo() {
        Session s = CastingScenarios.table(api, "fixed-farsight", "", "5", CastingScenarios.vera(10,
                ",\"focus\":true").replace("\"treat-wound\"],\"grimoire\"", "\"farsight\"],\"grimoire\""),
                CastingScenarios.orc());
        JsonNode power = s.attempt(cast("farsight", ",\"power\":2")).problem(400, "power-level-not-used");
        assertThat(power.get("rule").asText()).isEqualTo(DragonbaneRule.POWER_LEVEL.citation());
        JsonNode cast = find(s.command(cast("farsight", "")).get("events"), "SpellCastWithWillpower");
        assertThat(cast.get("cost").asInt()).isEqualTo(2);
        assertThat(cast.get("wpSpent").asInt()).isEqualTo(2);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        assertThat(s.verified()).isTrue();
    }

    private static JsonNode concentration(Session s) {
        return s.read("state").path("battle").path("combatants").path("vera").path("casting").path("willpower")
                .path("concentration");
    }
}
