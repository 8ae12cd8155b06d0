package battleledger.ledger.dragonbane.casting;

import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.dragonbane.casting.CastingScenarios.TOP_CARDS;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.cast;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.find;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Prepared Spells, Lost Grimoire, Newly Created Mage and Duration over HTTP: Vera prepares spells out of combat
 * in a shift, the GM rules her grimoire lost (and revokes it), a newly created mage is checked, and a disturbance
 * asks a WIL roll of a concentrating mage.
 */
@MicronautTest(transactional = false)
class PreparingSpellsHttpTest extends ServedApi {

    /** Vera and the orc, out of combat, dice scripted: {@code dice} first, then the deck's draws for StartCombat. */
    Session calm(String id, String dice) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"The quiet library\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7,\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":["
                + (dice.isEmpty() ? "" : dice + ",") + TOP_CARDS + "]}}}");
        s.add(CastingScenarios.vera(10, ""));
        s.add(CastingScenarios.orc());
        return s;
    }

    static JsonNode mage(Session s) {
        for (JsonNode sheet : s.read("sheets")) {
            if (sheet.get("combatant").asText().equals("vera")) {
                return sheet.get("stats").get("mage");
            }
        }
        throw new AssertionError("no sheet for vera");
    }

    /**
     * 004 › Prepared Spells: "To prepare spells, you need to study them in a grimoire. This takes a shift of time,
     * regardless of the number of spells."
     */
    @Test
    @DisplayName("004 › Prepared Spells: Vera prepares power fist and mind drain in a shift: the sheet shows them and the clock reads 6 h")
    void preparingSpellsTakesAShiftAndShowsOnTheSheet() {
        Session s = calm("prepare-spells", "");
        JsonNode prepared = find(s.command("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"power-fist\","
                + "\"mind-drain\"]}").get("events"), "SpellsPrepared");
        assertThat(prepared.get("seconds").asLong()).isEqualTo(21_600);
        assertThat(prepared.get("previous").size()).isEqualTo(6);
        assertThat(mage(s).get("prepared").toString()).isEqualTo("[\"power-fist\",\"mind-drain\"]");
        assertThat(s.summary().path("time").path("seconds").asLong()).isEqualTo(21_600);
        s.attempt("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fear\"]}")
                .problem(409, "spell-not-learned");
        assertThat(s.verified()).isTrue();
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.attempt("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}")
                .problem(409, "preparing-takes-a-shift");
        s.attempt(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).problem(409, "spell-not-prepared");
    }

    /** 004 › Lost Grimoire: "If you lose your grimoire, you cannot prepare the spells you kept in it." */
    @Test
    @DisplayName("004 › Lost Grimoire: once the GM rules Vera's grimoire lost she can neither prepare nor cast from it; revoking the ruling gives it back")
    void aLostGrimoireIsARevocableRuling() {
        Session s = calm("lose-grimoire", "");
        JsonNode lost = s.command("{\"type\":\"LoseGrimoire\",\"actor\":\"vera\"}");
        int step = find(lost.get("events"), "GrimoireLost").get("step").asInt();
        assertThat(mage(s).get("grimoire").asBoolean()).isFalse();
        s.attempt("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}")
                .problem(409, "no-grimoire");
        s.attempt(cast("power-fist", ",\"power\":1,\"targets\":[\"orc\"],\"fromGrimoire\":true"))
                .problem(409, "no-grimoire");
        s.command("{\"type\":\"RevokeRuling\",\"step\":" + step + "}");
        assertThat(mage(s).get("grimoire").asBoolean()).isTrue();
        s.command("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Lost Grimoire: "To be able to use the unprepared spells again, you first need to get a new grimoire and
     * record these spells in it"; 004 › Grimoire: "Recording one spell takes a shift of time."
     */
    @Test
    @DisplayName("004 › Lost Grimoire: Vera's new grimoire is empty: fireball is refused until she records it, in a shift, and the sheet lists it")
    void aNewGrimoireHoldsOnlyTheSpellsRecordedInIt() {
        Session s = calm("new-grimoire", "");
        s.command("{\"type\":\"LoseGrimoire\",\"actor\":\"vera\"}");
        s.attempt("{\"type\":\"GainGrimoire\",\"actor\":\"orc\"}").problem(409, "not-a-mage");
        find(s.command("{\"type\":\"GainGrimoire\",\"actor\":\"vera\"}").get("events"), "GrimoireGained");
        assertThat(mage(s).get("recorded").toString()).isEqualTo("[]");
        s.attempt("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}")
                .problem(409, "spell-not-recorded");
        JsonNode recorded = find(s.command("{\"type\":\"RecordSpells\",\"actor\":\"vera\",\"spells\":"
                + "[\"fireball\"]}").get("events"), "SpellsRecorded");
        assertThat(recorded.get("seconds").asLong()).isEqualTo(21_600);
        assertThat(mage(s).get("recorded").toString()).isEqualTo("[\"fireball\"]");
        s.attempt("{\"type\":\"RecordSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}")
                .problem(409, "spell-already-recorded");
        s.command("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}");
        assertThat(s.summary().path("time").path("seconds").asLong()).isEqualTo(2 * 21_600);
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Newly Created Mage: "As a newly created mage you may select three rank 1 spells and three Magic Tricks to
     * start the game with. They must be chosen from your school of magic or general magic. You also get a grimoire."
     */
    @Test
    @DisplayName("004 › Newly Created Mage: Wren the new elementalist starts with her three spells prepared; a fourth spell is refused with 422")
    void aNewlyCreatedMageIsChecked() {
        Session s = calm("new-mage", "");
        String wren = "{\"id\":\"wren\",\"name\":\"Wren\",\"side\":\"heroes\",\"hp\":10,\"speed\":10,"
                + "\"attributes\":{\"str\":10,\"con\":10,\"agl\":12,\"int\":15,\"wil\":14,\"cha\":10},"
                + "\"skills\":{\"elementalism\":13},\"wp\":14,\"spells\":[\"fireball\",\"frost\",\"fear\",%s\"ignite\","
                + "\"light\",\"open\"],\"mage\":{\"school\":\"elementalism\",\"grimoire\":true,\"newlyCreated\":true}}";
        JsonNode added = s.add(String.format(wren, ""));
        assertThat(added.toString()).contains("\"prepared\":[\"fireball\",\"frost\",\"fear\"]");
        api.post("/encounters/new-mage/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                + String.format(wren, "\"whirlwind\",").replace("\"wren\"", "\"wren2\"") + "}")
                .problem(422, "three-spells-three-tricks");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Duration: "If you are interrupted by a sudden disturbance, such as a sound, you must make a WIL roll (not
     * an action) to maintain your concentration."
     */
    @Test
    @DisplayName("004 › Duration: a door slams while Vera levitates; her WIL roll of 17 against 12 fails and the concentration ends")
    void aDisturbanceEndsTheConcentrationOnAFailedWilRoll() {
        Session s = calm("disturb", "5,17");
        s.command(cast("levitate", ",\"power\":1"));
        JsonNode disturbed = find(s.command("{\"type\":\"DisturbConcentration\",\"actor\":\"vera\","
                + "\"reason\":\"a door slams\"}").get("events"), "ConcentrationDisturbed");
        assertThat(disturbed.get("held").asBoolean()).isFalse();
        assertThat(disturbed.get("spell").asText()).isEqualTo("levitate");
        assertThat(disturbed.get("roll").get("total").asInt()).isEqualTo(17);
        s.attempt("{\"type\":\"DisturbConcentration\",\"actor\":\"vera\",\"reason\":\"again\"}")
                .problem(409, "not-concentrating");
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Duration: "Shift: The effect lasts until the end of the current shift" (a shift is 6 hours, Dragonbane
     * core rules › Time; shifts counted from the battle's game time 0).
     */
    @Test
    @DisplayName("004 › Duration: Vera's Light, cast at game time 0, lasts to the end of the shift at 6 h; her shift of study ends it")
    void aShiftSpellEndsByTheClock() {
        Session s = calm("light-shift", "");
        JsonNode started = find(s.command(cast("light", "")).get("events"), "WillpowerEffectStarted");
        assertThat(started.get("effect").get("duration").asText()).isEqualTo("shift");
        assertThat(started.get("effect").get("endsAt").asLong()).isEqualTo(21_600);
        assertThat(s.read("state").path("battle").path("combatants").path("vera").path("casting").path("willpower")
                .path("lasting").size()).isEqualTo(1);
        JsonNode ended = find(s.command("{\"type\":\"PrepareSpells\",\"actor\":\"vera\",\"spells\":[\"fireball\"]}")
                .get("events"), "WillpowerEffectEnded");
        assertThat(ended.get("spell").asText()).isEqualTo("light");
        assertThat(s.read("state").path("battle").path("combatants").path("vera").path("casting").path("willpower")
                .path("lasting").size()).isZero();
        assertThat(s.verified()).isTrue();
    }

    /**
     * 004 › Duration: "Round: The effect lasts until your turn in the next round." Fear (this engine's grimoire): the
     * target resists with WIL or is scared.
     */
    @Test
    @DisplayName("004 › Duration: the orc fails its WIL roll (15 against 10) against Vera's Fear and is scared until her turn in round 2")
    void aConditionResistedWithWilLastsTheSpellsRound() {
        Session s = Session.create(api, "{\"id\":\"fear-round\",\"name\":\"The dark stair\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7,\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":["
                + TOP_CARDS + ",5,15]}}}");
        // Vera learns Fear too, and holds it prepared in place of Treat Wound
        s.add(CastingScenarios.vera(10, "").replace("\"treat-wound\"],", "\"treat-wound\",\"fear\"],")
                .replace("\"protector\",\"treat-wound\",\"fear\"]", "\"protector\",\"fear\"]"));
        s.add(CastingScenarios.orc());
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode events = s.command(cast("fear", ",\"power\":1,\"targets\":[\"orc\"]")).get("events");
        JsonNode resisted = find(events, "SpellResisted");
        assertThat(resisted.get("resisted").asBoolean()).isFalse();
        assertThat(resisted.get("roll").get("total").asInt()).isEqualTo(15);
        assertThat(find(events, "ConditionApplied").get("condition").asText()).isEqualToIgnoringCase("scared");
        assertThat(find(events, "WillpowerEffectStarted").get("effect").get("untilRound").asInt()).isEqualTo(2);
        s.command(CastingScenarios.endTurn("vera"));
        JsonNode round2 = s.command(CastingScenarios.endTurn("orc")).get("events");
        assertThat(find(round2, "WillpowerEffectEnded").get("spell").asText()).isEqualTo("fear");
        assertThat(find(round2, "ConditionRemoved").get("condition").asText()).isEqualToIgnoringCase("scared");
        assertThat(s.verified()).isTrue();
    }
}
