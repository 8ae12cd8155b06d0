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
import static battleledger.ledger.dragonbane.casting.CastingScenarios.table;
import static org.assertj.core.api.Assertions.assertThat;

/** 004 › Casting Time, Duration and Area of Effect, played over HTTP. */
@MicronautTest(transactional = false)
class TimeDurationAndAreaHttpTest extends ServedApi {

    /**
     * 004 › Casting Time: "there are reaction spells which are performed outside your own turn. Unlike other
     * reactions in combat, such as parrying and dodging, reaction spells do not replace your regular action in the
     * round. This means that you can cast as many of them as you want, if you have enough WP." Protector answers a
     * blow that struck home and awaits its target's parry or dodge: the attacker rolls one more d20 and keeps the
     * worse (Dragonbane core rules › Boons and Banes).
     */
    @Test
    @DisplayName("004 › Casting Time: on the orc's turn, its axe at Vera awaiting her parry or dodge, she casts Protector twice, as reactions, without an action; the second bane makes the blow miss")
    void reactionSpellsAreCastOutsideOnesTurnWhileWillpowerLasts() {
        // the axe 5 (axes 12) hits; Protector: casting 5, the bane's d20 3 (the 5 stands); casting 6, the d20 17
        Session s = table(api, "time-reaction", 10, "", "5,5,3,6,17");
        s.command(endTurn("vera"));
        s.command("{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"vera\",\"attack\":\"axe\","
                + "\"situation\":{\"distance\":5}}");
        int[] wpLeft = {8, 6};
        boolean[] stillHits = {true, false};
        for (int i = 0; i < 2; i++) {
            JsonNode events = s.command(cast("protector", "")).get("events");
            JsonNode cast = find(events, "SpellCastWithWillpower");
            assertThat(cast.get("usesAction").asBoolean()).isFalse();
            assertThat(cast.get("succeeded").asBoolean()).isTrue();
            JsonNode bane = find(events, "AttackBaned");
            assertThat(bane.get("target").asText()).isEqualTo("vera");
            assertThat(bane.get("hit").asBoolean()).isEqualTo(stillHits[i]);
            assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(wpLeft[i]);
        }
        assertThat(combatant(s, "vera").get("hp").asInt()).as("the blow missed").isEqualTo(12);
        assertThat(s.summary().get("turn").get("actor").asText()).isEqualTo("orc");
        CastingScenarios.refusedForWantOfAnAction(s);
        assertThat(s.verified()).isTrue();
    }

    /**
     * Protector with no blow awaiting a parry or dodge has nothing to answer: 409 no-attack-awaits-defence.
     */
    @Test
    @DisplayName("004 › Casting Spells: on the orc's turn, before any blow, Vera's Protector is refused (409 no-attack-awaits-defence) and costs no WP")
    void protectorWithoutAnAwaitedBlowIsRefused() {
        Session s = table(api, "time-reaction-none", 10, "", "5");
        s.command(endTurn("vera"));
        JsonNode refused = s.attempt(cast("protector", ",\"targets\":[\"vera\"]")).problem(409,
                "no-attack-awaits-defence");
        assertThat(refused.get("rule").asText()).isEqualTo(DragonbaneRule.CASTING_SPELLS.citation());
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(10);
    }

    /**
     * 004 › Duration: "Concentration: The effect ceases if you perform another action, take damage, or fail a WIL
     * roll for resisting fear."
     */
    @Test
    @DisplayName("004 › Duration: Vera levitates while concentrating; the orc's axe hurts her and the concentration ends")
    void concentrationEndsWhenTheMageTakesDamage() {
        Session s = table(api, "duration-concentration", 10, "", "5,3,5");
        JsonNode cast = find(s.command(cast("levitate", "")).get("events"), "SpellCastWithWillpower");
        assertThat(cast.get("concentrating").asBoolean()).isTrue();
        assertThat(willpower(s).get("concentration").asText()).isEqualTo("levitate");
        s.command(endTurn("vera"));
        s.command("{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"vera\",\"attack\":\"axe\","
                + "\"situation\":{\"distance\":5}}");
        // the blow struck home: Vera may parry or dodge it (Dragonbane core rules › Parrying, Dodging); she lets it land
        JsonNode blow = s.command("{\"type\":\"PassReaction\",\"actor\":\"vera\"}").get("events");
        assertThat(find(blow, "DamageDealt").get("amount").asInt()).isEqualTo(5);
        assertThat(willpower(s).get("concentration").isNull()).isTrue();
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        assertThat(s.verified()).isTrue();
    }

    /** 004 › Duration: concentration ends on another action, here a second spell. */
    @Test
    @DisplayName("004 › Duration: Vera's concentration on Levitate ends when she casts a fireball next round")
    void concentrationEndsOnAnotherAction() {
        Session s = table(api, "duration-action", 10, "", "5,5,3,3");
        s.command(cast("levitate", ""));
        s.command(endTurn("vera"));
        s.command(endTurn("orc"));
        assertThat(willpower(s).get("concentration").asText()).isEqualTo("levitate");
        s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"));
        assertThat(willpower(s).get("concentration").isNull()).isTrue();
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Sphere: "the spell affects all targets within the chosen area except the mage themself"; Area of Effect:
     * "You can exempt one or more targets within the area from the spell's effects, but you then get a bane on the
     * roll."
     */
    @Test
    @DisplayName("004 › Area of Effect, Sphere: a whirlwind cannot take Vera in; sparing the goblin gives a bane, the orc alone is struck")
    void aSphereSparesTheMageAndExemptingATargetGivesABane() {
        Session s = CastingScenarios.table(api, "area-sphere", "", "5,9,6", CastingScenarios.vera(10, ""),
                CastingScenarios.orc(), CastingScenarios.goblin(CastingScenarios.orc()));
        JsonNode refused = s.attempt(cast("whirlwind", ",\"power\":1,\"targets\":[\"orc\",\"vera\"]"))
                .problem(409, "sphere-excludes-mage");
        assertThat(refused.get("rule").asText()).isEqualTo(DragonbaneRule.SPHERE.citation());

        JsonNode events = s.command(cast("whirlwind", ",\"power\":1,\"targets\":[\"orc\",\"goblin\"],"
                + "\"exempt\":[\"goblin\"]")).get("events");
        JsonNode roll = find(events, "SpellCastWithWillpower").get("castingRoll");
        assertThat(roll.get("dice")).hasSize(2);
        assertThat(roll.get("disadvantage").toString()).contains("exempting targets");
        assertThat(roll.get("total").asInt()).isEqualTo(9); // a bane keeps the higher die
        // the orc in the area may dodge the whirlwind (004 › Area of Effect); it lets it land
        assertThat(find(events, "DefenceOffered").get("reactor").asText()).isEqualTo("orc");
        events = s.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}").get("events");
        assertThat(find(events, "DamageDealt").get("target").asText()).isEqualTo("orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(14);
        assertThat(combatant(s, "goblin").get("hp").asInt()).isEqualTo(20);
        JsonNode rolls = api.get("/encounters/area-sphere/rolls?after=" + s.position()).expect(200).json();
        JsonNode casting = null;
        for (JsonNode r : rolls) {
            if (r.get("purpose").asText().startsWith("casting")) {
                casting = r;
            }
        }
        assertThat(casting).isNotNull();
        assertThat(casting.get("banes").asInt()).isEqualTo(1);
        assertThat(s.verified()).isTrue();
    }

    private JsonNode willpower(Session s) {
        return api.get("/encounters/" + s.id() + "/state?after=" + s.position()).expect(200).json()
                .get("battle").get("combatants").get("vera").get("casting").get("willpower");
    }
}
