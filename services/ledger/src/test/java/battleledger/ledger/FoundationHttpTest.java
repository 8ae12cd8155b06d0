package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The foundation over HTTP: an encounter is created, four combatants join, combat starts and turns end through
 * two rounds, and every projection tells the same story.
 */
@MicronautTest(transactional = false)
class FoundationHttpTest extends ServedApi {

    @Test
    void aBattleStartsAndItsTurnsRunThroughTwoRoundsInInitiativeOrder() {
        Session battle = Session.create(api, "Goblin ambush", 42);
        battle.add(Session.combatant("teresa", "party", 14, 27));
        battle.add(Session.combatant("timmon", "party", 12, 31));
        battle.add(Session.combatant("gob-1", "goblins", 14, 7));
        battle.add(Session.combatant("gob-2", "goblins", 14, 7));
        JsonNode started = battle.command("{\"type\":\"StartCombat\",\"surprised\":[\"gob-2\"]}");
        assertThat(started.get("step").asInt()).isEqualTo(6);
        assertThat(types(started)).startsWith("CombatStarted", "InitiativeRolled", "InitiativeRolled",
                "InitiativeRolled", "InitiativeRolled").endsWith("InitiativeOrderSet", "RoundStarted", "TurnStarted");

        // 001 › Combat › Initiative: highest total first; ties by Dexterity, then by roll-offs
        JsonNode initiative = battle.read("initiative");
        assertThat(initiative).hasSize(4);
        for (int i = 1; i < initiative.size(); i++) {
            JsonNode before = initiative.get(i - 1);
            JsonNode after = initiative.get(i);
            assertThat(before.get("total").asInt()).isGreaterThanOrEqualTo(after.get("total").asInt());
            if (before.get("total").asInt() == after.get("total").asInt()) {
                assertThat(before.get("dex").asInt()).isGreaterThanOrEqualTo(after.get("dex").asInt());
            }
        }
        List<String> order = new ArrayList<>();
        initiative.forEach(p -> order.add(p.get("combatant").asText()));

        JsonNode summary = battle.summary();
        assertThat(summary.get("status").asText()).isEqualTo("combat");
        assertThat(summary.get("round").asInt()).isEqualTo(1);
        assertThat(summary.get("turn").get("actor").asText()).isEqualTo(order.get(0));

        for (int round = 1; round <= 2; round++) {
            for (String actor : order) {
                assertThat(battle.summary().get("turn").get("actor").asText()).isEqualTo(actor);
                assertThat(battle.summary().get("round").asInt()).isEqualTo(round);
                battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}");
            }
        }
        JsonNode after = battle.summary();
        assertThat(after.get("round").asInt()).isEqualTo(3);
        assertThat(after.get("step").asInt()).isEqualTo(6 + 8);
        assertThat(after.get("position").asLong()).isEqualTo(battle.position());

        JsonNode combatants = battle.read("combatants");
        assertThat(combatants).hasSize(4);
        assertThat(combatants.get(0).get("id").asText()).isEqualTo("teresa");
        assertThat(combatants.get(0).get("hp").asInt()).isEqualTo(27);
        assertThat(combatants.get(0).get("maxHp").asInt()).isEqualTo(27);
        assertThat(combatants.get(0).get("position").isNull()).as("no grid, no place").isTrue();
        // gob-2's first turn has passed, so it is no longer surprised (001 › Combat › Surprise)
        assertThat(combatants.get(3).get("surprised").asBoolean()).isFalse();

        JsonNode log = battle.read("log");
        assertThat(log.get(0).get("text").asText()).contains("Goblin ambush");
        assertThat(log).anySatisfy(l -> assertThat(l.get("text").asText()).startsWith("Teresa rolls initiative: 1d20 ("));
        assertThat(log).anySatisfy(l -> assertThat(l.get("text").asText()).isEqualTo("Round 3 begins."));
        JsonNode initiativeLine = find(log, "InitiativeRolled");
        assertThat(initiativeLine.get("rule").asText()).isEqualTo("001 › Combat › Initiative");
        assertThat(initiativeLine.get("rolls").get(0).get("dice")).hasSize(1);

        JsonNode events = api.get("/encounters/" + battle.id() + "/events").expect(200).json();
        assertThat(events.get(0).get("type").asText()).isEqualTo("EncounterCreated");
        assertThat(events.get(0).get("step").asInt()).isEqualTo(1);
        assertThat(events.get(0).get("undone").asBoolean()).isFalse();
        assertThat(events.get(events.size() - 1).get("position").asLong()).isEqualTo(battle.position());
        assertThat(log).hasSize(events.size());
        assertThat(battle.verified()).isTrue();
    }

    @Test
    void theStepOfEveryAnswerCountsTheAcceptedCommands() {
        Session battle = Session.create(api, "Counting", 7);
        assertThat(battle.add(Session.combatant("ann", "party", 10, 10)).get("step").asInt()).isEqualTo(2);
        battle.attempt("{\"type\":\"EndTurn\",\"actor\":\"ann\"}").problem(409, "combat-not-started");
        assertThat(battle.add(Session.combatant("bob", "party", 10, 10)).get("step").asInt()).isEqualTo(3);
    }

    private static List<String> types(JsonNode answer) {
        List<String> types = new ArrayList<>();
        answer.get("events").forEach(e -> types.add(e.get("type").asText()));
        return types;
    }

    private static JsonNode find(JsonNode log, String type) {
        for (JsonNode l : log) {
            if (l.get("type").asText().equals(type)) {
                return l;
            }
        }
        throw new AssertionError("no " + type + " in the log");
    }
}
