package battleledger.ledger.dragonbane;

import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 11, "Manual dice, for both rulesets", on a Dragonbane battle over HTTP: the battle stops at each roll; the
 * summary and /awaiting say who rolls what (a boon as {@code 2d20 keep lowest}: Dragonbane core rules › Boons and
 * Banes); SubmitRoll from that roller or the GM goes on; a wrong count or a value off the die is a 422 that changes
 * nothing; a failed roll is pushed (Dragonbane core rules › Pushing Your Roll), its die asked of the roller; the
 * death roll is asked at the dying orc's turn (Death Rolls); and the battle verifies from the dice submitted.
 */
@MicronautTest(transactional = false)
class DragonbaneManualDiceHttpTest extends ServedApi {

    private static String submit(String by, String dice) {
        return "{\"type\":\"SubmitRoll\"" + (by == null ? "" : ",\"by\":\"" + by + "\"") + ",\"dice\":[" + dice
                + "]}";
    }

    private static JsonNode awaited(Session s) {
        JsonNode list = s.read("awaiting");
        assertThat(list).as("the battle waits for one roll").hasSize(1);
        return list.get(0);
    }

    private static JsonNode find(JsonNode events, String type) {
        for (JsonNode e : events) {
            if (type.equals(e.get("type").asText())) {
                return e;
            }
        }
        throw new AssertionError("no " + type + " in " + events);
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes, Pushing Your Roll, Death Rolls: at the ford with dice rolled at the table, Grimsa's boon is asked as 2d20 keep lowest; wrong dice are 422s that change nothing; her failed blow is pushed (its boon kept), lands, and the dying orc's death roll is asked; the battle verifies")
    void aDragonbaneBattleWithDiceRolledAtTheTable() {
        Session s = Session.create(api, "{\"id\":\"db-manual\",\"name\":\"Ambush at the ford\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":42,\"options\":{\"pushing\":true,\"dice\":{\"mode\":\"manual\"}}}");
        s.add(DragonbaneEncounterHttpTest.fighter("grimsa", "heroes", 14, 9, 2));
        s.add(DragonbaneEncounterHttpTest.fighter("orc", "orcs", 10, 0, 1));

        // the deck's shuffle is the GM's: nine draws, which keep the deck in order (Grimsa 1, the orc 2)
        int start = s.command("{\"type\":\"StartCombat\",\"surprised\":[]}").get("step").asInt();
        JsonNode shuffle = awaited(s);
        assertThat(shuffle.get("roller").asText()).isEqualTo("gm");
        assertThat(shuffle.get("purpose").asText()).isEqualTo("initiative deck");
        assertThat(shuffle.get("step").asInt()).isEqualTo(start);
        assertThat(s.summary().get("rollAwaited")).isEqualTo(shuffle);
        // a draw off its die is refused, citing the rule of dice from people, and changes nothing
        JsonNode off = s.attempt(submit(null, "11,9,8,7,6,5,4,3,2")).problem(422, "die-out-of-range");
        assertThat(off.get("detail").asText()).contains("d10");
        assertThat(off.get("rule").asText()).startsWith("DESIGN");
        assertThat(s.attempt(submit(null, "0,9,8,7,6,5,4,3,2")).problem(422, "die-out-of-range").get("detail")
                .asText()).contains("show 1 or more").doesNotContain("d0");
        assertThat(awaited(s)).isEqualTo(shuffle);
        s.command(submit(null, "10,9,8,7,6,5,4,3,2"));
        assertThat(s.summary().at("/turn/actor").asText()).isEqualTo("grimsa");

        // a boon: two d20, the lower kept
        s.command("{\"type\":\"GrantAdvantage\",\"target\":\"grimsa\",\"roll\":\"attack\",\"advantage\":true,"
                + "\"reason\":\"the orc is caught in the ford\"}");
        int attackStep = s.command(DragonbaneEncounterHttpTest.attack()).get("step").asInt();
        JsonNode boon = awaited(s);
        assertThat(boon.get("roller").asText()).isEqualTo("grimsa");
        assertThat(boon.get("rolledBy").asText()).isEqualTo("player");
        assertThat(boon.get("dice").asText()).isEqualTo("2d20 keep lowest");
        assertThat(boon.get("step").asInt()).isEqualTo(attackStep);
        assertThat(s.summary().get("rollAwaited")).isEqualTo(boon);

        long before = s.summary().get("position").asLong();
        s.attempt(submit("grimsa", "16")).problem(422, "wrong-dice-count");
        s.attempt(submit("grimsa", "21,3")).problem(422, "die-out-of-range");
        s.attempt(submit("grimsa", "0,3")).problem(422, "die-out-of-range");
        assertThat(s.summary().get("position").asLong()).as("refused dice change nothing").isEqualTo(before);
        assertThat(awaited(s)).isEqualTo(boon);

        JsonNode missed = find(s.command(submit("grimsa", "18,16")).get("events"), "AttackRolled");
        assertThat(missed.get("roll").get("kept").get(0).asInt()).isEqualTo(16);
        assertThat(missed.get("roll").get("outcome").asText()).isEqualTo("failure");
        JsonNode line = null;
        for (JsonNode r : s.read("rolls")) {
            if ("AttackRolled".equals(r.path("type").asText())) {
                line = r;
            }
        }
        assertThat(line.get("against").asInt()).isEqualTo(14);
        assertThat(line.get("boons").asInt()).isEqualTo(1);
        assertThat(line.get("banes").asInt()).isZero();
        assertThat(line.get("dice").toString()).isEqualTo("[18,16]");

        // pushed by the step of the attack: the roll made again, with its boon, is Grimsa's to roll
        s.command("{\"type\":\"PushRoll\",\"actor\":\"grimsa\",\"roll\":" + attackStep + "}");
        JsonNode again = awaited(s);
        assertThat(again.get("roller").asText()).isEqualTo("grimsa");
        assertThat(again.get("dice").asText()).isEqualTo("2d20 keep lowest");
        JsonNode pushed = s.command(submit("grimsa", "9,7")).get("events");
        assertThat(find(pushed, "RollPushed").get("condition").asText()).isEqualTo("exhausted");
        assertThat(find(pushed, "DefenceOffered").get("reactor").asText()).isEqualTo("orc");
        s.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}");
        assertThat(awaited(s).get("dice").asText()).isEqualTo("2d6");
        JsonNode blow = s.command(submit("grimsa", "6,6")).get("events");
        assertThat(find(blow, "DamageDealt").get("amount").asInt()).as("12 less armor 1").isEqualTo(11);

        // at the orc's turn its death roll is asked (CON 12), of the GM: no player holds the orc
        s.command(Session.endTurn("grimsa"));
        JsonNode death = awaited(s);
        assertThat(death.get("roller").asText()).isEqualTo("orc");
        assertThat(death.get("dice").asText()).isEqualTo("1d20");
        JsonNode rolled = find(s.command(submit(null, "15")).get("events"), "DeathSaveRolled");
        assertThat(rolled.get("roll").get("against").asInt()).isEqualTo(12);
        assertThat(rolled.get("failures").asInt()).isEqualTo(1);
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("004 › Casting Spells: with manual dice Vera's failed casting roll (17) is pushed; the pushed d20 (5) and the fireball's 2D6 are asked of her, and the battle verifies")
    void aFailedCastIsPushedWithDiceRolledAtTheTable() {
        Session s = Session.create(api, "{\"id\":\"db-manual-cast\",\"name\":\"The burning bridge\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7,\"options\":{\"pushing\":true,\"dice\":{\"mode\":\"manual\"}}}");
        s.add(battleledger.ledger.dragonbane.casting.CastingScenariosAccess.vera());
        s.add(battleledger.ledger.dragonbane.casting.CastingScenariosAccess.orc());
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.command(submit(null, "10,9,8,7,6,5,4,3,2"));
        int castStep = s.command("{\"type\":\"CastSpell\",\"actor\":\"vera\",\"spell\":\"fireball\",\"power\":1,"
                + "\"targets\":[\"orc\"]}").get("step").asInt();
        assertThat(awaited(s).get("purpose").asText()).isEqualTo("casting Fireball");
        JsonNode failed = find(s.command(submit("vera", "17")).get("events"), "SpellCastWithWillpower");
        assertThat(failed.get("succeeded").asBoolean()).isFalse();
        s.command("{\"type\":\"PushRoll\",\"actor\":\"vera\",\"roll\":" + castStep + "}");
        assertThat(awaited(s).get("dice").asText()).isEqualTo("1d20");
        s.command(submit("vera", "5"));
        assertThat(awaited(s).get("dice").asText()).isEqualTo("2d6");
        JsonNode cast = s.command(submit("vera", "3,4")).get("events");
        assertThat(find(cast, "SpellCastWithWillpower").get("pushedFrom").asInt()).isEqualTo(castStep);
        assertThat(find(cast, "DefenceOffered").get("amount").asInt()).isEqualTo(7);
        assertThat(s.verified()).isTrue();
    }
}
