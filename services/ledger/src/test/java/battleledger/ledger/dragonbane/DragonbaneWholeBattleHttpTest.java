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
 * One whole Dragonbane battle over HTTP (issue 11), narrated: Vera, Grimsa and Kobbe against an orc at the ford. The
 * initiative cards are dealt from a deck the encounter's dice shuffled, lowest first (Dragonbane core rules ›
 * Initiative); attacks are rolled at or under the weapon skill, damage less armor (Melee Attacks, Armor); "a parry
 * (weapon skill) and a dodge (Evade) are reactions that replace the round's action" (issue 11, Dragonbane core rules ›
 * Parrying, Dodging); a failed roll is pushed once at the cost of a condition (Pushing Your Roll, an encounter option);
 * at 0 HP the orc makes death rolls, damage taken at 0 HP counting as a failed one, a Demon as two, the third killing
 * (Death Rolls). Vera casts a whirlwind at the orc, paying its WP, and the orc dodges it: "Area of effect spells can
 * be dodged but not parried" (004 › Area of Effect), the dodge taking the orc's action, so it cannot parry Grimsa's
 * next blow. Then the timeline: /verify, undo and redo, a ruling revoked, the state as of a step, and the same seed
 * giving the same events.
 */
@MicronautTest(transactional = false)
class DragonbaneWholeBattleHttpTest extends ServedApi {

    /**
     * The dice after the shuffle (DragonbaneEncounterHttpTest.TOP_CARDS: Vera 1, Grimsa 2, the orc 3, Kobbe 4), in
     * the order the battle asks for them; each is named where it is used below.
     */
    static final String DICE = DragonbaneEncounterHttpTest.TOP_CARDS
            + ",7,5,16,6,5,5,4,3,5,6,3,2,6,6,15,3,4,1,1,20";

    /** Vera, an elementalist (Elementalism 14, 10 WP) with a staff, whose whirlwind is a 4-m sphere (004 › Sphere). */
    static final String VERA = "{\"id\":\"vera\",\"name\":\"Vera\",\"side\":\"heroes\",\"hp\":12,\"speed\":10,"
            + "\"attributes\":{\"str\":10,\"con\":12,\"agl\":13,\"int\":14,\"wil\":12,\"cha\":10},"
            + "\"skills\":{\"elementalism\":14,\"staves\":10},\"wp\":10,"
            + "\"attacks\":[{\"name\":\"staff\",\"ability\":\"staves\",\"damage\":\"1d8\",\"reach\":5}],"
            + "\"spells\":[\"whirlwind\",\"fireball\"],"
            + "\"mage\":{\"school\":\"elementalism\",\"prepared\":[\"whirlwind\",\"fireball\"],\"grimoire\":true}}";


    Session ford(String id) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"The whole fight at the ford\","
                + "\"ruleset\":\"dragonbane\",\"seed\":11,\"options\":{\"pushing\":true,\"dice\":{\"mode\":"
                + "\"scripted\",\"script\":[" + DICE + "]}}}");
        s.add(VERA);
        s.add(DragonbaneEncounterHttpTest.fighter("grimsa", "heroes", 14, 9, 2));
        s.add(DragonbaneEncounterHttpTest.fighter("orc", "orcs", 10, 0, 1));
        s.add(DragonbaneEncounterHttpTest.fighter("kobbe", "heroes", 12, 4, 2));
        return s;
    }

    static String attack(String actor, String target) {
        return "{\"type\":\"Attack\",\"actor\":\"" + actor + "\",\"target\":\"" + target + "\",\"attack\":"
                + "\"broadsword\",\"situation\":{\"distance\":5}}";
    }

    static String defend(String actor, String defence) {
        return "{\"type\":\"Defend\",\"actor\":\"" + actor + "\",\"defence\":\"" + defence + "\""
                + ("parry".equals(defence) ? ",\"weapon\":\"broadsword\"" : "") + "}";
    }

    static String pass(String actor) {
        return "{\"type\":\"PassReaction\",\"actor\":\"" + actor + "\"}";
    }

    /** The battle up to the orc's death; each step's answer checked on the way. */
    Session play(String id) {
        Session s = ford(id);
        // "Initiative by cards 1–10 dealt from a deck shuffled by the encounter's dice, lowest acting first"
        JsonNode dealt = find(s.command("{\"type\":\"StartCombat\",\"surprised\":[]}").get("events"),
                "InitiativeDealt");
        assertThat(dealt.get("cards").get(0).get("combatant").asText()).isEqualTo("vera");
        assertThat(dealt.get("cards").get(1).get("combatant").asText()).isEqualTo("grimsa");
        assertThat(dealt.get("cards").get(3).get("combatant").asText()).isEqualTo("kobbe");

        // Round 1. Vera waits
        s.command(Session.endTurn("vera"));

        // Grimsa's 7 is under her swords 14: the blow strikes home, and the orc may parry or dodge it
        JsonNode offered = find(s.command(attack("grimsa", "orc")).get("events"), "DefenceOffered");
        assertThat(offered.get("reactor").asText()).isEqualTo("orc");
        assertThat(offered.get("parry").asBoolean()).isTrue();
        s.attempt(Session.endTurn("grimsa")).problem(409, "awaiting-reaction");
        // "a successful parry stops the hit": the orc parries with a 5
        JsonNode parry = find(s.command(defend("orc", "parry")).get("events"), "DefenceRolled");
        assertThat(parry.get("held").asBoolean()).isTrue();
        assertThat(parry.get("rule").asText()).isEqualTo("Dragonbane core rules › Parrying");
        // "a reaction replaces the reactor's action of the round": the orc's turn comes without one
        JsonNode forgone = find(s.command(Session.endTurn("grimsa")).get("events"), "ActionForgone");
        assertThat(forgone.get("actor").asText()).isEqualTo("orc");
        s.attempt(attack("orc", "grimsa")).problem(409, "action-used");
        s.command(Session.endTurn("orc"));

        // Kobbe misses with a 16, and pushes the roll: "roll again once and take the condition tied to the roll's
        // attribute" — a 6 hits, and Kobbe is exhausted (swords is a STR skill)
        JsonNode missed = s.command(attack("kobbe", "orc"));
        int attackStep = missed.get("events").get(0).get("step").asInt();
        assertThat(find(missed.get("events"), "AttackRolled").get("hit").asBoolean()).isFalse();
        JsonNode pushed = s.command("{\"type\":\"PushRoll\",\"actor\":\"kobbe\",\"roll\":" + attackStep + "}")
                .get("events");
        assertThat(find(pushed, "RollPushed").get("condition").asText()).isEqualTo("exhausted");
        assertThat(find(pushed, "RollPushed").get("roll").get("outcome").asText()).isEqualTo("success");
        assertThat(find(pushed, "ConditionApplied").get("condition").asText()).isEqualTo("exhausted");
        // the orc parried this round already: "no action left → refused with a code"; it lets the blow pass
        JsonNode refused = s.attempt(defend("orc", "dodge")).problem(409, "no-action-left");
        assertThat(refused.get("rule").asText()).isEqualTo("Dragonbane core rules › Dodging");
        JsonNode blow = find(s.command(pass("orc")).get("events"), "DamageDealt");
        assertThat(blow.get("amount").asInt()).isEqualTo(9); // 5+5 less the orc's armor 1
        s.command(Session.endTurn("kobbe"));

        // Round 2. Vera waits again. The orc's 4 hits Kobbe, whose card has not come yet this round: Kobbe dodges
        // with a 3 (Evade 8)
        s.command(Session.endTurn("vera"));
        s.command(Session.endTurn("grimsa"));
        assertThat(find(s.command(attack("orc", "kobbe")).get("events"), "DefenceOffered").get("reactor").asText())
                .isEqualTo("kobbe");
        JsonNode dodge = find(s.command(defend("kobbe", "dodge")).get("events"), "DefenceRolled");
        assertThat(dodge.get("held").asBoolean()).isTrue();
        assertThat(dodge.get("roll").get("against").asInt()).isEqualTo(8);
        assertThat(find(s.command(Session.endTurn("orc")).get("events"), "ActionForgone").get("actor").asText())
                .isEqualTo("kobbe");
        s.command(Session.endTurn("kobbe"));

        // Round 3. Vera casts a whirlwind at power 1 at the orc: 2 WP, her 5 under Elementalism 14; its 1D8 = 6 waits
        // for the orc's dodge, not a parry (004 › Area of Effect)
        JsonNode whirlwind = s.command("{\"type\":\"CastSpell\",\"actor\":\"vera\",\"spell\":\"whirlwind\","
                + "\"power\":1,\"targets\":[\"orc\"]}").get("events");
        assertThat(find(whirlwind, "SpellCastWithWillpower").get("wpSpent").asInt()).isEqualTo(2);
        JsonNode spellOffered = find(whirlwind, "DefenceOffered");
        assertThat(spellOffered.get("harm").asText()).isEqualTo("spell");
        assertThat(spellOffered.get("parry").asBoolean()).isFalse();
        assertThat(s.read("combatants").get(0).get("wp").asInt()).isEqualTo(8);
        s.attempt(defend("orc", "parry")).problem(409, "cannot-be-parried");
        // the orc dodges with a 3 (Evade 8): the whirlwind passes it by, and the dodge is its action of the round
        JsonNode spellDodged = s.command(defend("orc", "dodge")).get("events");
        assertThat(find(spellDodged, "DefenceRolled").get("held").asBoolean()).isTrue();
        assertThat(spellDodged.toString()).doesNotContain("DamageDealt");
        s.command(Session.endTurn("vera"));
        // Grimsa hits with a 2; the orc dodged already this round, so it cannot parry (409) and lets the blow pass;
        // 6+6 less 1 takes it to 0 HP: it is dying
        s.command(attack("grimsa", "orc"));
        s.attempt(defend("orc", "parry")).problem(409, "no-action-left");
        JsonNode fell = s.command(pass("orc")).get("events");
        assertThat(find(fell, "LifeChanged").get("to").asText()).isEqualTo("dying");
        // "HP 0 → death rolls": a CON roll at the start of its turn, 15 over CON 12, a failure
        JsonNode death = find(s.command(Session.endTurn("grimsa")).get("events"), "DeathSaveRolled");
        assertThat(death.get("failures").asInt()).isEqualTo(1);
        s.command(Session.endTurn("orc"));
        // Kobbe strikes the dying orc (a boon each for unconscious and prone, a bane for exhausted: 3 and 4, the 3
        // kept); it cannot defend; "damage taken at 0 HP counts as a failed death roll"
        JsonNode struck = s.command(attack("kobbe", "orc")).get("events");
        assertThat(find(struck, "AttackRolled").get("roll").get("disadvantage").get(0).asText())
                .isEqualTo("exhausted");
        assertThat(struck.toString()).doesNotContain("DefenceOffered");
        assertThat(find(struck, "DeathRollFailedByDamage").get("failures").asInt()).isEqualTo(2);
        s.command(Session.endTurn("kobbe"));
        // Round 4: Vera and Grimsa wait; the orc's death roll is a Demon, two failures: the third kills it
        s.command(Session.endTurn("vera"));
        JsonNode last = s.command(Session.endTurn("grimsa")).get("events");
        assertThat(find(last, "DeathSaveRolled").get("roll").get("outcome").asText()).isEqualTo("demon");
        assertThat(find(last, "LifeChanged").get("to").asText()).isEqualTo("dead");
        return s;
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative, Melee Attacks, Parrying, Dodging, Pushing Your Roll, Death Rolls; 004 › Area of Effect: the whole battle at the ford, a whirlwind dodged among it, then it verifies, undoes, redoes, revokes a ruling and shows the state as of a step")
    void theWholeBattleAtTheFord() {
        Session s = play("db-whole");
        assertThat(s.verified()).isTrue();
        JsonNode orc = s.read("combatants").get(2);
        assertThat(orc.get("life").asText()).isEqualTo("dead");
        assertThat(s.read("rolls").toString()).contains("Dragonbane core rules › Pushing Your Roll",
                "Dragonbane core rules › Parrying", "Dragonbane core rules › Dodging", "004 › Casting Spells",
                "dodge whirlwind");
        assertThat(s.read("combatants").get(0).get("wp").asInt()).isEqualTo(8);

        // undo the last step: the orc is dying again, its Demon not rolled; redo: dead
        s.command("{\"type\":\"Undo\"}");
        assertThat(s.read("combatants").get(2).get("life").asText()).isEqualTo("dying");
        s.command("{\"type\":\"Redo\"}");
        assertThat(s.read("combatants").get(2).get("life").asText()).isEqualTo("dead");

        // the state as of the step the pushed blow landed: the orc at 1 HP
        int landed = stepOf(s, "DamageDealt", 0);
        JsonNode then = api.get("/encounters/db-whole/state?step=" + landed + "&after=" + s.position()).expect(200)
                .json();
        assertThat(then.get("battle").get("combatants").get("orc").get("vitals").get("hp").asInt()).isEqualTo(1);

        // the GM rules the Demon was a 5: the orc lives, dying; revoking the ruling kills it again
        int demon = stepOf(s, "DeathSaveRolled", 1);
        int ruling = s.command("{\"type\":\"OverrideRoll\",\"step\":" + demon + ",\"roll\":0,\"dice\":[5]}")
                .get("events").get(0).get("step").asInt();
        assertThat(s.read("combatants").get(2).get("life").asText()).isEqualTo("dying");
        s.command("{\"type\":\"RevokeRuling\",\"step\":" + ruling + "}");
        assertThat(s.read("combatants").get(2).get("life").asText()).isEqualTo("dead");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: the same seed and dice give the same events, battle after battle")
    void theSameSeedGivesTheSameEvents() {
        assertThat(payloads(play("db-whole-a"))).isEqualTo(payloads(play("db-whole-b")));
    }

    private List<String> payloads(Session s) {
        assertThat(s.verified()).isTrue();
        List<String> out = new ArrayList<>();
        for (JsonNode e : api.get("/encounters/" + s.id() + "/events").expect(200).json()) {
            out.add(e.get("payload").toString().replace(s.id(), "ID"));
        }
        return out;
    }

    /** The step of the {@code nth} event of a type (from 0) in the stream. */
    private int stepOf(Session s, String type, int nth) {
        int seen = 0;
        for (JsonNode e : api.get("/encounters/" + s.id() + "/events").expect(200).json()) {
            if (type.equals(e.get("payload").path("type").asText()) && seen++ == nth) {
                return e.get("payload").get("step").asInt();
            }
        }
        throw new AssertionError("no " + type + " #" + nth);
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
