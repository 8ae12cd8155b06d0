package battleledger.ledger.rules;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 17 over HTTP: the defects a client could see, and game time. */
@MicronautTest(transactional = false)
class RulesDefectsHttpTest {

    @Inject
    EmbeddedServer server;

    static String creature(String id, String side, int initiativeDex) {
        return "{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"side\":\""
                + side + "\",\"abilities\":{\"str\":10,\"dex\":" + initiativeDex + ",\"con\":10,\"int\":10,\"wis\":10,"
                + "\"cha\":10},\"level\":1,\"ac\":10,\"hp\":20,\"speed\":30,\"attacks\":[{\"name\":\"sword\","
                + "\"ability\":\"str\",\"proficiency\":2,\"damage\":\"1d6\",\"damageType\":\"slashing\",\"reach\":5}]}}";
    }

    /** The orc acts first and readies an attack on the first enemy to come near; Ann then walks up to it. */
    Session annWalksUpToAReadiedOrc(String name, int... attackDice) {
        StringBuilder script = new StringBuilder("20,15,10");
        for (int d : attackDice) {
            script.append(',').append(d);
        }
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"" + name + "\",\"seed\":1,\"options\":"
                + "{\"reactions\":\"playtest\",\"dice\":{\"mode\":\"scripted\",\"script\":[" + script + "]}}}");
        s.command(creature("orc", "orcs", 10));
        s.command(creature("bob", "party", 10));
        s.command(creature("ann", "party", 10));
        s.command("{\"type\":\"StartCombat\"}");
        s.command("{\"type\":\"Ready\",\"actor\":\"orc\",\"trigger\":{\"on\":\"EntersReach\",\"by\":{\"side\":\"enemy\"}},"
                + "\"action\":{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"$trigger\",\"attack\":\"sword\"}}");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"orc\"}");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"bob\"}");
        s.command("{\"type\":\"Move\",\"actor\":\"ann\",\"feet\":5,\"enters\":[\"orc\"]}");
        return s;
    }

    static List<String> types(JsonNode answer) {
        List<String> out = new ArrayList<>();
        answer.path("events").forEach(e -> out.add(e.path("type").asText()));
        return out;
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action (reactions: playtest): passing on a readied attack a move set off is a 200 "
            + "that closes the sequence, not a 500")
    void passingAReadiedAttackAMoveSetOffCloses() {
        Session s = annWalksUpToAReadiedOrc("pass-readied");
        JsonNode answer = s.command("{\"type\":\"PassReaction\",\"actor\":\"orc\"}");
        assertThat(types(answer)).containsExactly("ReactionPassed", "DeclarationsClosed", "SequenceClosed");
        assertThat(s.read("sequence").path("open").asBoolean()).isFalse();
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action: after its readied attack on the mover the orc acts directly before Ann")
    void theReactorMovesDirectlyBeforeTheMover() {
        Session s = annWalksUpToAReadiedOrc("declare-readied", 15, 3);
        JsonNode answer = s.command("{\"type\":\"DeclareReaction\",\"actor\":\"orc\"}");
        assertThat(types(answer)).contains("AttackRolled", "InitiativeOrderSet");
        List<String> order = new ArrayList<>();
        s.read("initiative").forEach(p -> order.add(p.path("combatant").asText()));
        assertThat(order).containsExactly("bob", "orc", "ann");
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting › Long Rest: the GM lets time pass; a second long rest within 24 hours "
            + "is a 409")
    void timePassesAndLongRestsAreOncePerDay() {
        Session s = Session.create(new Api(server.getURL()), "time", 3);
        s.command(creature("ann", "party", 10));
        s.command("{\"type\":\"LongRest\"}");
        s.attempt("{\"type\":\"LongRest\"}").problem(409, "long-rest-too-soon");
        s.attempt("{\"type\":\"PassTime\",\"hours\":-1}").problem(400, "out-of-bounds");
        JsonNode passed = s.command("{\"type\":\"PassTime\",\"hours\":16,\"reason\":\"travel\"}");
        assertThat(types(passed)).containsExactly("TimePassed");
        assertThat(types(s.command("{\"type\":\"LongRest\"}"))).contains("LongRestTaken", "Rested");
        assertThat(s.read("log").toString()).contains("The GM lets 16 hours pass (travel).");
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting › Long Rest: \"If you take any strenuous action during a long rest, "
            + "such as attacking, taking damage, or casting a spell, you must start the rest over\" — a begun rest ends "
            + "after 8 hours of game time, or at the first blow")
    void aBegunLongRestLastsEightHoursUnlessABlowInterruptsIt() {
        Session calm = Session.create(new Api(server.getURL()), "calm-night", 3);
        calm.command(creature("ann", "party", 10));
        assertThat(types(calm.command("{\"type\":\"BeginLongRest\"}"))).containsExactly("LongRestBegun");
        assertThat(calm.read("state").path("battle").path("time").path("resting").has("ann")).isTrue();
        calm.attempt("{\"type\":\"BeginLongRest\",\"combatants\":[\"ann\"]}").problem(409, "already-resting");
        assertThat(types(calm.command("{\"type\":\"PassTime\",\"hours\":7}"))).containsExactly("TimePassed");
        assertThat(types(calm.command("{\"type\":\"PassTime\",\"hours\":1}"))).containsExactly("TimePassed",
                "Rested");
        assertThat(calm.read("log").toString()).contains("ann begins a long rest of 8 hours.");

        Session ambush = Session.create(new Api(server.getURL()), "{\"name\":\"night-ambush\",\"seed\":1,"
                + "\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[20,10,15,4]}}}");
        ambush.command(creature("orc", "orcs", 10));
        ambush.command(creature("ann", "party", 10));
        ambush.command("{\"type\":\"BeginLongRest\",\"combatants\":[\"ann\"]}");
        ambush.command("{\"type\":\"StartCombat\"}");
        ambush.command("{\"type\":\"Move\",\"actor\":\"orc\",\"feet\":5,\"enters\":[\"ann\"]}");
        JsonNode blow = ambush.command("{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"ann\","
                + "\"attack\":\"sword\"}");
        assertThat(types(blow)).contains("DamageDealt", "LongRestInterrupted");
        assertThat(ambush.read("state").path("battle").path("time").path("resting").size()).isZero();
        assertThat(ambush.verified()).isTrue();
    }

    @Test
    @DisplayName("001 › Combat › Initiative: identical goblins roll once as a group over HTTP; a deafened creature "
            + "fails a hearing check the GM calls for")
    void groupInitiativeAndAHearingCheck() {
        Session s = Session.create(new Api(server.getURL()), "{\"name\":\"groups\",\"seed\":1,\"options\":"
                + "{\"dice\":{\"mode\":\"scripted\",\"script\":[18,12]}}}");
        s.command(creature("gob1", "goblins", 10));
        s.command(creature("gob2", "goblins", 10));
        s.command(creature("ann", "party", 10));
        JsonNode started = s.command("{\"type\":\"StartCombat\",\"groups\":[[\"gob1\",\"gob2\"]]}");
        assertThat(types(started)).contains("InitiativeShared");
        List<String> order = new ArrayList<>();
        s.read("initiative").forEach(p -> order.add(p.path("combatant").asText()));
        assertThat(order).containsExactly("gob1", "gob2", "ann");
        s.command("{\"type\":\"ApplyCondition\",\"target\":\"ann\",\"condition\":\"deafened\"}");
        JsonNode check = s.command("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"wis\","
                + "\"dc\":10,\"purpose\":\"hear the goblins\",\"hearing\":true}");
        assertThat(check.toString()).contains("automatic failure (deafened)");
    }
}
