package battleledger.ledger.dragonbane.casting;

import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.dragonbane.casting.CastingScenarios.cast;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.endTurn;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.find;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.table;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Duration: "Concentration: The effect ceases if you perform another action, take damage, or fail a WIL roll
 * for resisting fear." What a Dragonbane mage concentrates on is read in /combatants as a playtest caster's is, in
 * the same shape (the spell, its caster, its power as the level, whom it is on, the round it began), by its GM, its
 * player and the other side alike, as the log's line of the cast is.
 */
@MicronautTest(transactional = false)
class ConcentrationReadHttpTest extends ServedApi {

    @Test
    @DisplayName("004 › Duration: Vera's Levitate at power 1 is her concentration in /combatants, for the GM, her player and the orc's")
    void aMagesConcentrationIsReadInCombatants() {
        Session s = table(api, "concentration-read", 10, "", "5,3,5");
        JsonNode cast = find(s.command(cast("levitate", "")).get("events"), "SpellCastWithWillpower");
        String veras = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"vera\"]}");
        String orcs = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"orc\"]}");
        for (Api reader : new Api[] {api, api.as(veras), api.as(orcs)}) {
            JsonNode c = concentration(reader, s, "vera");
            assertThat(c.get("spell").asText()).isEqualTo("levitate");
            assertThat(c.get("caster").asText()).isEqualTo("vera");
            assertThat(c.get("id").asText()).isEqualTo(cast.get("step").asInt() + ":levitate");
            assertThat(c.get("level").asInt()).as("the power level").isEqualTo(1);
            assertThat(c.get("targets")).as("a personal spell is on its mage").hasSize(1);
            assertThat(c.get("targets").get(0).asText()).isEqualTo("vera");
            assertThat(c.get("startedRound").asInt()).isEqualTo(1);
            assertThat(c.get("endsRound").asInt()).as("no end but the concentration's").isEqualTo(-1);
            assertThat(c.get("concentration").asBoolean()).isTrue();
            assertThat(c.get("perceptible").asBoolean()).isTrue();
            assertThat(c.get("mode").isNull()).isTrue();
            assertThat(concentration(reader, s, "orc").isNull()).isTrue();
        }
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("004 › Duration: the orc's axe hurts Vera and /combatants shows her concentration on Levitate gone")
    void theConcentrationIsGoneWhenItEnds() {
        Session s = table(api, "concentration-read-ends", 10, "", "5,3,5");
        s.command(cast("levitate", ""));
        s.command(endTurn("vera"));
        assertThat(concentration(api, s, "vera").get("spell").asText()).isEqualTo("levitate");
        s.command("{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"vera\",\"attack\":\"axe\","
                + "\"situation\":{\"distance\":5}}");
        s.command("{\"type\":\"PassReaction\",\"actor\":\"vera\"}");
        assertThat(concentration(api, s, "vera").isNull()).isTrue();
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("004 › Duration: Farsight has no power level, and Vera's concentration on it reads level 0")
    void aSpellWithoutPowerReadsLevelZero() {
        Session s = CastingScenarios.table(api, "concentration-read-fixed", "", "5", CastingScenarios.vera(10,
                ",\"focus\":true").replace("\"treat-wound\"],\"grimoire\"", "\"farsight\"],\"grimoire\""),
                CastingScenarios.orc());
        s.command(cast("farsight", ""));
        JsonNode c = concentration(api, s, "vera");
        assertThat(c.get("spell").asText()).isEqualTo("farsight");
        assertThat(c.get("level").asInt()).isZero();
        assertThat(s.verified()).isTrue();
    }

    /** {@code who}'s concentration in /combatants as {@code reader} reads it, after the session's last command. */
    private static JsonNode concentration(Api reader, Session s, String who) {
        JsonNode all = reader.get("/encounters/" + s.id() + "/combatants?after=" + s.position()).expect(200).json();
        for (JsonNode c : all) {
            if (who.equals(c.get("id").asText())) {
                return c.get("concentration");
            }
        }
        throw new AssertionError("no combatant " + who);
    }
}
