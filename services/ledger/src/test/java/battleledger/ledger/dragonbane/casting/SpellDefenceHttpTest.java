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
 * 004 › Rolling a Dragon, played over HTTP: "Rolling a Dragon when you cast a spell means that your target must roll
 * a dragon to resist, parry, or dodge the spell" — a single-target spell is offered to its target's parry or dodge
 * as the spell allows; and 004 › Duration › Concentration: "The effect ceases if you perform another action".
 */
@MicronautTest(transactional = false)
class SpellDefenceHttpTest extends ServedApi {

    /** Vera (card 1), an orc (card 2; Axes 12, Evade 10); the dice after the deck's draws. */
    private Session table(String id, String dice) {
        return CastingScenarios.table(api, id, "", dice, CastingScenarios.vera(10, ""),
                CastingScenarios.evading(CastingScenarios.orc()));
    }

    /**
     * 004 › Rolling a Dragon: "your target must roll a dragon to resist, parry, or dodge the spell" — so a spell can
     * be parried or dodged; Fireball's description allows both.
     */
    @Test
    @DisplayName("004 › Rolling a Dragon: Vera's fireball (7) is offered to the orc's parry or dodge; its parry with the axe (4 under 12) holds and it is unhurt")
    void aFireballIsParried() {
        Session s = table("spell-parry", "5,3,4,4");
        JsonNode events = s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events");
        JsonNode offer = find(events, "DefenceOffered");
        assertThat(offer.get("reactor").asText()).isEqualTo("orc");
        assertThat(offer.get("harm").asText()).isEqualTo("spell");
        assertThat(offer.get("with").asText()).isEqualTo("fireball");
        assertThat(offer.get("parry").asBoolean()).isTrue();
        assertThat(offer.get("amount").asInt()).isEqualTo(7);
        assertThat(offer.get("rule").asText()).isEqualTo(DragonbaneRule.DRAGON.citation());
        assertThat(has(events, "DamageDealt")).as("nothing lands before the defence").isFalse();

        JsonNode parried = s.command("{\"type\":\"Defend\",\"actor\":\"orc\",\"defence\":\"parry\","
                + "\"weapon\":\"axe\"}").get("events");
        JsonNode parry = find(parried, "DefenceRolled");
        assertThat(parry.get("held").asBoolean()).isTrue();
        assertThat(parry.get("roll").get("against").asInt()).isEqualTo(12);
        assertThat(has(parried, "DamageDealt")).isFalse();
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        String log = api.get("/encounters/spell-parry/log").expect(200).body();
        assertThat(log).contains("Orc is struck by fireball of Vera and may parry or dodge it.")
                .contains("Orc parries with axe").contains("the spell is stopped.");
        assertThat(s.verified()).isTrue();
    }

    /** 004 › Rolling a Dragon: after a Dragon on the casting roll, only a Dragon defends. */
    @Test
    @DisplayName("004 › Rolling a Dragon: after Vera's Dragon the orc's dodge of 4 does not hold; the fireball's 7 land and the log says the spell got through")
    void afterADragonOnlyADragonDodges() {
        Session s = table("spell-dodge-dragon", "1,3,4,4");
        JsonNode events = s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],"
                + "\"dragonChoice\":\"free\"")).get("events");
        assertThat(find(events, "DefenceOffered").get("dragon").asBoolean()).isTrue();
        JsonNode dodged = s.command("{\"type\":\"Defend\",\"actor\":\"orc\",\"defence\":\"dodge\"}").get("events");
        assertThat(find(dodged, "DefenceRolled").get("held").asBoolean()).isFalse();
        assertThat(find(dodged, "DefenceRolled").get("rule").asText()).isEqualTo(DragonbaneRule.DRAGON.citation());
        assertThat(find(dodged, "DamageDealt").get("amount").asInt()).isEqualTo(7);
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(13);
        String log = api.get("/encounters/spell-dodge-dragon/log").expect(200).body();
        assertThat(log).contains("Orc dodges").contains("the spell gets through.");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Duration › Concentration: "The effect ceases if you perform another action, take damage, or fail a WIL
     * roll for resisting fear" — a dodge replaces the round's action (Dragonbane core rules › Dodging).
     */
    @Test
    @DisplayName("004 › Duration › Concentration: Vera levitates before the fight; the orc (card 1) swings its axe at her, she dodges it, unhurt, and her levitation has ended")
    void aDodgeEndsTheDodgersConcentration() {
        Session s = Session.create(api, "{\"id\":\"dodge-concentration\",\"name\":\"The burning bridge\","
                + "\"ruleset\":\"dragonbane\",\"seed\":7,\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[5,"
                + CastingScenarios.TOP_CARDS + ",5,2]}}}");
        s.add(CastingScenarios.orc());
        s.add(CastingScenarios.vera(10, ""));
        assertThat(find(s.command(cast("levitate", "")).get("events"), "SpellCastWithWillpower")
                .get("concentrating").asBoolean()).isTrue();
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        assertThat(concentration(s).asText()).isEqualTo("levitate");
        JsonNode blow = s.command("{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"vera\",\"attack\":\"axe\","
                + "\"situation\":{\"distance\":5}}").get("events");
        assertThat(find(blow, "DefenceOffered").get("reactor").asText()).isEqualTo("vera");
        JsonNode dodged = s.command("{\"type\":\"Defend\",\"actor\":\"vera\",\"defence\":\"dodge\"}")
                .get("events");
        assertThat(find(dodged, "DefenceRolled").get("held").asBoolean()).isTrue();
        assertThat(has(dodged, "DamageDealt")).isFalse();
        assertThat(concentration(s).isNull()).as("the dodge was another action").isTrue();
        assertThat(api.get("/encounters/dodge-concentration/log").expect(200).body())
                .contains("Vera tries to dodge, and stops concentrating on levitate.")
                .contains("Vera dodges").contains("the blow is stopped.");
        assertThat(s.verified()).isTrue();
    }

    private JsonNode concentration(Session s) {
        return api.get("/encounters/" + s.id() + "/state?after=" + s.position()).expect(200).json()
                .get("battle").get("combatants").get("vera").get("casting").get("willpower").get("concentration");
    }
}
