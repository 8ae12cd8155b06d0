package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** DESIGN.md › Undo, redo, revoke, over HTTP, with every projection following. */
@MicronautTest(transactional = false)
class TimelineHttpTest extends ServedApi {

    /** ann 18, bob 11, orc 3 with scripted dice; combat started. */
    private Session started(String id) {
        return Session.annBobAndOrc(api, id, "Timeline", 18, 11, 3, 7, 7, 7, 7, 7, 7);
    }

    private static String endTurn(String actor) {
        return Session.endTurn(actor);
    }

    @Test
    void undoThenRedoGivesProjectionsIdenticalToBeforeTheUndo() {
        Session b = started("undo-redo");
        b.command(endTurn("ann"));
        b.command(endTurn("bob"));
        JsonNode summary = b.summary();
        JsonNode combatants = b.read("combatants");
        JsonNode initiative = b.read("initiative");
        JsonNode log = b.read("log");

        JsonNode undo = b.command("{\"type\":\"Undo\"}");
        assertThat(undo.get("events").get(0).get("type").asText()).isEqualTo("StepUndone");
        assertThat(undo.get("events").get(0).get("undoneStep").asInt()).isEqualTo(7);
        assertThat(b.summary().get("turn").get("actor").asText()).isEqualTo("bob");
        assertThat(texts(b.read("log"))).doesNotContain("Bob ends the turn.").endsWith("The GM undoes step 7.");

        b.command("{\"type\":\"Redo\"}");
        JsonNode after = b.summary();
        for (String field : List.of("id", "name", "ruleset", "status", "round", "turn", "seed", "options")) {
            assertThat(after.get(field)).as(field).isEqualTo(summary.get(field));
        }
        assertThat(after.get("step").asInt()).isEqualTo(summary.get("step").asInt() + 2);
        assertThat(b.read("combatants")).isEqualTo(combatants);
        assertThat(b.read("initiative")).isEqualTo(initiative);
        List<String> lines = texts(b.read("log"));
        assertThat(lines.subList(0, log.size())).isEqualTo(texts(log));
        assertThat(lines.subList(log.size(), lines.size()))
                .containsExactly("The GM undoes step 7.", "The GM redoes step 7.");

        JsonNode timeline = b.read("timeline");
        assertThat(timeline).hasSize(9);
        assertThat(timeline.get(6).get("status").asText()).isEqualTo("active");
        assertThat(timeline.get(7).get("command").asText()).isEqualTo("Undo");
        assertThat(timeline.get(7).get("kind").asText()).isEqualTo("timeline");
        assertThat(timeline.get(7).get("by").asText()).isEqualTo("gm");
        assertThat(b.verified()).isTrue();
    }

    @Test
    void undoingThreeStepsThenANewCommandMakesRedoAnswer409() {
        Session b = started("redo-gone");
        b.command(endTurn("ann"));
        b.command(endTurn("bob"));
        b.command(endTurn("orc"));
        for (int i = 0; i < 3; i++) {
            b.command("{\"type\":\"Undo\"}");
        }
        JsonNode timeline = b.read("timeline");
        assertThat(timeline.get(5).get("status").asText()).isEqualTo("undone");
        assertThat(timeline.get(6).get("status").asText()).isEqualTo("undone");
        assertThat(timeline.get(7).get("status").asText()).isEqualTo("undone");
        b.command(endTurn("ann"));
        JsonNode refused = b.attempt("{\"type\":\"Redo\"}").problem(409, "redo-unavailable");
        assertThat(refused.get("rule").asText()).isEqualTo("DESIGN › Undo, redo, revoke");

        JsonNode events = api.get("/encounters/redo-gone/events").expect(200).json();
        assertThat(events).anySatisfy(e -> {
            assertThat(e.get("step").asInt()).isEqualTo(6);
            assertThat(e.get("undone").asBoolean()).isTrue();
        });
        assertThat(events.get(events.size() - 1).get("undone").asBoolean()).isFalse();
        assertThat(b.verified()).isTrue();
    }

    @Test
    void revokingARulingTenStepsEarlierRedecidesKeepsRollsAndDropsTheIllegal() {
        Session b = started("revoke-ten");
        List<Integer> diceBefore = initiativeDice(b);
        // step 6: the GM rules the orc's 3 was a 20: orc, ann, bob
        JsonNode ruling = b.command("{\"type\":\"OverrideRoll\",\"step\":5,\"roll\":2,\"dice\":[20]}");
        assertThat(ruling.get("events").get(0).get("type").asText()).isEqualTo("RollOverridden");
        assertThat(b.summary().get("turn").get("actor").asText()).isEqualTo("orc");
        String[] order = {"orc", "ann", "bob"};
        for (int i = 0; i < 10; i++) {
            b.command(endTurn(order[i % 3]));
        }
        JsonNode revoke = b.command("{\"type\":\"RevokeRuling\",\"step\":6}");
        JsonNode header = revoke.get("events").get(0);
        assertThat(header.get("type").asText()).isEqualTo("RulingRevoked");
        // the orc's three turns (8, 11, 14) end as before: kept, not recorded again (issue 16)
        assertThat(header.get("redecided")).hasSize(7);
        assertThat(revoke.get("events")).filteredOn(e -> e.get("type").asText().equals("StepsKept")).hasSize(3);
        assertThat(header.get("dropped")).hasSize(1);
        assertThat(header.get("dropped").get(0).get("step").asInt()).isEqualTo(7);
        assertThat(header.get("dropped").get(0).get("code").asText()).isEqualTo("not-your-turn");

        assertThat(b.summary().get("turn").get("actor").asText()).isEqualTo("ann");
        assertThat(b.summary().get("round").asInt()).isEqualTo(4);
        assertThat(initiativeDice(b)).isEqualTo(diceBefore);
        JsonNode order2 = b.read("initiative");
        assertThat(order2.get(0).get("combatant").asText()).isEqualTo("ann");

        JsonNode timeline = b.read("timeline");
        assertThat(timeline.get(5).get("status").asText()).isEqualTo("revoked");
        assertThat(timeline.get(6).get("status").asText()).isEqualTo("dropped");
        assertThat(timeline.get(6).get("reason").asText()).contains("not-your-turn");
        assertThat(timeline.get(8).get("status").asText()).isEqualTo("redecided");
        assertThat(timeline.get(8).get("redecidedIn").asInt()).isEqualTo(17);
        assertThat(timeline.get(4).get("status").asText()).isEqualTo("redecided");
        assertThat(timeline.get(7).get("status").asText()).isEqualTo("active");
        assertThat(texts(b.read("log"))).contains("Step 9, decided again:")
                .contains("Step 8, decided again, comes out the same: its events stand.")
                .anySatisfy(l -> assertThat(l).startsWith("The GM revokes the ruling of step 6."));
        assertThat(api.get("/encounters/revoke-ten/verify").expect(200).json().get("verified").asBoolean()).isTrue();
    }

    @Test
    void revokingAnOverrideBringsBackTheTurnsItDroppedInEveryRead() {
        Session b = started("revoke-dropped");
        b.command(endTurn("ann"));
        b.command(endTurn("bob"));
        JsonNode combatants = b.read("combatants");
        String digestBefore = b.read("state?step=7").get("digest").asText();
        // step 8: the orc's 3 was a 20: the orc acts first, so ann's and bob's EndTurns (6, 7) are dropped
        JsonNode ruling = b.command("{\"type\":\"OverrideRoll\",\"step\":5,\"roll\":2,\"dice\":[20]}");
        assertThat(ruling.get("events").get(0).get("dropped")).hasSize(2);

        // step 9: taken back, the battle is the one before the ruling again (DESIGN › Undo, redo, revoke)
        JsonNode header = b.command("{\"type\":\"RevokeRuling\",\"step\":8}").get("events").get(0);
        assertThat(header.get("dropped")).isEmpty();
        assertThat(b.summary().get("turn").get("actor").asText()).isEqualTo("orc");
        assertThat(b.read("combatants")).isEqualTo(combatants);
        JsonNode timeline = b.read("timeline");
        assertThat(timeline.get(5).get("status").asText()).isEqualTo("redecided");
        assertThat(timeline.get(6).get("status").asText()).isEqualTo("redecided");
        assertThat(timeline.get(6).get("redecidedIn").asInt()).isEqualTo(9);
        assertThat(timeline.get(7).get("status").asText()).isEqualTo("revoked");
        assertThat(texts(b.read("log"))).contains("Ann ends the turn.", "Bob ends the turn.");
        JsonNode verify = b.read("verify");
        assertThat(verify.get("verified").asBoolean()).isTrue();
        assertThat(verify.get("digest").asText()).isEqualTo(digestBefore);
    }

    private static List<Integer> initiativeDice(Session b) {
        List<Integer> dice = new ArrayList<>();
        for (JsonNode place : b.read("initiative")) {
            dice.add(place.get("roll").asInt());
        }
        dice.sort(null);
        return dice;
    }

    static List<String> texts(JsonNode log) {
        List<String> out = new ArrayList<>();
        log.forEach(l -> out.add(l.get("text").asText()));
        return out;
    }

    static ObjectNode copy(JsonNode n) {
        return (ObjectNode) n.deepCopy();
    }
}
