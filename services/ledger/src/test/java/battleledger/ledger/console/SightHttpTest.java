package battleledger.ledger.console;

import battleledger.ledger.Api;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;

import java.util.List;

import static battleledger.ledger.table.Orders.end;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GET /encounters/{id}/sight: what the console shows when a target is hovered, computed by the service as an attack
 * would find it (003 › Line of Sight: only walls block it; 003 › Cover: creatures in the way give cover).
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SightHttpTest {

    @Inject
    EmbeddedServer server;

    Api api;
    /** The store position of the last setting-up command: reads wait for it (?after=), so they see the whole field. */
    long placed;

    static String add(String id, String side, int x, int y) {
        return "{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"side\":\"" + side
                + "\",\"abilities\":{\"str\":10,\"dex\":10,\"con\":10,\"int\":10,\"wis\":10,\"cha\":10},\"level\":1,"
                + "\"ac\":12,\"hp\":10,\"speed\":30,\"position\":{\"x\":" + x + ",\"y\":" + y + "},\"attacks\":[]}}";
    }

    @BeforeAll
    void seat() {
        api = new Api(server.getURL());
        api.post("/encounters", "{\"id\":\"sight\",\"name\":\"Sight\",\"options\":{\"grid\":\"squares\"}}").expect(201);
        api.post("/encounters/sight/commands", add("ann", "party", 1, 1)).expect(200);
        api.post("/encounters/sight/commands", add("orc", "orcs", 5, 1)).expect(200);
        api.post("/encounters/sight/commands", add("gob", "orcs", 1, 5)).expect(200);
        api.post("/encounters/sight/commands", add("bob", "party", 3, 1)).expect(200);
        placed = api.post("/encounters/sight/commands", "{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":0,\"y\":3},{\"x\":1,\"y\":3},"
                + "{\"x\":2,\"y\":3}],\"difficult\":[]}").expect(200).json().path("position").asLong();
        api.post("/encounters", "{\"id\":\"sightless\",\"name\":\"No grid\"}").expect(201);
    }

    @Test
    void aCreatureInTheWayGivesCoverButLeavesTheLineOfSight() {
        JsonNode s = api.get("/encounters/sight/sight?actor=ann&target=orc&after=" + placed).expect(200).json();
        assertThat(s.path("distance").asInt()).isEqualTo(20);
        assertThat(s.path("lineOfSight").asBoolean()).isTrue();
        assertThat(s.path("cover").asText()).isNotEqualTo("none");
        assertThat(s.path("basis").asText()).contains("lines blocked");
        assertThat(s.path("rule").asText()).contains("003 › Cover").contains("003 › Line of Sight");
    }

    @Test
    void aWallAcrossEveryLineBlocksTheSight() {
        JsonNode s = api.get("/encounters/sight/sight?actor=ann&target=gob&after=" + placed).expect(200).json();
        assertThat(s.path("distance").asInt()).isEqualTo(20);
        assertThat(s.path("lineOfSight").asBoolean()).isFalse();
        assertThat(s.path("cover").asText()).isEqualTo("total");
    }

    @Test
    void aPlayerReadsItToo() {
        String token = api.issue("sight", "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        assertThat(api.as(token).get("/encounters/sight/sight?actor=bob&target=ann&after=" + placed).expect(200).json()
                .path("distance").asInt()).isEqualTo(10);
    }

    @Test
    void aCreatureHiddenFromThePlayersCombatantIsAsUnknownAsOneThatIsNotThere() {
        // initiative 20, 19, 18; Ann hides: stealth 20 against Sprite's perception 1 (as ReadPermissionsHttpTest)
        Table table = Table.seat(api, "Hidden", "\"grid\":\"squares\",", new int[]{20, 19, 18}, new int[]{20, 1, 3, 3},
                List.of(), Stat.named("sprite").side("fey").at(1, 1), Stat.named("ann").at(5, 5), Stat.named("bob").at(6, 5));
        table.does(end("sprite"));
        // on a grid one hides only where an observer cannot see plainly (001 › Conditions for Stealth)
        table.does("{\"type\":\"ApplyCondition\",\"target\":\"ann\",\"condition\":\"invisible\"}");
        long hid = table.does("{\"type\":\"Hide\",\"actor\":\"ann\",\"by\":\"ann\"}").path("position").asLong();
        String id = table.battle.id();
        String sprite = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"sprite\"]}");
        String sight = "/encounters/" + id + "/sight?actor=sprite&target=ann&after=" + hid;
        api.as(sprite).get(sight).problem(404, "unknown-combatant");
        assertThat(api.get(sight).expect(200).json()
                .path("distance").asInt()).as("the GM sees where Ann hides").isEqualTo(20);
    }

    @Test
    void anUnknownCreatureIsA404AndNoGridA409() {
        api.get("/encounters/sight/sight?actor=ann&target=nobody&after=" + placed).problem(404, "unknown-combatant");
        api.get("/encounters/sightless/sight?actor=ann&target=orc").problem(409, "no-grid");
        api.anonymous().get("/encounters/sight/sight?actor=ann&target=orc").problem(401, "unauthenticated");
    }
}
