package battleledger.ledger.dragonbane;

import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Dragonbane battle over HTTP (issue 11): combatants with attributes, skills, HP, WP and armor (Dragonbane core
 * rules › Attributes, Skills, Hit Points and Willpower Points, Armor); initiative cards dealt from a deck shuffled
 * by the encounter's dice, lowest first (Dragonbane core rules › Initiative); an attack rolled at or under the weapon
 * skill, its damage minus armor (Melee Attacks, Armor); at 0 HP death rolls of CON (Death Rolls); the timeline.
 */
@MicronautTest(transactional = false)
class DragonbaneEncounterHttpTest extends ServedApi {

    /** The Fisher–Yates draws that always take the top card: the deck stays 1..10, dealt in the order added. */
    static final String TOP_CARDS = "10,9,8,7,6,5,4,3,2";


    static String fighter(String id, String side, int hp, int wp, int armor) {
        return "{\"id\":\"" + id + "\",\"name\":\"" + id.substring(0, 1).toUpperCase() + id.substring(1)
                + "\",\"side\":\"" + side + "\",\"hp\":" + hp + ",\"speed\":10,\"attributes\":{\"str\":16,\"con\":12,\"agl\":12,\"int\":10,\"wil\":9,\"cha\":8},"
                + "\"skills\":{\"swords\":14,\"evade\":8},\"wp\":" + wp + ",\"armor\":" + armor + ","
                + "\"attacks\":[{\"name\":\"broadsword\",\"ability\":\"swords\",\"damage\":\"2d6\","
                + "\"damageType\":\"slashing\",\"reach\":5}]}";
    }

    Session battle(String id, String dice) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"Ambush at the ford\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":42" + (dice == null ? "" : ",\"options\":{\"dice\":{\"mode\":\"scripted\","
                + "\"script\":[" + dice + "]}}") + "}");
        s.add(fighter("grimsa", "heroes", 14, 9, 2));
        s.add(fighter("orc", "orcs", 10, 0, 1));
        return s;
    }

    static String attack() {
        return "{\"type\":\"Attack\",\"actor\":\"grimsa\",\"target\":\"orc\",\"attack\":\"broadsword\","
                + "\"situation\":{\"distance\":5}}";
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes, Hit Points and Willpower Points: a Dragonbane encounter is created and /combatants shows wp and maxWp")
    void aDragonbaneEncounterIsCreatedAndCombatantsShowWillpower() {
        Session s = battle("db-created", null);
        assertThat(s.summary().get("ruleset").asText()).isEqualTo("dragonbane");
        JsonNode grimsa = s.read("combatants").get(0);
        assertThat(grimsa.get("id").asText()).isEqualTo("grimsa");
        assertThat(grimsa.get("hp").asInt()).isEqualTo(14);
        assertThat(grimsa.get("wp").asInt()).isEqualTo(9);
        assertThat(grimsa.get("maxWp").asInt()).isEqualTo(9);
        JsonNode added = api.get("/encounters/db-created/events").expect(200).json().get(1).get("payload");
        assertThat(added.get("combatant").get("attributes").get("agl").asInt()).isEqualTo(12);
        assertThat(added.get("combatant").get("skills").get("swords").asInt()).isEqualTo(14);
        assertThat(added.get("combatant").get("armor").asInt()).isEqualTo(2);
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: a combatant without attributes, or with one out of 3–18, is a 400 and changes nothing")
    void aCombatantWithoutAttributesIsRefused() {
        Session s = battle("db-refused", null);
        s.attempt("{\"type\":\"AddCombatant\",\"combatant\":" + Session.combatant("ann", "heroes", 10, 20) + "}")
                .problem(400, "missing-field");
        s.attempt("{\"type\":\"AddCombatant\",\"combatant\":" + fighter("bad", "heroes", 10, 0, 0)
                .replace("\"str\":16", "\"str\":19") + "}").problem(400, "attribute-out-of-range");
        assertThat(s.read("combatants")).hasSize(2);
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative, › Time: StartCombat deals cards from a deck the encounter's dice shuffled; the lowest card acts first; the round takes 10 seconds")
    void startCombatDealsInitiativeCards() {
        Session s = battle("db-cards", TOP_CARDS);
        JsonNode started = s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode dealt = null;
        for (JsonNode e : started.get("events")) {
            if ("InitiativeDealt".equals(e.get("type").asText())) {
                dealt = e;
            }
        }
        assertThat(dealt).isNotNull();
        assertThat(dealt.get("cards").get(0).get("combatant").asText()).isEqualTo("grimsa");
        assertThat(dealt.get("cards").get(0).get("card").asInt()).isEqualTo(1);
        assertThat(dealt.get("cards").get(1).get("card").asInt()).isEqualTo(2);
        assertThat(dealt.get("shuffle").get("rule").asText()).isEqualTo("Dragonbane core rules › Initiative");
        assertThat(s.summary().get("turn").get("actor").asText()).isEqualTo("grimsa");
        s.command(Session.endTurn("grimsa"));
        assertThat(s.summary().get("turn").get("actor").asText()).isEqualTo("orc");
        s.command(Session.endTurn("orc"));
        assertThat(s.summary().get("round").asInt()).isEqualTo(2);
        // "a round is 10 seconds" (Dragonbane core rules › Time): the ruleset's number, fixed in the options
        assertThat(s.summary().at("/time/seconds").asLong()).isEqualTo(10);
        assertThat(s.summary().at("/options/roundSeconds").asInt()).isEqualTo(10);
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Melee Attacks, Armor, Death Rolls: a hit under the skill deals damage minus armor; at 0 HP the orc rolls CON to live")
    void anAttackDealsDamageMinusArmorAndTheFallenMakeDeathRolls() {
        // the shuffle, then grimsa's attack 7 (swords 14), damage 6+6, and the orc's death roll 15 (CON 12): a failure
        Session s = battle("db-blow", TOP_CARDS + ",7,6,6,15");
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode attacked = s.command(attack()).get("events");
        JsonNode roll = find(attacked, "AttackRolled").get("roll");
        assertThat(roll.get("against").asInt()).isEqualTo(14);
        assertThat(roll.get("outcome").asText()).isEqualTo("success");
        assertThat(roll.get("rule").asText()).isEqualTo("Dragonbane core rules › Melee Attacks");
        // the blow struck home: the orc may parry or dodge it (Dragonbane core rules › Parrying, Dodging); it passes
        assertThat(find(attacked, "DefenceOffered").get("reactor").asText()).isEqualTo("orc");
        JsonNode events = s.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}").get("events");
        JsonNode damage = find(events, "DamageDealt");
        assertThat(damage.get("rolled").asInt()).isEqualTo(12);
        assertThat(damage.get("amount").asInt()).isEqualTo(11);
        assertThat(find(events, "LifeChanged").get("to").asText()).isEqualTo("dying");

        JsonNode turn = s.command(Session.endTurn("grimsa")).get("events");
        JsonNode death = find(turn, "DeathSaveRolled");
        assertThat(death.get("roll").get("against").asInt()).isEqualTo(12);
        assertThat(death.get("failures").asInt()).isEqualTo(1);
        assertThat(death.get("roll").get("rule").asText()).isEqualTo("Dragonbane core rules › Death Rolls");
        JsonNode orc = s.read("combatants").get(1);
        assertThat(orc.get("life").asText()).isEqualTo("dying");
        assertThat(orc.get("hp").asInt()).isEqualTo(0); // HP stop at 0 (Dragonbane core rules › Hit Points)

        JsonNode rolls = api.get("/encounters/db-blow/rolls").expect(200).json();
        assertThat(rolls.toString()).contains("Dragonbane core rules › Death Rolls");
        assertThat(s.verified()).isTrue();

        s.command("{\"type\":\"Undo\"}");
        assertThat(s.summary().get("turn").get("actor").asText()).isEqualTo("grimsa");
        s.command("{\"type\":\"Redo\"}");
        assertThat(s.summary().get("turn").get("actor").asText()).isEqualTo("orc");
        JsonNode before = api.get("/encounters/db-blow/state?step=4&after=" + s.position()).expect(200).json();
        assertThat(before.get("battle").get("combatants").get("orc").get("vitals").get("hp").asInt()).isEqualTo(10);
        JsonNode struck = api.get("/encounters/db-blow/state?step=6&after=" + s.position()).expect(200).json();
        assertThat(struck.get("battle").get("combatants").get("orc").get("vitals").get("hp").asInt()).isEqualTo(0);
        assertThat(struck.get("battle").get("combatants").get("orc").get("vitals").get("life").asText())
                .isEqualTo("dying");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes: with a boon Grimsa rolls two d20 and keeps the lower; /rolls shows the target, the boon, the kept die")
    void aBoonRollsTwoD20AndKeepsTheLower() {
        Session s = battle("db-boon", TOP_CARDS + ",15,7,6,6");
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.command("{\"type\":\"GrantAdvantage\",\"target\":\"grimsa\",\"roll\":\"attack\",\"advantage\":true,"
                + "\"reason\":\"the orc is caught in the ford\"}");
        JsonNode roll = find(s.command(attack()).get("events"), "AttackRolled").get("roll");
        assertThat(roll.get("kept").get(0).asInt()).isEqualTo(7);
        assertThat(roll.get("outcome").asText()).isEqualTo("success");
        JsonNode line = null;
        for (JsonNode r : s.read("rolls")) {
            if ("AttackRolled".equals(r.path("type").asText())) {
                line = r;
            }
        }
        assertThat(line).as("the attack in /rolls").isNotNull();
        assertThat(line.get("dice")).hasSize(2);
        assertThat(line.get("kept").get(0).asInt()).isEqualTo(7);
        assertThat(line.get("against").asInt()).isEqualTo(14);
        assertThat(line.get("boons").asInt()).isEqualTo(1);
        assertThat(line.get("banes").asInt()).isZero();
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Dragons and Demons: the GM rules the attack was a Demon (it misses), then revokes the ruling; the blow strikes home again and the orc's pass, dropped with the Demon, lets it land")
    void aRulingOnADragonbaneRollIsRevoked() {
        Session s = battle("db-revoke", TOP_CARDS + ",7,6,6,6,6"); // the last two: the blow landing again
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.command(attack());
        s.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}");
        JsonNode ruling = s.command("{\"type\":\"OverrideRoll\",\"step\":5,\"roll\":0,\"dice\":[20]}");
        assertThat(ruling.get("events").get(0).get("type").asText()).isEqualTo("RollOverridden");
        JsonNode demon = find(ruling.get("events"), "AttackRolled");
        assertThat(demon.get("roll").get("outcome").asText()).isEqualTo("demon");
        assertThat(demon.get("hit").asBoolean()).isFalse();
        assertThat(s.read("combatants").get(1).get("hp").asInt()).isEqualTo(10);

        JsonNode revoked = s.command("{\"type\":\"RevokeRuling\",\"step\":7}");
        assertThat(revoked.get("events").get(0).get("type").asText()).isEqualTo("RulingRevoked");
        // the battle rewound to before the ruling (DESIGN.md, Undo, redo, revoke): the blow strikes home again, is
        // offered to the orc's defence, and the orc's pass, which the Demon had dropped, is decided again: it lands
        assertThat(find(revoked.get("events"), "DefenceOffered").get("reactor").asText()).isEqualTo("orc");
        assertThat(revoked.get("events").toString()).contains("DamageDealt");
        JsonNode orc = s.read("combatants").get(1);
        assertThat(orc.get("hp").asInt()).isZero();
        assertThat(orc.get("life").asText()).isEqualTo("dying");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: the same seed gives the same events")
    void theSameSeedGivesTheSameEvents() {
        List<String> first = played("db-seed-1");
        List<String> second = played("db-seed-2");
        assertThat(second).isEqualTo(first);
    }

    private List<String> played(String id) {
        Session s = battle(id, null);
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.command(Session.endTurn(s.summary().get("turn").get("actor").asText()));
        assertThat(s.verified()).isTrue();
        List<String> out = new ArrayList<>();
        for (JsonNode e : api.get("/encounters/" + id + "/events").expect(200).json()) {
            out.add(e.get("payload").toString().replace(id, "ID"));
        }
        return out;
    }

    private static JsonNode find(JsonNode events, String type) {
        for (JsonNode e : events) {
            if (type.equals(e.get("type").asText())) {
                return e;
            }
        }
        throw new AssertionError("no " + type + " in " + events);
    }
}
