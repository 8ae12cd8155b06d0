package battleledger.ledger.dice;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.table.Orders;
import battleledger.ledger.table.Stat;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.stream.Collectors;

import static battleledger.ledger.table.Table.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN › The kernel is a decider › dice from people, over HTTP: a short playtest battle where every die is rolled at
 * the table and typed in. The battle stops at each roll; /awaiting and the summary say who rolls what; SubmitRoll
 * from that roller (or the GM) goes on.
 */
@MicronautTest(transactional = false)
class ManualDiceHttpTest {

    @Inject
    EmbeddedServer server;

    private Api api() {
        return new Api(server.getURL());
    }

    static String submit(String by, int... dice) {
        String values = Arrays.stream(dice).mapToObj(String::valueOf).collect(Collectors.joining(","));
        return "{\"type\":\"SubmitRoll\"" + (by == null ? "" : ",\"by\":\"" + by + "\"") + ",\"dice\":[" + values
                + "]}";
    }

    /** What the battle waits for now, as the GM reads it. */
    private static JsonNode awaited(Session s) {
        JsonNode list = s.read("awaiting");
        assertThat(list).as("the battle waits for one roll").hasSize(1);
        return list.get(0);
    }

    private static Session table(Api api, String id) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"Dice at the table\",\"seed\":1,"
                + "\"options\":{\"dice\":{\"mode\":\"manual\"}}}");
        s.add(Stat.named("wren").hp(20).caster("wizard", 5, "fireball").sword("1d6").json());
        s.add(Stat.named("ann").hp(20).sword("1d8").json());
        s.add(Stat.named("orc").side("orcs").hp(40).ac(13).monster().sword("1d8").json());
        return s;
    }

    /** Combat started: Wren rolled 20, Ann 15, the orc 5. */
    static Session started(Api api, String id) {
        Session s = table(api, id);
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        s.command(submit("wren", 20));
        s.command(submit("ann", 15));
        s.command(submit(null, 5));
        return s;
    }

    @Test
    void aWholeShortBattleIsPlayedWithDiceRolledAtTheTable() {
        Api api = api();
        Session s = table(api, "manual-battle");

        // Initiative: the battle stops at the first die; Wren's player rolls it.
        JsonNode start = s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        assertThat(start.get("events")).hasSize(1);
        assertThat(start.at("/events/0/type").asText()).isEqualTo("RollAwaited");
        JsonNode wrenRolls = awaited(s);
        assertThat(wrenRolls.get("roller").asText()).isEqualTo("wren");
        assertThat(wrenRolls.get("rolledBy").asText()).isEqualTo("player");
        assertThat(wrenRolls.get("purpose").asText()).isEqualTo("initiative");
        assertThat(wrenRolls.get("dice").asText()).isEqualTo("1d20");
        assertThat(wrenRolls.get("command").asText()).isEqualTo("StartCombat");
        assertThat(s.summary().get("rollAwaited")).isEqualTo(wrenRolls);
        assertThat(s.summary().get("status").asText()).as("combat has not started yet").isNotEqualTo("active");
        // nothing else is taken while the battle waits
        s.attempt(Orders.end("wren")).problem(409, "awaiting-dice");
        s.command(submit("wren", 20));
        // Ann's player may not roll the dice of someone else
        assertThat(awaited(s).get("roller").asText()).isEqualTo("ann");
        s.command(submit("ann", 15));
        JsonNode orcRolls = awaited(s);
        assertThat(orcRolls.get("roller").asText()).isEqualTo("orc");
        assertThat(orcRolls.get("rolledBy").asText()).as("a monster's die is the GM's").isEqualTo("gm");
        s.attempt(submit("ann", 12)).problem(403, "not-your-roll");
        JsonNode combat = s.command(submit(null, 5));
        assertThat(first(combat, "DiceSubmitted").get("next").isNull()).isTrue();
        assertThat(s.read("awaiting")).isEmpty();
        assertThat(s.summary().get("rollAwaited").isNull()).isTrue();
        assertThat(s.summary().at("/turn/actor").asText()).isEqualTo("wren");
        assertThat(s.read("initiative").findValuesAsText("combatant")).containsExactly("wren", "ann", "orc");

        // A spell: Wren's fireball. The orc saves (the GM rolls), Wren rolls 8d6.
        s.command(Orders.castNode("wren", "fireball", null, "orc").put("level", 3).toString());
        int guard = 0;
        int hpBefore = fighter(s, "orc").get("hp").asInt();
        while (!s.read("awaiting").isEmpty() && guard++ < 10) {
            JsonNode roll = awaited(s);
            if (roll.get("dice").asText().equals("8d6")) {
                // a wrong count, and a value off the die, are refused and change nothing
                long before = s.summary().get("position").asLong();
                s.attempt(submit("wren", 6, 6, 6, 6, 6, 6, 6)).problem(422, "wrong-dice-count");
                s.attempt(submit("wren", 6, 6, 6, 6, 6, 6, 6, 7)).problem(422, "die-out-of-range");
                assertThat(s.summary().get("position").asLong()).isEqualTo(before);
                assertThat(awaited(s)).isEqualTo(roll);
                s.command(submit("wren", 1, 2, 3, 4, 5, 6, 1, 2));
            } else {
                assertThat(roll.get("rolledBy").asText()).isEqualTo("gm");
                assertThat(roll.get("roller").asText()).isEqualTo("orc");
                s.command(submit(null, 1)); // the orc fails its save
            }
        }
        assertThat(fighter(s, "orc").get("hp").asInt()).as("1+2+3+4+5+6+1+2 fire").isEqualTo(hpBefore - 24);
        s.command(Orders.end("wren"));

        // An attack: Ann's sword. Her d20, then her d8.
        s.command(Orders.closeIn("ann", "orc"));
        int attackStep = s.command(Orders.attack("ann", "orc", "sword")).get("step").asInt();
        assertThat(awaited(s).get("purpose").asText()).isEqualTo("attack");
        assertThat(awaited(s).get("step").asInt()).isEqualTo(attackStep);
        // the state as of the waiting step: the attack is not decided yet
        assertThat(s.read("state?step=" + attackStep).at("/battle/combatants/orc/vitals/hp").asInt())
                .isEqualTo(hpBefore - 24);
        s.command(submit("ann", 17));
        JsonNode damage = awaited(s);
        assertThat(damage.get("purpose").asText()).isEqualTo("damage");
        assertThat(damage.get("dice").asText()).isEqualTo("1d8");
        int damageStep = s.command(submit("ann", 6)).get("step").asInt();
        JsonNode attackInTimeline = s.read("timeline").get(attackStep - 1);
        assertThat(attackInTimeline.get("command").asText()).isEqualTo("Attack");
        assertThat(attackInTimeline.get("kind").asText()).isEqualTo("intent");
        assertThat(attackInTimeline.get("status").asText()).as("decided when its dice came").isEqualTo("redecided");
        assertThat(attackInTimeline.get("redecidedIn").asInt()).isEqualTo(damageStep);
        assertThat(fighter(s, "orc").get("hp").asInt()).isEqualTo(hpBefore - 24 - 6); // 6, Strength 10 adds nothing
        s.command(Orders.end("ann"));

        // A save the GM calls for: Ann rolls her Constitution save.
        s.command("{\"type\":\"CallForSave\",\"combatant\":\"ann\",\"ability\":\"con\",\"dc\":12,"
                + "\"purpose\":\"poison\"}");
        assertThat(awaited(s).get("roller").asText()).isEqualTo("ann");
        s.command(submit("ann", 14));
        assertThat(s.read("awaiting")).isEmpty();

        // the rolls are the dice people rolled, and replay decides the very same battle from them
        JsonNode rolls = s.read("rolls");
        assertThat(rolls.findValuesAsText("purpose")).contains("initiative", "attack", "damage");
        assertThat(rolls.get(0).get("dice").get(0).asInt()).isEqualTo(20);
        // the log says who rolled to the GM and the roller; everyone reads that the battle waits, for which dice
        assertThat(s.read("log").findValuesAsText("secret"))
                .contains("Wren rolled 20 for step 5; it waits for Ann to roll 1d20 for initiative.");
        assertThat(s.read("log?as=public").findValuesAsText("text"))
                .contains("20 rolled for step 5; the battle waits for a roll of 1d20.")
                .noneMatch(line -> line.contains("Wren rolled"));
        assertThat(s.verified()).isTrue();
        s.attempt(submit(null, 3)).problem(409, "nothing-awaited");
    }

    @Test
    void undoTakesBackTheDiceThenTheWaitingCommand() {
        Api api = api();
        Session s = started(api, "manual-undo");
        s.command(Orders.closeIn("wren", "orc"));
        s.command(Orders.attack("wren", "orc", "sword"));
        s.command(submit("wren", 17));
        assertThat(awaited(s).get("purpose").asText()).isEqualTo("damage");
        s.command("{\"type\":\"Undo\"}");
        assertThat(awaited(s).get("purpose").asText()).as("the attack die is taken back").isEqualTo("attack");
        s.command("{\"type\":\"Redo\"}");
        assertThat(awaited(s).get("purpose").asText()).isEqualTo("damage");
        s.command("{\"type\":\"Undo\"}");
        s.command("{\"type\":\"Undo\"}");
        assertThat(s.read("awaiting")).as("the waiting attack is withdrawn").isEmpty();
        s.command(Orders.end("wren"));
        assertThat(s.summary().at("/turn/actor").asText()).isEqualTo("ann");
        assertThat(s.verified()).isTrue();
    }

    @Test
    void playersReadThatTheBattleWaitsButNotWhoseHiddenRollItIs() {
        Api api = api();
        Session s = started(api, "manual-reads");
        s.command(Orders.closeIn("wren", "orc"));
        s.command(Orders.attack("wren", "orc", "sword"));
        String spectator = api.issue(s.id(), "{\"role\":\"spectator\"}");
        JsonNode seen = api.as(spectator).get("/encounters/" + s.id() + "/awaiting?after=" + s.position())
                .expect(200).json().get(0);
        assertThat(seen.get("dice").asText()).isEqualTo("1d20");
        assertThat(seen.get("roller").isNull()).isTrue();
        assertThat(seen.get("command").isNull()).isTrue();
        assertThat(seen.get("rolledBy").isNull()).as("whether a monster or a character rolls").isTrue();
        String anns = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        JsonNode others = api.as(anns).get("/encounters/" + s.id() + "?after=" + s.position()).expect(200).json();
        assertThat(others.at("/rollAwaited/roller").isNull()).as("another player's summary").isTrue();
        assertThat(others.at("/rollAwaited/count").asInt()).isEqualTo(1);
        api.as(anns).post("/encounters/" + s.id() + "/commands", submit(null, 9)).problem(403, "not-your-roll");
        String wrens = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"wren\"]}");
        JsonNode own = api.as(wrens).get("/encounters/" + s.id() + "/awaiting?after=" + s.position())
                .expect(200).json().get(0);
        assertThat(own.get("roller").asText()).isEqualTo("wren");
        assertThat(own.get("purpose").asText()).isEqualTo("attack");
        // the player token submits its own roll without naming itself
        api.as(wrens).post("/encounters/" + s.id() + "/commands", submit(null, 9)).expect(200);
    }

    static JsonNode fighter(Session s, String id) {
        for (JsonNode c : s.read("combatants")) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no combatant " + id);
    }
}
