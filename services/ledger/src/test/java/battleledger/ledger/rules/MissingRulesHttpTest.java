package battleledger.ledger.rules;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.rules.RulesDefectsHttpTest.creature;
import static battleledger.ledger.rules.RulesDefectsHttpTest.types;
import static org.assertj.core.api.Assertions.assertThat;

/** Issue 17, the rules of 001 that were missing, as a client sees them: commands, fields and refusals. */
@MicronautTest(transactional = false)
class MissingRulesHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    @DisplayName("001 › Exploration › Time: the summary shows the game time — two rounds and ten minutes — and an "
            + "hour's spell ends when the clock says so")
    void theSummaryShowsTheGameTime() {
        Session s = Session.create(new Api(server.getURL()), "clock", 3);
        s.command(creature("ann", "party", 10));
        s.command(creature("orc", "orcs", 10));
        assertThat(s.summary().path("time").path("seconds").asLong()).isZero();
        assertThat(s.summary().path("time").path("text").asText()).isEqualTo("0 s");
        s.command("{\"type\":\"StartCombat\"}");
        JsonNode order = s.read("initiative");
        String first = order.get(0).path("combatant").asText();
        String second = order.get(1).path("combatant").asText();
        s.command("{\"type\":\"EndTurn\",\"actor\":\"" + first + "\"}");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"" + second + "\"}");
        s.command("{\"type\":\"EndCombat\"}");
        s.command("{\"type\":\"PassTime\",\"minutes\":10}");
        JsonNode time = s.summary().path("time");
        assertThat(time.path("seconds").asLong()).isEqualTo(612);
        assertThat(time.path("text").asText()).isEqualTo("10 min 12 s");
    }

    @Test
    @DisplayName("001 › Combat › Initiative: \"A group of identical creatures can roll once for the entire group\" — as "
            + "the encounter's choice, the two identical orcs share one roll though StartCombat names no group")
    void groupInitiativeAsTheEncountersChoice() {
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"orcs\",\"seed\":5,\"options\":"
                + "{\"groupInitiative\":true}}");
        s.command(creature("ann", "party", 10));
        s.command(creature("orc1", "orcs", 10));
        s.command(creature("orc2", "orcs", 10));
        JsonNode started = s.command("{\"type\":\"StartCombat\"}");
        assertThat(started.path("events").get(0).path("groups").toString()).isEqualTo("[[\"orc1\",\"orc2\"]]");
        assertThat(types(started)).contains("InitiativeShared");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Obscured Areas: \"An environmental phenomenon that heavily obscures you can "
            + "also provide a means to hide\" — the GM lays a fog on the squares, /grid shows it, and Ann hides in it "
            + "with no wall between her and the orc")
    void anObscuredAreaOnTheGrid() {
        Fog.Scene fog = Fog.annHidesFromTheOrc(new Api(server.getURL()), "");
        Session s = fog.session();
        assertThat(fog.hid().path("events").get(1).path("hiddenFrom").toString()).isEqualTo("[\"orc\"]");
        assertThat(s.read("grid").path("obscured").toString()).isEqualTo("[{\"x\":0,\"y\":0}]");
        assertThat(s.verified()).isTrue();
    }

    static String placed(String id, String side, int x) {
        return Fog.placed(id, side, x);
    }

    @Test
    @DisplayName("001 › Modes of Movement, › Staying Quiet; 003 › Cover: on squares Ann climbs at double cost, the GM "
            + "rules the orc's cover and revokes it, and Ann yells a warning")
    void climbingARulingOnSightAndANoise() {
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"cart\",\"seed\":1,\"options\":"
                + "{\"grid\":\"squares\",\"dice\":{\"mode\":\"scripted\",\"script\":[20,5]}}}");
        s.command(placed("ann", "party", 0));
        s.command(placed("orc", "orcs", 4));
        s.command("{\"type\":\"StartCombat\"}");
        JsonNode ruled = s.command("{\"type\":\"RuleSight\",\"from\":\"ann\",\"to\":\"orc\","
                + "\"cover\":\"three-quarters\",\"reason\":\"the orc crouches behind a cart\"}");
        assertThat(types(ruled)).containsExactly("SightRuled");
        assertThat(types(s.command("{\"type\":\"RevokeRuling\",\"step\":" + ruled.path("step").asInt() + "}")))
                .contains("RulingRevoked");
        s.attempt("{\"type\":\"Traverse\",\"actor\":\"ann\",\"mode\":\"fly\",\"feet\":5}")
                .problem(400, "invalid-mode");
        JsonNode climbed = s.command("{\"type\":\"Traverse\",\"actor\":\"ann\",\"mode\":\"climb\","
                + "\"path\":[{\"x\":0,\"y\":1}]}");
        assertThat(climbed.path("events").get(0).path("cost").asInt()).isEqualTo(10);
        JsonNode noise = s.command("{\"type\":\"MakeNoise\",\"actor\":\"ann\",\"noise\":\"yells a warning\"}");
        assertThat(types(noise)).containsExactly("NoiseMade");
        assertThat(s.read("log").toString()).contains("ann climbs 5 feet (10 feet of movement).",
                "ann makes a noise (yells a warning).");
    }

    @Test
    @DisplayName("001 › Ability Scores › Strength › Carrying Capacity; 001 › Combat › Actions in Combat › Help: a "
            + "stat block's gear.carried makes Ann encumbered (an attack at disadvantage), more than twice her capacity "
            + "is a 400, a Help naming a skill needs a helper trained in it and is spent on that skill's check, where a "
            + "trained creature adds its training bonus (001 › Basic Rules › Checks)")
    void encumbranceAndHelpByTraining() {
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"pack\",\"seed\":1,\"options\":"
                + "{\"dice\":{\"mode\":\"scripted\",\"script\":[20,15,10,18,4,3,12]}}}");
        s.attempt(creature("mule", "party", 10).replace("\"speed\":30,", "\"speed\":30,\"gear\":{\"carried\":201},"))
                .problem(400, "over-carrying-capacity");
        s.command(creature("ann", "party", 10).replace("\"speed\":30,", "\"speed\":30,\"gear\":{\"carried\":120},"));
        s.command(creature("bob", "party", 10).replace("\"speed\":30,", "\"speed\":30,\"skills\":{\"thieves-tools\":2},"));
        s.command(creature("orc", "orcs", 10));
        s.command("{\"type\":\"StartCombat\"}");
        s.command("{\"type\":\"Move\",\"actor\":\"ann\",\"feet\":5,\"enters\":[\"orc\"]}");
        JsonNode attack = s.command("{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"orc\",\"attack\":\"sword\"}");
        JsonNode rolled = null;
        for (JsonNode e : attack.path("events")) {
            rolled = "AttackRolled".equals(e.path("type").asText()) ? e : rolled;
        }
        assertThat(rolled.path("roll").path("disadvantage").toString()).isEqualTo("[\"encumbered\"]");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"ann\"}");
        s.attempt("{\"type\":\"Help\",\"actor\":\"bob\",\"ally\":\"ann\",\"ability\":\"dex\",\"skill\":\"arcana\"}")
                .problem(409, "help-needs-training");
        JsonNode help = s.command("{\"type\":\"Help\",\"actor\":\"bob\",\"ally\":\"ann\",\"ability\":\"dex\","
                + "\"skill\":\"thieves-tools\"}");
        assertThat(help.path("events").get(0).path("skill").asText()).isEqualTo("thieves-tools");
        // 001 › Basic Rules › Checks: the skill's check spends Bob's Help; Bob adds his own training to his
        JsonNode lock = s.command("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"dex\",\"dc\":12,"
                + "\"purpose\":\"pick the lock\",\"skill\":\"thieves-tools\"}");
        assertThat(lock.path("events").get(1).path("roll").path("advantage").toString())
                .isEqualTo("[\"help from bob\"]");
        JsonNode bobs = s.command("{\"type\":\"CallForCheck\",\"combatant\":\"bob\",\"ability\":\"dex\",\"dc\":12,"
                + "\"purpose\":\"pick the lock\",\"skill\":\"thieves-tools\"}");
        assertThat(bobs.path("events").get(1).path("roll").path("modifiers").toString())
                .contains("{\"source\":\"thieves-tools\",\"value\":2}");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Use an Item; 001 › Conditions › Ethereal: Ann drops her shield and "
            + "her sword without an action, cannot swing a sword on the ground, picks it up; the ethereal shade walks "
            + "into a wall, blinded, and cannot target her from inside it")
    void heldItemsAndAnEtherealShadeInAWall() {
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"hands\",\"seed\":1,\"options\":"
                + "{\"grid\":\"squares\",\"dice\":{\"mode\":\"scripted\",\"script\":[20,5]}}}");
        s.command(placed("ann", "party", 0).replace("\"speed\":30,",
                "\"speed\":30,\"gear\":{\"handsFree\":0,\"held\":[\"sword\",\"shield\"]},"));
        s.command(placed("shade", "undead", 3));
        s.command("{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":2,\"y\":0}]}");
        s.command("{\"type\":\"ApplyCondition\",\"target\":\"shade\",\"condition\":\"ethereal\"}");
        s.command("{\"type\":\"StartCombat\"}");
        assertThat(types(s.command("{\"type\":\"DropItem\",\"actor\":\"ann\",\"item\":\"shield\"}")))
                .containsExactly("ItemDropped");
        s.attempt("{\"type\":\"DropItem\",\"actor\":\"ann\",\"item\":\"shield\"}").problem(409, "not-holding");
        s.command("{\"type\":\"DropItem\",\"actor\":\"ann\",\"item\":\"sword\"}");
        s.attempt("{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"shade\",\"attack\":\"sword\"}")
                .problem(409, "weapon-dropped");
        assertThat(types(s.command("{\"type\":\"PickUpItem\",\"actor\":\"ann\",\"item\":\"sword\"}")))
                .containsExactly("ItemPickedUp");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"ann\"}");
        JsonNode walked = s.command("{\"type\":\"Move\",\"actor\":\"shade\",\"path\":[{\"x\":2,\"y\":0}]}");
        assertThat(types(walked)).containsExactly("Moved", "ConditionApplied");
        s.attempt("{\"type\":\"Attack\",\"actor\":\"shade\",\"target\":\"ann\",\"attack\":\"sword\"}")
                .problem(422, "inside-object");
        assertThat(s.read("log").toString()).contains("ann drops the shield.", "ann picks up the sword.",
                "shade is blinded: passes into a solid object");
        assertThat(s.verified()).isTrue();
    }

    @Test
    @DisplayName("A fall is the GM's ruling: 30 feet are 3d6 bludgeoning and Ann lands prone; a player may not rule "
            + "one; revoking it gives her hit points back")
    void aFallRuledAndRevoked() {
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"pit\",\"seed\":1,\"options\":"
                + "{\"dice\":{\"mode\":\"scripted\",\"script\":[2,3,4]}}}");
        s.command(creature("ann", "party", 10));
        JsonNode fell = s.command("{\"type\":\"RuleFall\",\"combatant\":\"ann\",\"feet\":30,"
                + "\"reason\":\"the floor gives way\"}");
        assertThat(types(fell)).containsExactly("FallRuled", "DamageDealt", "ConditionApplied");
        assertThat(fell.path("events").get(1).path("amount").asInt()).isEqualTo(9);
        s.attempt("{\"type\":\"RuleFall\",\"combatant\":\"ann\",\"feet\":0}").problem(400, "invalid-distance");
        s.command("{\"type\":\"RevokeRuling\",\"step\":" + fell.path("step").asInt() + "}");
        assertThat(s.read("combatants").get(0).path("hp").asInt()).isEqualTo(20);
        assertThat(s.verified()).isTrue();
    }
}
