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
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Zero WP (a drain), Casting Time (rituals), Requirements (an ingredient consumed), Rank and Range (personal
 * range), played over HTTP. Vera is the elementalist of {@link CastingScenarios}; Mira a mentalist (WIL 12, 10 WP).
 */
@MicronautTest(transactional = false)
class DrainRitualAndRangeHttpTest extends ServedApi {

    static final String MIRA = "{\"id\":\"mira\",\"name\":\"Mira\",\"side\":\"heroes\",\"hp\":10,\"speed\":10,"
            + "\"attributes\":{\"str\":8,\"con\":10,\"agl\":12,\"int\":13,\"wil\":12,\"cha\":10},"
            + "\"skills\":{\"mentalism\":14},\"wp\":10,\"spells\":[\"levitate\"],"
            + "\"mage\":{\"school\":\"mentalism\",\"prepared\":[\"levitate\"],\"grimoire\":true}}";


    /** Vera holding {@code spell} (learned, if she had not) prepared in place of Treat Wound, {@code extra} in her mage. */
    static String vera(String spell, String extra) {
        String v = CastingScenarios.vera(10, extra);
        if (!v.contains("\"" + spell + "\"")) {
            v = v.replace("\"treat-wound\"],\"mage\"", "\"treat-wound\",\"" + spell + "\"],\"mage\"");
        }
        return v.replace("\"protector\",\"treat-wound\"],\"grimoire\"", "\"protector\",\"" + spell
                + "\"],\"grimoire\"");
    }

    /** Out of combat in the library: Vera and others, dice scripted. */
    Session library(String id, String dice, String... combatants) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"The quiet library\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7,\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[" + dice
                + "]}}}");
        for (String c : combatants) {
            s.add(c);
        }
        return s;
    }

    private static JsonNode refused(Session s, String command, String code, int status) {
        long before = s.summary().get("position").asLong();
        JsonNode problem = s.attempt(command).problem(status, code);
        assertThat(s.summary().get("position").asLong()).as("a refused command changes nothing").isEqualTo(before);
        return problem;
    }

    /**
     * 004 › Zero WP: "Some spells can drain WP from another person. Hitting zero WP has no other effect than
     * prohibiting the use of abilities that require WP." Mind Drain (this engine's data: 1D6 WP per power level, the
     * target resisting with WIL).
     */
    @Test
    @DisplayName("004 › Zero WP: Vera's Mind Drain at power 3 takes all 10 of Mira's WP (her WIL roll of 15 fails); Mira cannot levitate (409 zero-wp)")
    void aDrainedMageCannotCast() {
        Session s = library("drain-zero", "5,4,4,4,15", vera("mind-drain", ""), MIRA);
        JsonNode events = s.command(cast("mind-drain", ",\"power\":3,\"targets\":[\"mira\"]")).get("events");
        assertThat(find(events, "SpellResisted").get("resisted").asBoolean()).isFalse();
        JsonNode drained = find(events, "WillpowerDrained");
        assertThat(drained.get("amount").asInt()).isEqualTo(12);
        assertThat(drained.get("wpAfter").asInt()).isZero();
        assertThat(combatant(s, "mira").get("wp").asInt()).isZero();
        assertThat(combatant(s, "mira").get("maxWp").asInt()).isEqualTo(10);
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(4);
        JsonNode zero = refused(s, "{\"type\":\"CastSpell\",\"actor\":\"mira\",\"spell\":\"levitate\",\"power\":1}",
                "zero-wp", 409);
        assertThat(zero.get("rule").asText()).isEqualTo(DragonbaneRule.ZERO_WP.citation());
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Casting Time: "There are also rituals, which take a stretch of time or even a shift to perform."
     * Requirements: "Ingredient: The spell is activated using a certain ingredient, which is consumed in the process."
     * Rank: "Spells are divided into ranks. These have no mechanical effect". Magic Seal (this engine's data): a rank 2
     * ritual of a stretch, general magic, 2 WP, a gesture and sealing wax.
     */
    @Test
    @DisplayName("004 › Casting Time, Requirements, Rank: Vera's Magic Seal (rank 2) takes a stretch and her sealing wax; a second seal lacks the wax (409); in combat a ritual is a 409")
    void aRitualTakesAStretchAndConsumesItsIngredient() {
        JsonNode seal = api.get("/rulesets/dragonbane/spells/magic-seal").expect(200).json();
        assertThat(seal.get("rank").asInt()).isEqualTo(2);
        String wax = ",\"ingredients\":[\"sealing wax\"]";
        Session s = library("seal-stretch", "5", vera("magic-seal", wax), CastingScenarios.orc());
        JsonNode events = s.command(cast("magic-seal", "")).get("events");
        JsonNode cast = find(events, "SpellCastWithWillpower");
        assertThat(cast.get("succeeded").asBoolean()).isTrue();
        assertThat(cast.get("castingRoll").get("against").asInt()).as("general magic: the best school").isEqualTo(14);
        assertThat(cast.get("wpSpent").asInt()).as("rank 2 costs as rank 1: no mechanical effect").isEqualTo(2);
        assertThat(cast.get("ingredientConsumed").asText()).isEqualTo("sealing wax");
        assertThat(find(events, "RitualTimeSpent").get("seconds").asLong()).isEqualTo(900);
        assertThat(s.summary().get("time").get("seconds").asLong()).isEqualTo(900);

        JsonNode missing = refused(s, cast("magic-seal", ""), "requirement-missing", 409);
        assertThat(missing.get("rule").asText()).isEqualTo(DragonbaneRule.REQUIREMENTS.citation());
        assertThat(missing.get("detail").asText()).contains("sealing wax");
        assertThat(combatant(s, "vera").get("wp").asInt()).isEqualTo(8);
        assertThat(s.verified()).isTrue();

        Session fight = CastingScenarios.table(api, "seal-in-combat", "", "", vera("magic-seal", wax),
                CastingScenarios.orc());
        JsonNode ritual = refused(fight, cast("magic-seal", ""), "ritual-takes-time", 409);
        assertThat(ritual.get("rule").asText()).isEqualTo(DragonbaneRule.CASTING_TIME.citation());
        assertThat(fight.verified()).isTrue();
    }

    /** 004 › Range: "Personal range means that the spell only affects the person casting it." */
    @Test
    @DisplayName("004 › Range: Levitate has personal range — on the orc it is a 409 personal-range; on herself Vera levitates")
    void personalRangeAffectsOnlyTheMage() {
        Session s = CastingScenarios.table(api, "range-personal", "", "5", CastingScenarios.vera(10, ""),
                CastingScenarios.orc());
        JsonNode personal = refused(s, cast("levitate", ",\"power\":1,\"targets\":[\"orc\"]"), "personal-range", 409);
        assertThat(personal.get("rule").asText()).isEqualTo(DragonbaneRule.RANGE.citation());
        JsonNode cast = find(s.command(cast("levitate", ",\"power\":1")).get("events"), "SpellCastWithWillpower");
        assertThat(cast.get("succeeded").asBoolean()).isTrue();
        assertThat(cast.get("concentrating").asBoolean()).isTrue();
        assertThat(s.verified()).isTrue();
    }
}
