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
import static battleledger.ledger.dragonbane.casting.CastingScenarios.table;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every illegal cast of 004 is a 409 with its code and section, and changes nothing: the events, Vera's WP and the
 * orc's HP stay as they were.
 */
@MicronautTest(transactional = false)
class IllegalCastsHttpTest extends ServedApi {

    private void refused(Session s, String command, String code, String rule) {
        int before = api.get("/encounters/" + s.id() + "/events").expect(200).json().size();
        int wp = combatant(s, "vera").get("wp").asInt();
        JsonNode problem = s.attempt(command).problem(409, code);
        assertThat(problem.get("rule").asText()).isEqualTo(rule);
        assertThat(api.get("/encounters/" + s.id() + "/events").expect(200).json().size()).isEqualTo(before);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(wp);
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        assertThat(s.verified()).isTrue();
    }

    /** 004 › Power Level: "2 WP per power level"; Vera has 3 WP, a fireball at power 2 costs 4. */
    @Test
    @DisplayName("004 › Power Level: a fireball at power 2 costs 4 WP; with 3 WP it is a 409 not-enough-wp")
    void notEnoughWillpowerIsRefused() {
        Session s = table(api, "refuse-wp", 3, "", "");
        refused(s, cast("fireball", ",\"power\":2,\"targets\":[\"orc\"]"), "not-enough-wp",
                DragonbaneRule.POWER_LEVEL.citation());
    }

    /** 004 › Zero WP: "Hitting zero WP has no other effect than prohibiting the use of
     * abilities that require WP." */
    @Test
    @DisplayName("004 › Zero WP: with no WP left Vera cannot cast at all")
    void zeroWillpowerForbidsCasting() {
        Session s = table(api, "refuse-zero", 0, "", "");
        refused(s, cast("ignite", ",\"targets\":[\"orc\"]"), "zero-wp", DragonbaneRule.ZERO_WP.citation());
    }

    /**
     * 004 › Magic and Metal: "you cannot use magic if you are wearing metal armor or have a metal weapon at hand".
     */
    @Test
    @DisplayName("004 › Magic and Metal: a metal dagger at hand, or metal armor worn, forbids magic")
    void metalAtHandOrWornForbidsMagic() {
        Session dagger = table(api, "refuse-dagger", 10, ",\"metal\":[\"dagger\"]", "");
        refused(dagger, cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"), "metal-forbids-magic",
                DragonbaneRule.MAGIC_AND_METAL.citation());
        Session armor = table(api, "refuse-armor", 10, ",\"metalArmor\":true", "");
        refused(armor, cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"), "metal-forbids-magic",
                DragonbaneRule.MAGIC_AND_METAL.citation());
    }

    /**
     * 004 › Magic and Metal: "This includes partially metal items such as axes, spears, studded leather, and arrows (but
     * not staves, clubs, or slings). Items in your inventory do not count." A hand axe at hand is metal without the
     * stat block saying so; a staff and a sling are not.
     */
    @Test
    @DisplayName("004 › Magic and Metal: a hand axe at hand forbids magic though nothing calls it metal; with a staff and a sling Vera casts")
    void anAxeIsMetalAStaffAndASlingAreNot() {
        String staff = "\"reach\":5}],";
        Session axe = CastingScenarios.table(api, "refuse-axe", "", "", CastingScenarios.vera(10, "").replace(staff,
                "\"reach\":5},{\"name\":\"handaxe\",\"ability\":\"axes\",\"damage\":\"2d6\",\"reach\":5}],"),
                CastingScenarios.orc());
        JsonNode problem = axe.attempt(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"))
                .problem(409, "metal-forbids-magic");
        assertThat(problem.get("rule").asText()).isEqualTo(DragonbaneRule.MAGIC_AND_METAL.citation());
        assertThat(problem.get("detail").asText()).contains("handaxe");
        Session sling = CastingScenarios.table(api, "cast-with-sling", "", "5,3,4", CastingScenarios.vera(10, "")
                .replace(staff, "\"reach\":5},{\"name\":\"sling\",\"ability\":\"slings\",\"damage\":\"1d4\","
                        + "\"range\":[20,40]}],"), CastingScenarios.orc());
        JsonNode cast = find(sling.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).get("events"),
                "SpellCastWithWillpower");
        assertThat(cast.get("succeeded").asBoolean()).isTrue();
        assertThat(sling.verified()).isTrue();
    }

    /**
     * 004 › Requirements: "You cannot cast a spell unless all its requirements are fulfilled"; Farsight needs a focus
     * in hand ("Focus: The spell is activated with an item held in your hand").
     */
    @Test
    @DisplayName("004 › Requirements: Farsight needs a focus Vera does not hold; a fireball needs a free hand for its gesture")
    void aMissingRequirementIsRefused() {
        Session s = table(api, "refuse-focus", 10, "", "");
        refused(s, cast("farsight", ",\"fromGrimoire\":true"), "requirement-missing",
                DragonbaneRule.REQUIREMENTS.citation());
        // "Gesture: The spell is activated by making specific hand movements": with both hands full, no fireball
        Session full = CastingScenarios.table(api, "refuse-gesture", "", "", CastingScenarios.vera(10, "")
                .replace("\"speed\":10,", "\"speed\":10,\"gear\":{\"handsFree\":0},"), CastingScenarios.orc());
        JsonNode gesture = full.attempt(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"))
                .problem(409, "requirement-missing");
        assertThat(gesture.get("detail").asText()).contains("gesture");
        assertThat(full.verified()).isTrue();
    }

    /** 004 › Range: "spells cannot be used on targets outside their specified range". */
    @Test
    @DisplayName("004 › Range: the orc 25 m away is beyond a fireball's 20 m")
    void aTargetOutOfRangeIsRefused() {
        Session s = table(api, "refuse-range", 10, "", "");
        refused(s, cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],\"situation\":{\"distance\":25}"),
                "out-of-range", DragonbaneRule.RANGE.citation());
    }

    /**
     * 004 › Prepared Spells: only prepared spells are cast at once; 004 › Grimoire: a spell not prepared can be cast
     * from the grimoire.
     */
    @Test
    @DisplayName("004 › Prepared Spells, Grimoire: Power Fist is not prepared (409); read from the grimoire it is cast, and takes the next round's action too (\"twice as long as normal\")")
    void anUnpreparedSpellIsRefusedUnlessReadFromTheGrimoire() {
        Session s = table(api, "refuse-prepared", 10, "", "5,3,3");
        refused(s, cast("power-fist", ",\"power\":1,\"targets\":[\"orc\"]"), "spell-not-prepared",
                DragonbaneRule.PREPARED_SPELLS.citation());
        JsonNode cast = find(s.command(cast("power-fist", ",\"power\":1,\"targets\":[\"orc\"],"
                + "\"fromGrimoire\":true")).get("events"), "SpellCastWithWillpower");
        assertThat(cast.get("castingRoll").get("against").asInt()).isEqualTo(12); // Mentalism 12
        CastingScenarios.letLand(s, "orc");
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(14);
        // "it takes twice as long as normal": when Vera's turn comes in round 2, that action has gone to it too
        s.command(Session.endTurn("vera"));
        JsonNode round2 = s.command(Session.endTurn("orc"));
        JsonNode forgone = find(round2.get("events"), "ActionForgone");
        assertThat(forgone.get("actor").asText()).isEqualTo("vera");
        assertThat(forgone.get("rule").asText()).isEqualTo(DragonbaneRule.GRIMOIRE.citation());
        CastingScenarios.refusedForWantOfAnAction(s);
        assertThat(s.verified()).isTrue();
    }

    /** 004 › Casting Time: "casting a spell always counts as an action in combat"; one action a round. */
    @Test
    @DisplayName("004 › Casting Time: after a fireball, a second one in the same round is a 409 action-used")
    void aSecondSpellInTheRoundIsRefused() {
        Session s = table(api, "refuse-action", 10, "", "18");
        s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]"));
        int before = api.get("/encounters/refuse-action/events").expect(200).json().size();
        CastingScenarios.refusedForWantOfAnAction(s);
        assertThat(api.get("/encounters/refuse-action/events").expect(200).json().size()).isEqualTo(before);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
    }

    /** 004 › Casting Spells: a Dragonbane mage casts only the spells it has learned. */
    @Test
    @DisplayName("004 › Prepared Spells: a spell Vera never learned is a 409 spell-not-learned")
    void anUnlearnedSpellIsRefused() {
        Session s = table(api, "refuse-unlearned", 10, "", "");
        refused(s, cast("lightning-flash", ",\"power\":1,\"targets\":[\"orc\"],\"fromGrimoire\":true"),
                "spell-not-learned", DragonbaneRule.PREPARED_SPELLS.citation());
    }

    /**
     * Bad input is a 400 that changes nothing. 004 › Area of Effect: "the spell affects all targets within the chosen
     * area" — each once: a whirlwind naming the orc twice struck it twice. 004 › Power Level: a cast is charged by
     * its power level; the playtest's slot "level" was ignored, the fireball cast at power 1.
     */
    @Test
    @DisplayName("004 › Area of Effect, Power Level: a whirlwind naming the orc twice (400 target-named-twice) and a fireball sent with \"level\":3 (400 fields-of-another-ruleset) change nothing")
    void aTargetNamedTwiceOrASlotLevelIsBadInput() {
        Session s = table(api, "refuse-twice", 10, "", "");
        int before = api.get("/encounters/refuse-twice/events").expect(200).json().size();
        JsonNode twice = s.attempt(cast("whirlwind", ",\"power\":1,\"targets\":[\"orc\",\"orc\"]"))
                .problem(400, "target-named-twice");
        assertThat(twice.get("rule").asText()).isEqualTo(DragonbaneRule.AREA_OF_EFFECT.citation());
        JsonNode level = s.attempt(cast("fireball", ",\"level\":3,\"targets\":[\"orc\"]"))
                .problem(400, "fields-of-another-ruleset");
        assertThat(level.get("rule").asText()).isEqualTo(DragonbaneRule.POWER_LEVEL.citation());
        assertThat(api.get("/encounters/refuse-twice/events").expect(200).json().size()).isEqualTo(before);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(10);
        assertThat(combatant(s, "orc").get("hp").asInt()).isEqualTo(20);
        assertThat(s.verified()).isTrue();
    }
}
