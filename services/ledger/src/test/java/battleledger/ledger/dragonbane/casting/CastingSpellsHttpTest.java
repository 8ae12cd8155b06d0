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
import static battleledger.ledger.dragonbane.casting.CastingScenarios.table;
import static org.assertj.core.api.Assertions.assertThat;

/** 004 › Casting Spells, played over HTTP: a cast spends WP, rolls against the school's skill and hits. */
@MicronautTest(transactional = false)
class CastingSpellsHttpTest extends ServedApi {

    /**
     * 004 › Casting Spells: "To cast a spell you must spend Willpower Points (WP) and roll against your skill level
     * in the relevant school." Power Level: "Casting a spell costs 2 WP per power level."
     */
    @Test
    @DisplayName("004 › Casting Spells: a fireball at power 2 costs Vera 4 WP, rolls 5 under Elementalism 14 and burns the orc for 4D6")
    void aFireballSpendsWillpowerRollsUnderTheSchoolsSkillAndBurnsTheOrc() {
        Session s = table(api, "cast-fireball", 10, "", "5,3,4,2,5");
        JsonNode events = s.command(cast("fireball", ",\"power\":2,\"targets\":[\"orc\"]")).get("events");
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("castingRoll").get("against").asInt()).isEqualTo(14);
        assertThat(cast.get("castingRoll").get("rule").asText()).isEqualTo(DragonbaneRule.CASTING_SPELLS.citation());
        assertThat(cast.get("succeeded").asBoolean()).isTrue();
        assertThat(cast.get("wpSpent").asInt()).isEqualTo(4);
        assertThat(find(events, "DefenceOffered").get("amount").asInt()).as("offered to the orc's defence")
                .isEqualTo(14);
        JsonNode damage = find(CastingScenarios.letLand(s, "orc"), "DamageDealt");
        assertThat(damage.get("target").asText()).isEqualTo("orc");
        assertThat(damage.get("amount").asInt()).isEqualTo(14);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(6);
        assertThat(combatant(s, "vera").get("maxWp").asInt()).isEqualTo(10);
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(6);
        assertThat(api.get("/encounters/cast-fireball/rolls?after=" + s.position()).expect(200).body()).contains("casting Fireball");
        assertThat(s.verified()).isTrue();

        s.command("{\"type\":\"Undo\"}"); // the orc's answer: the fireball waits on its defence again
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(6);
        s.command("{\"type\":\"Undo\"}");
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(10);
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        s.command("{\"type\":\"Redo\"}");
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(6);
        assertThat(s.verified()).isTrue();
    }
    /** 004 › Casting Spells (its opening paragraph): "Magic tricks succeed automatically and always cost 1 WP." */
    @Test
    @DisplayName("004 › Casting Spells: a magic trick succeeds automatically: Ignite costs Vera 1 WP and needs no roll")
    void aMagicTrickCostsOneWillpowerPointAndSucceedsWithoutARoll() {
        Session s = table(api, "cast-trick", 10, "", "");
        JsonNode cast = find(s.command(cast("ignite", ",\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        assertThat(cast.get("castingRoll").isNull()).isTrue();
        assertThat(cast.get("succeeded").asBoolean()).isTrue();
        assertThat(cast.get("rule").asText()).isEqualTo(DragonbaneRule.MAGIC_TRICKS.citation());
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(9);
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Casting Spells › Failure, Dragons and Demons: "If the roll for casting a spell fails, the spell has no
     * effect, but you still spend your WP."
     */
    @Test
    @DisplayName("004 › Failure, Dragons and Demons: a fireball that rolls 18 fails, hits nothing, and still costs 2 WP")
    void aFailedCastStillSpendsTheWillpower() {
        Session s = table(api, "cast-failure", 10, "", "18");
        JsonNode events = s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events");
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("succeeded").asBoolean()).isFalse();
        assertThat(cast.get("castingRoll").get("outcome").asText()).isEqualTo("failure");
        assertThat(has(events, "DamageDealt")).isFalse();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Rolling a Dragon: "The spell does not cost any WP" is one of the choices. Rolling a Demon: "There is
     * also a risk of something going terribly wrong" (the GM rules it).
     */
    @Test
    @DisplayName("004 › Rolling a Dragon and a Demon: a Dragon with the free choice costs nothing; a Demon fails, spends the WP and may bring a mishap")
    void aDragonMakesTheSpellFreeAndADemonMayBringAMishap() {
        Session s = table(api, "cast-dragon", 10, "", "1,3,3,20");
        JsonNode dragon = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],"
                + "\"dragonChoice\":\"free\"")).get("events"), "SpellCastWithWillpower");
        assertThat(dragon.get("castingRoll").get("outcome").asText()).isEqualTo("dragon");
        assertThat(dragon.get("dragonChoice").asText()).isEqualTo("free");
        assertThat(dragon.get("wpSpent").asInt()).isZero();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(10);
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(14);
        s.command(CastingScenarios.endTurn("vera"));
        s.command(CastingScenarios.endTurn("orc"));
        JsonNode demon = find(s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        assertThat(demon.get("castingRoll").get("outcome").asText()).isEqualTo("demon");
        assertThat(demon.get("succeeded").asBoolean()).isFalse();
        assertThat(demon.get("mishapPossible").asBoolean()).isTrue();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        // /rolls names both: a Dragon and a Demon, each with its target number and kept die
        java.util.List<JsonNode> casts = new java.util.ArrayList<>();
        s.read("rolls").forEach(r -> {
            if (r.path("purpose").asText().equals("casting Fireball")) {
                casts.add(r);
            }
        });
        assertThat(casts).hasSize(2);
        assertThat(casts.get(0).get("dragon").asBoolean()).isTrue();
        assertThat(casts.get(0).get("demon").asBoolean()).isFalse();
        assertThat(casts.get(1).get("demon").asBoolean()).isTrue();
        assertThat(casts.get(1).get("against").asInt()).isEqualTo(14);
        assertThat(casts.get(1).get("kept").get(0).asInt()).isEqualTo(20);
        assertThat(s.verified()).isTrue();

        int demonStep = demon.get("step").asInt();
        s.attempt("{\"type\":\"RuleMishap\",\"caster\":\"vera\",\"castStep\":" + (demonStep - 3)
                + ",\"mishap\":\"her hair catches fire\"}").problem(409, "no-mishap-possible");
        JsonNode ruled = find(s.command("{\"type\":\"RuleMishap\",\"caster\":\"vera\",\"castStep\":" + demonStep
                + ",\"mishap\":\"her hair catches fire\"}").get("events"), "MishapRuled");
        assertThat(ruled.get("mishap").asText()).isEqualTo("her hair catches fire");
        assertThat(api.get("/encounters/cast-dragon/log?after=" + s.position()).expect(200).body())
                .contains("magical mishap: her hair catches fire");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Power from the Body: "If you have just one or zero WP left, you can draw power from your body if need be.
     * [...] Roll a die of your choice (D4, D6, D8, D10, D12, or D20) before casting the spell – the result indicates
     * how many WP you gain and must use straight away, but you also take the same amount of damage. [...] The damage
     * is applied after the spell is cast."
     */
    @Test
    @DisplayName("004 › Power from the Body: at 1 WP Vera draws a D6 (4), casts a fireball with it, and takes 4 damage after the spell")
    void powerFromTheBodyPaysTheSpellAndTheBodyTakesTheDamageAfter() {
        Session s = table(api, "cast-body", 1, "", "4,5,3,3");
        JsonNode events = s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],"
                + "\"powerFromBody\":\"d6\"")).get("events");
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("bodyRoll").get("total").asInt()).isEqualTo(4);
        assertThat(cast.get("bodyRoll").get("rule").asText()).isEqualTo(DragonbaneRule.POWER_FROM_THE_BODY.citation());
        assertThat(cast.get("wpGained").asInt()).isEqualTo(4);
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(14);
        assertThat(combatant(s, "vera").get("hp").asInt()).isEqualTo(8);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(1); // the WP gained are used first
        assertThat(s.verified()).isTrue();
        s.command(CastingScenarios.endTurn("vera"));
        s.command(CastingScenarios.endTurn("orc"));
        s.attempt(cast("treat-wound", ",\"power\":1,\"targets\":[\"vera\"],\"powerFromBody\":\"d6\""))
                .problem(409, "body-power-not-for-healing");
    }
    /**
     * 004 › Power from the Body: "Roll a die of your choice ... before casting the spell – the result indicates how
     * many WP you gain and must use straight away ... WP not used immediately are lost."
     */
    @Test
    @DisplayName("004 › Casting Spells › Power from the Body: Vera at 0 WP names power 3, the body's D6 gives 5, and the fireball is charged at power 2")
    void theBodysDieComesBeforeTheSpellWhichIsChargedWithWhatItPaysFor() {
        Session s = table(api, "cast-body-level", 0, "", "5,5,3,3,3,3");
        JsonNode events = s.command(cast("fireball", ",\"power\":3,\"targets\":[\"orc\"],"
                + "\"powerFromBody\":\"d6\"")).get("events");
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("cast").asBoolean()).isTrue();
        assertThat(cast.get("power").asInt()).as("5 WP pay for power 2 (4 WP), not 3 (6)").isEqualTo(2);
        assertThat(cast.get("wpSpent").asInt()).isEqualTo(4);
        assertThat(api.get("/encounters/cast-body-level/log?after=" + s.position()).expect(200).body())
                .contains("draws power from the body (1d6 (5) = 5, 5 WP) for power 2, casts fireball");
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).as("4D6 of 3s").isEqualTo(8);
        assertThat(combatant(s, "vera").get("wp").asInt()).as("the WP not used at once are lost").isZero();
        assertThat(s.verified()).isTrue();
    }
}
