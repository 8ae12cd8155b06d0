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

/**
 * 004 › Casting Spells, played over HTTP: "If the roll succeeds, the spell has the intended effect, as per its
 * description. Otherwise, it has no effect. You can push the roll if this optional rule is used." A failed casting
 * roll is pushed with {@code PushRoll} (the encounter's option {@code pushing}), as any failed roll (Dragonbane core
 * rules › Pushing Your Roll); 004 › Rolling a Demon: "If you roll a Demon, you cannot push the roll."
 */
@MicronautTest(transactional = false)
class PushedCastHttpTest extends ServedApi {

    private Session table(String id, String dice) {
        return CastingScenarios.table(api, id, "\"pushing\":true,", dice, CastingScenarios.vera(10, ""),
                CastingScenarios.orc());
    }

    @Test
    @DisplayName("004 › Casting Spells: \"You can push the roll if this optional rule is used\" — Vera's fireball fails (17), she pushes it (5) and is scared; it burns the orc for 7, her 2 WP spent once; undo, redo and verify")
    void aFailedCastIsPushedAndTakesEffect() {
        Session s = table("push-cast", "17,5,3,4");
        JsonNode failed = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        assertThat(failed.get("succeeded").asBoolean()).isFalse();
        int castStep = failed.get("step").asInt();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);

        JsonNode events = s.command("{\"type\":\"PushRoll\",\"actor\":\"vera\",\"roll\":" + castStep + "}")
                .get("events");
        JsonNode pushed = find(events, "RollPushed");
        assertThat(pushed.get("forStep").asInt()).isEqualTo(castStep);
        assertThat(pushed.get("roll").get("against").asInt()).isEqualTo(14);
        assertThat(pushed.get("roll").get("kept").get(0).asInt()).isEqualTo(5);
        assertThat(pushed.get("condition").asText()).isEqualTo("scared");
        assertThat(pushed.get("rule").asText()).isEqualTo(DragonbaneRule.PUSHING.citation());
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("pushedFrom").asInt()).isEqualTo(castStep);
        assertThat(cast.get("succeeded").asBoolean()).isTrue();
        assertThat(find(events, "DefenceOffered").get("amount").asInt()).isEqualTo(7);
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(13);
        assertThat(combatant(s, "vera").get("wp").asInt()).as("the WP are spent once").isEqualTo(8);
        assertThat(combatant(s, "vera").toString()).contains("scared");
        assertThat(s.read("log").toString()).contains("Vera casts fireball with the roll pushed");
        assertThat(s.read("rolls").toString()).contains("casting Fireball (pushed)");
        assertThat(s.verified()).isTrue();

        s.command("{\"type\":\"Undo\"}"); // the orc's answer
        s.command("{\"type\":\"Undo\"}"); // the push: the fireball failed, Vera is not scared
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        assertThat(combatant(s, "vera").toString()).doesNotContain("scared");
        s.command("{\"type\":\"Redo\"}");
        assertThat(combatant(s, "vera").toString()).contains("scared");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("004 › Rolling a Demon: \"If you roll a Demon, you cannot push the roll\" — Vera's Demon (20) is a 409 citing 004, and nothing changes")
    void aDemonIsNotPushed() {
        Session s = table("push-demon", "20");
        JsonNode demon = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        long before = s.position();
        JsonNode refused = s.attempt("{\"type\":\"PushRoll\",\"actor\":\"vera\",\"roll\":" + demon.get("step").asInt()
                + "}").problem(409, "demon-cannot-be-pushed");
        assertThat(refused.get("rule").asText()).isEqualTo(DragonbaneRule.DEMON.citation());
        assertThat(s.summary().get("position").asLong())
                .isEqualTo(before);
        assertThat(has(s.read("events"), "RollPushed")).isFalse();
        assertThat(s.verified()).isTrue();
    }
}
