package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A full small battle over HTTP, four against four, with the playtest rules (001 › Combat, Damage and Dying,
 * Conditions): attacks, a Dodge, a Help, a Hide and a Search, an opportunity attack, a GM's ruling, monsters dying
 * and Dan dying and stabilized by his death saves. The dice are scripted, written beside the commands that roll
 * them, so every outcome is asserted.
 */
@MicronautTest(transactional = false)
class SkirmishHttpTest {

    @Inject
    EmbeddedServer server;

    /** Initiative (in the order they join): ann 20, bob 17, cal 9, dan 7, orc-1 18, orc-2 10, gob-1 13, gob-2 5. */
    static final int[] DICE = {20, 17, 9, 7, 18, 10, 13, 5,
            14, 6, 8, 15, 6, 16, 10, 4, 17, 15, 7, 12, 9,          // round 1
            5, 11, 12, 3, 4, 16, 2, 7, 15, 5, 3, 4, 2, 10, 3,     // round 2
            9, 2, 4, 1, 6, 3, 14, 6, 15, 8,                        // round 3
            18, 5, 11};                                            // round 4

    static String creature(String id, String side, int str, int dex, int con, int wis, int level, int ac, int hp,
                           boolean monster, String attacks) {
        return "{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"side\":\"" + side + "\",\"abilities\":{\"str\":"
                + str + ",\"dex\":" + dex + ",\"con\":" + con + ",\"int\":10,\"wis\":" + wis + ",\"cha\":10},"
                + "\"level\":" + level + ",\"ac\":" + ac + ",\"hp\":" + hp + ",\"speed\":30,\"monster\":" + monster
                + ",\"attacks\":[" + attacks + "]}";
    }

    static final String SWORD = "{\"name\":\"sword\",\"ability\":\"str\",\"proficiency\":2,\"damage\":\"1d8\","
            + "\"damageType\":\"slashing\",\"reach\":5}";
    static final String MACE = "{\"name\":\"mace\",\"ability\":\"str\",\"proficiency\":2,\"damage\":\"1d6\","
            + "\"damageType\":\"bludgeoning\",\"reach\":5}";
    static final String DAGGER = "{\"name\":\"dagger\",\"ability\":\"dex\",\"proficiency\":2,\"damage\":\"1d4\","
            + "\"damageType\":\"piercing\",\"reach\":5,\"range\":[20,60]}";
    static final String SHORTBOW = "{\"name\":\"shortbow\",\"ability\":\"dex\",\"proficiency\":2,\"damage\":\"1d6\","
            + "\"damageType\":\"piercing\",\"range\":[80,320]}";
    static final String GREATAXE = "{\"name\":\"greataxe\",\"ability\":\"str\",\"proficiency\":2,\"damage\":\"1d12\","
            + "\"damageType\":\"slashing\",\"reach\":5}";
    static final String SCIMITAR = "{\"name\":\"scimitar\",\"ability\":\"dex\",\"proficiency\":2,\"damage\":\"1d6\","
            + "\"damageType\":\"slashing\",\"reach\":5}";

    Session battle;

    JsonNode does(String json) {
        return battle.command(json);
    }

    static String attack(String actor, String target, String weapon) {
        return "{\"type\":\"Attack\",\"actor\":\"" + actor + "\",\"target\":\"" + target + "\",\"attack\":\"" + weapon
                + "\"}";
    }

    static String shoot(String actor, String target, int distance) {
        return "{\"type\":\"Attack\",\"actor\":\"" + actor + "\",\"target\":\"" + target + "\",\"attack\":\"shortbow\","
                + "\"situation\":{\"cover\":\"none\",\"distance\":" + distance + ",\"unseen\":false}}";
    }

    static String move(String actor, int feet, String leaves, String enters) {
        return "{\"type\":\"Move\",\"actor\":\"" + actor + "\",\"feet\":" + feet + ",\"leaves\":[" + leaves
                + "],\"enters\":[" + enters + "]}";
    }

    static String end(String actor) {
        return "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}";
    }

    JsonNode fighter(String id) {
        for (JsonNode c : battle.read("combatants")) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no " + id);
    }

    static JsonNode event(JsonNode answer, String type) {
        for (JsonNode e : answer.get("events")) {
            if (e.get("type").asText().equals(type)) {
                return e;
            }
        }
        throw new AssertionError("no " + type + " in " + answer);
    }

    @Test
    void fourAgainstFourToTheEnd() {
        Api api = new Api(server.getURL());
        String script = java.util.Arrays.stream(DICE).mapToObj(String::valueOf).collect(Collectors.joining(","));
        battle = Session.create(api, "{\"id\":\"skirmish\",\"name\":\"Skirmish at the ford\",\"seed\":1,"
                + "\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[" + script + "]}}}");
        battle.add(creature("ann", "party", 16, 12, 14, 10, 3, 16, 24, false, SWORD));
        battle.add(creature("bob", "party", 12, 10, 12, 16, 3, 14, 20, false, MACE));
        battle.add(creature("cal", "party", 10, 18, 12, 12, 3, 14, 18, false, DAGGER + "," + SHORTBOW));
        battle.add(creature("dan", "party", 8, 14, 12, 12, 3, 12, 8, false, DAGGER));
        battle.add(creature("orc-1", "orcs", 16, 12, 12, 8, 0, 13, 15, true, GREATAXE));
        battle.add(creature("orc-2", "orcs", 16, 12, 12, 8, 0, 13, 15, true, GREATAXE));
        battle.add(creature("gob-1", "orcs", 8, 14, 10, 8, 0, 15, 7, true, SCIMITAR + "," + SHORTBOW));
        battle.add(creature("gob-2", "orcs", 8, 14, 10, 8, 0, 15, 7, true, SCIMITAR + "," + SHORTBOW));
        does("{\"type\":\"StartCombat\",\"surprised\":[]}");
        List<String> order = new ArrayList<>();
        battle.read("initiative").forEach(p -> order.add(p.get("combatant").asText()));
        assertThat(order).containsExactly("ann", "orc-1", "bob", "gob-1", "cal", "orc-2", "dan", "gob-2");

        // ---- round 1
        does(move("ann", 20, "", "\"orc-1\""));
        JsonNode hit = does(attack("ann", "orc-1", "sword"));
        assertThat(event(hit, "AttackRolled").get("roll").get("total").asInt()).isEqualTo(19);
        assertThat(event(hit, "DamageDealt").get("hpAfter").asInt()).isEqualTo(6);
        battle.attempt(attack("ann", "orc-1", "sword")).problem(409, "action-used");
        does(end("ann"));
        assertThat(event(does(attack("orc-1", "ann", "greataxe")), "AttackRolled").get("hit").asBoolean()).isFalse();
        does(end("orc-1"));
        does("{\"type\":\"Help\",\"actor\":\"bob\",\"ally\":\"ann\",\"ability\":\"str\"}");
        assertThat(fighter("ann").get("helpedBy")).hasSize(1);
        does(end("bob"));
        JsonNode hid = event(does("{\"type\":\"Hide\",\"actor\":\"gob-1\"}"), "HideResolved");
        assertThat(hid.get("hiddenFrom")).extracting(JsonNode::asText).containsExactly("ann", "cal", "dan");
        does(end("gob-1"));
        battle.attempt(shoot("cal", "gob-1", 40)).problem(422, "target-hidden");
        JsonNode found = does("{\"type\":\"Search\",\"actor\":\"cal\"}");
        assertThat(event(found, "Revealed").get("from")).extracting(JsonNode::asText).containsExactly("cal");
        does(end("cal"));
        does(move("orc-2", 30, "", "\"dan\""));
        JsonNode felled = does(attack("orc-2", "dan", "greataxe"));
        assertThat(event(felled, "LifeChanged").get("to").asText()).isEqualTo("dying");
        assertThat(fighter("dan").get("conditions")).extracting(JsonNode::asText).containsExactly("prone", "unconscious");
        JsonNode firstSave = does(end("orc-2"));
        assertThat(event(firstSave, "DeathSaveRolled").get("success").asBoolean()).isTrue();
        battle.attempt("{\"type\":\"Dodge\",\"actor\":\"dan\"}").problem(409, "incapacitated");
        does(end("dan"));
        does(shoot("gob-2", "bob", 60));
        does(end("gob-2"));
        assertThat(battle.summary().get("round").asInt()).isEqualTo(2);

        // ---- round 2: Bob's help gives Ann advantage on her check
        JsonNode shove = event(does("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":12,"
                + "\"purpose\":\"shove the orc\"}"), "CheckRolled");
        assertThat(shove.get("roll").get("advantage")).extracting(JsonNode::asText).containsExactly("help from bob");
        assertThat(shove.get("roll").get("outcome").asText()).isEqualTo("success");
        JsonNode kill = does(attack("ann", "orc-1", "sword"));
        assertThat(event(kill, "LifeChanged").get("to").asText()).isEqualTo("dead");
        does(end("ann"));
        assertThat(battle.summary().get("turn").get("actor").asText()).isEqualTo("bob"); // the dead are skipped
        does("{\"type\":\"Dodge\",\"actor\":\"bob\"}");
        assertThat(fighter("bob").get("dodging").asBoolean()).isTrue();
        does(end("bob"));
        JsonNode sneak = does(shoot("gob-1", "ann", 30));
        assertThat(event(sneak, "AttackRolled").get("roll").get("advantage")).extracting(JsonNode::asText)
                .containsExactly("hidden from the target");
        assertThat(event(sneak, "Revealed")).isNotNull();
        does(end("gob-1"));
        does("{\"type\":\"ApplyCondition\",\"target\":\"orc-2\",\"condition\":\"restrained\",\"source\":\"cal\"}");
        JsonNode netted = does(shoot("cal", "orc-2", 30));
        assertThat(event(netted, "AttackRolled").get("roll").get("advantage")).extracting(JsonNode::asText)
                .containsExactly("target restrained");
        does(end("cal"));
        JsonNode cancelled = event(does(attack("orc-2", "dan", "greataxe")), "AttackRolled");
        assertThat(cancelled.get("roll").get("dice")).hasSize(1); // advantage and disadvantage cancel
        assertThat(cancelled.get("roll").get("disadvantage")).extracting(JsonNode::asText).containsExactly("restrained");
        JsonNode failed = does(end("orc-2"));
        assertThat(event(failed, "DeathSaveRolled").get("success").asBoolean()).isFalse();
        assertThat(event(failed, "DamageDealt").get("hpAfter").asInt()).isEqualTo(-4);
        does(end("dan"));
        does(move("gob-2", 30, "", "\"cal\""));
        does(attack("gob-2", "cal", "scimitar"));
        does(end("gob-2"));

        // ---- round 3: an opportunity attack
        does(move("ann", 15, "", "\"orc-2\""));
        does(attack("ann", "orc-2", "sword"));
        does(end("ann"));
        assertThat(fighter("bob").get("dodging").asBoolean()).isFalse(); // it lasted until his next turn
        does(end("bob"));
        assertThat(event(does(shoot("gob-1", "ann", 30)), "AttackRolled").get("roll").get("outcome").asText())
                .isEqualTo("miss (natural 1)");
        does(end("gob-1"));
        JsonNode away = does(move("cal", 10, "\"gob-2\"", ""));
        assertThat(event(away, "ReactionOffered").get("reactor").asText()).isEqualTo("gob-2");
        assertThat(battle.summary().get("awaiting")).hasSize(1);
        battle.attempt(shoot("cal", "gob-1", 40)).problem(409, "awaiting-reaction");
        JsonNode opportunity = event(does("{\"type\":\"DeclareReaction\",\"actor\":\"gob-2\",\"attack\":\"scimitar\"}"),
                "AttackRolled");
        assertThat(opportunity.get("roll").get("advantage")).extracting(JsonNode::asText)
                .containsExactly("opportunity attack");
        assertThat(fighter("gob-2").get("reactionAvailable").asBoolean()).isFalse();
        does(shoot("cal", "gob-1", 40));
        JsonNode secondSave = does(end("cal"));
        assertThat(event(secondSave, "DeathSaveRolled").get("successes").asInt()).isEqualTo(2);
        does(end("dan"));
        does(shoot("gob-2", "cal", 10));
        does(end("gob-2"));

        // ---- round 4: the last goblin falls, and Dan's third success stabilizes him
        does(move("ann", 30, "", "\"gob-2\""));
        does(attack("ann", "gob-2", "sword"));
        does(end("ann"));
        does(end("bob"));
        JsonNode stable = does(end("cal"));
        assertThat(event(stable, "LifeChanged").get("to").asText()).isEqualTo("stable");
        does("{\"type\":\"EndCombat\"}");

        // ---- every projection tells the end of the fight
        JsonNode summary = battle.summary();
        assertThat(summary.get("status").asText()).isEqualTo("setup");
        assertThat(summary.get("turn").isNull()).isTrue();
        JsonNode dan = fighter("dan");
        assertThat(dan.get("life").asText()).isEqualTo("stable");
        assertThat(dan.get("hp").asInt()).isEqualTo(-4);
        assertThat(dan.get("deathSaves").asInt()).isZero();
        assertThat(dan.get("conditions")).extracting(JsonNode::asText).contains("unconscious");
        for (String dead : List.of("orc-1", "orc-2", "gob-1", "gob-2")) {
            assertThat(fighter(dead).get("life").asText()).as(dead).isEqualTo("dead");
        }
        assertThat(fighter("orc-2").get("afflictions").get(0).get("source").asText()).isEqualTo("cal");
        assertThat(fighter("ann").get("hp").asInt()).isEqualTo(20);
        assertThat(fighter("cal").get("hp").asInt()).isEqualTo(13);
        assertThat(battle.read("initiative")).isEmpty();

        List<String> log = TimelineHttpTest.texts(battle.read("log"));
        assertThat(log).contains("dan is dying (0 hit points or fewer).", "dan is stable (three successful death saves).",
                "orc-1 dies (a monster that drops to 0 hit points typically just dies).",
                "The GM rules orc-2 is restrained.", "The GM ends the combat.");
        JsonNode rolls = battle.read("rolls");
        assertThat(rolls.size()).isGreaterThan(30);
        JsonNode opportunityRoll = null;
        for (JsonNode r : rolls) {
            if ("opportunity attack".equals(r.get("purpose").asText())) {
                opportunityRoll = r;
            }
        }
        assertThat(opportunityRoll).isNotNull();
        assertThat(opportunityRoll.get("dice")).extracting(JsonNode::asInt).containsExactly(6, 3);
        assertThat(opportunityRoll.get("kept")).extracting(JsonNode::asInt).containsExactly(6);
        assertThat(opportunityRoll.get("against").asInt()).isEqualTo(14);
        assertThat(opportunityRoll.get("rule").asText()).isEqualTo("001 › Combat › Attack Basics › Attack Rolls");
        JsonNode timeline = battle.read("timeline");
        assertThat(timeline).anySatisfy(s -> {
            assertThat(s.get("command").asText()).isEqualTo("ApplyCondition");
            assertThat(s.get("kind").asText()).isEqualTo("ruling");
        });
        assertThat(battle.verified()).isTrue();
    }
}
