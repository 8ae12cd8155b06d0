package battleledger.ledger.monsters;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** GET /monsters and AddCombatant {"from":"srd:goblin"}: a monster added by name, with overrides. */
@MicronautTest(transactional = false)
class MonstersHttpTest {

    @Inject
    EmbeddedServer server;

    Api api() {
        return new Api(server.getURL());
    }

    @Test
    void searchingListsTheMatchingMonsters() {
        JsonNode found = api().get("/monsters?search=orc").expect(200).json();
        assertThat(Table.texts(found, "id")).containsExactly("srd:orc");
        assertThat(found.get(0).get("hp").asInt()).isEqualTo(15);
        assertThat(api().get("/monsters").expect(200).json().size()).isGreaterThanOrEqualTo(40);
        JsonNode goblin = api().get("/monsters/srd:goblin").expect(200).json();
        assertThat(goblin.at("/combatant/attacks/0/damage").asText()).isEqualTo("1d6");
        assertThat(goblin.get("attribution").asText()).contains("SRD 5.1");
        api().get("/monsters/srd:tarrasque").problem(404, "unknown-monster");
    }

    @Test
    void aGoblinIsAddedByNameWithItsStatBlockAndOverrides() {
        Session s = Session.create(api(), "{\"name\":\"Ambush\",\"seed\":5}");
        s.command("{\"type\":\"AddCombatant\",\"from\":\"srd:goblin\",\"id\":\"goblin-2\"}");
        s.command("{\"type\":\"AddCombatant\",\"from\":\"srd:goblin\",\"id\":\"boss\",\"name\":\"Grik\","
                + "\"side\":\"goblins\",\"hp\":12}");
        s.command("{\"type\":\"AddCombatant\",\"from\":\"srd:ogre\",\"id\":\"ogre\","
                + "\"combatant\":{\"abilities\":{\"str\":20},\"ac\":13}}");
        JsonNode fighters = s.read("combatants");
        assertThat(Table.texts(fighters, "id")).containsExactly("goblin-2", "boss", "ogre");
        JsonNode goblin = fighters.get(0);
        assertThat(goblin.get("name").asText()).isEqualTo("Goblin");
        assertThat(goblin.get("side").asText()).isEqualTo("monsters");
        assertThat(goblin.get("hp").asInt()).isEqualTo(7);
        assertThat(goblin.get("ac").asInt()).isEqualTo(15);
        assertThat(goblin.get("size").asText()).isEqualTo("small");
        JsonNode boss = fighters.get(1);
        assertThat(boss.get("name").asText()).isEqualTo("Grik");
        assertThat(boss.get("side").asText()).isEqualTo("goblins");
        assertThat(boss.get("maxHp").asInt()).isEqualTo(12);
        assertThat(fighters.get(2).get("ac").asInt()).isEqualTo(13);
        // the stored event holds the whole stat block, as if it had been typed in
        JsonNode added = s.read("events").get(3).get("payload").get("combatant");
        assertThat(added.at("/abilities/str").asInt()).isEqualTo(20);
        assertThat(added.at("/abilities/dex").asInt()).isEqualTo(8);
        assertThat(added.get("monster").asBoolean()).isTrue();
    }

    @Test
    void anUnknownMonsterIsRefusedAndChangesNothing() {
        Session s = Session.create(api(), "{\"name\":\"Nothing\",\"seed\":5}");
        long before = s.summary().get("position").asLong();
        s.attempt("{\"type\":\"AddCombatant\",\"from\":\"srd:tarrasque\",\"id\":\"t\"}")
                .problem(422, "unknown-monster");
        s.attempt("{\"type\":\"AddCombatant\",\"from\":7,\"id\":\"t\"}").problem(400, "malformed-command");
        s.attempt("{\"type\":\"AddCombatant\",\"from\":\"srd:goblin\",\"id\":\"Not An Id\"}").expect(400);
        assertThat(s.summary().get("position").asLong()).isEqualTo(before);
        assertThat(s.read("combatants")).isEmpty();
    }

    /** 001 › Combat › Initiative: a reinforcement added mid-battle rolls initiative and joins the order. */
    @Test
    void aGoblinCalledInMidBattleRollsInitiativeAndJoinsTheOrder() {
        // ann 18, bob 4; the goblin joins with 9 + 2 = 11, between them
        Session s = Session.create(api(), "{\"name\":\"Reinforced\",\"seed\":5,"
                + "\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[18,4,9]}}}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.add(Session.combatant("bob", "party", 10, 20));
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        JsonNode answer = s.command("{\"type\":\"AddCombatant\",\"from\":\"srd:goblin\",\"id\":\"goblin-2\"}");
        assertThat(Table.texts(answer.get("events"), "type"))
                .containsExactly("CombatantAdded", "InitiativeRolled", "InitiativeOrderSet");
        JsonNode order = s.read("initiative");
        assertThat(Table.texts(order, "combatant")).containsExactly("ann", "goblin-2", "bob");
        assertThat(order.get(1).get("total").asInt()).isEqualTo(11);
        assertThat(s.summary().at("/turn/actor").asText()).isEqualTo("ann");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"ann\"}");
        assertThat(s.summary().at("/turn/actor").asText()).isEqualTo("goblin-2");
        assertThat(s.verified()).isTrue();
    }
}
