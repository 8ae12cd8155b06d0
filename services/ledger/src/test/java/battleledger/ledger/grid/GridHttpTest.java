package battleledger.ledger.grid;

import battleledger.ledger.Api;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.ledger.table.Table.all;
import static battleledger.ledger.table.Table.first;
import static battleledger.ledger.table.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A battle on a grid over HTTP: terrain laid out, a fireball on hexes catching exactly the creatures on its cells
 * (003 › Areas of Effect), one of them with half cover from the point of origin on its Dexterity save (003 › Cover),
 * and the grid as a read model.
 */
@MicronautTest(transactional = false)
class GridHttpTest {

    @Inject
    EmbeddedServer server;

    static String castAt(String actor, String spell, int x, int y, int corner) {
        return "{\"type\":\"CastSpell\",\"actor\":\"" + actor + "\",\"by\":\"" + actor + "\",\"spell\":\"" + spell
                + "\",\"point\":{\"x\":" + x + ",\"y\":" + y + ",\"corner\":" + corner + "}}";
    }

    /**
     * Wren casts a fireball at the top corner of hex (10,10). On hexes (DMG's half rule) its 20-foot radius covers 54
     * hexes: the goblins at (10,10), (13,9) and (13,10) are in it, the one at (14,10) and the orc behind them are not.
     * The goblin at (13,9) stands between the point of origin and the one at (13,10): 2 of 6 lines blocked, half
     * cover, +2 on its Dexterity save.
     */
    @Test
    void aFireballOnHexesCatchesExactlyTheCreaturesOnItsHexesOneWithHalfCover() {
        // 8d6 of 4s = 32; the saves against DC 14: gob1 5 (fails), gob2 12 + 2 = 14 (saves, half cover), gob4 3
        Table t = Table.seat(new Api(server.getURL()), "Fireball on hexes", "\"grid\":\"hexes\",",
                new int[]{20, 15, 14, 13, 12, 11}, new int[]{4, 4, 4, 4, 4, 4, 4, 4, 5, 12, 3},
                List.of("{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":20,\"y\":10},{\"x\":20,\"y\":11}],"
                        + "\"difficult\":[{\"x\":5,\"y\":10}]}"),
                Stat.named("wren").caster("wizard", 5, "fireball").at(4, 10),
                Stat.named("gob1").side("goblins").monster().hp(40).at(10, 10),
                Stat.named("gob2").side("goblins").monster().hp(40).at(13, 10),
                Stat.named("gob3").side("goblins").monster().hp(40).at(14, 10),
                Stat.named("gob4").side("goblins").monster().hp(40).at(13, 9),
                Stat.named("orc").side("goblins").monster().hp(40).at(3, 3));

        JsonNode before = t.battle.read("grid");
        assertThat(before.get("grid").asText()).isEqualTo("hexes");
        assertThat(before.get("walls")).hasSize(2);
        assertThat(texts(before.get("occupants"), "combatant")).containsExactly("wren", "gob1", "gob2", "gob3",
                "gob4", "orc");

        JsonNode cast = t.does(castAt("wren", "fireball", 10, 10, 0));
        JsonNode area = first(cast, "AreaResolved");
        assertThat(area.get("method").asText()).isEqualTo("dmg");
        assertThat(area.get("cells")).hasSize(54);
        assertThat(texts(area.get("creatures"), "")).containsExactly("gob1", "gob2", "gob4");

        List<JsonNode> saves = all(cast, "SavingThrowMade");
        assertThat(saves).extracting(s -> s.get("combatant").asText()).containsExactly("gob1", "gob2", "gob4");
        List<String> covered = new ArrayList<>();
        for (JsonNode s : saves) {
            s.at("/roll/modifiers").forEach(m -> {
                if (m.get("source").asText().contains("cover")) {
                    covered.add(s.get("combatant").asText() + ": " + m.get("source").asText() + " +"
                            + m.get("value").asInt());
                }
            });
        }
        assertThat(covered).containsExactly("gob2: half cover: 2 of 6 lines blocked from the point of origin "
                + "(15,8.083) to cell (13,10) +2");
        assertThat(saves.get(1).at("/roll/outcome").asText()).isEqualTo("success");
        assertThat(all(cast, "DamageDealt")).extracting(d -> d.get("target").asText() + " " + d.get("amount").asInt())
                .containsExactly("gob1 32", "gob2 16", "gob4 32");
        assertThat(t.fighter("gob3").get("hp").asInt()).isEqualTo(40);
        assertThat(t.log()).anyMatch(l -> l.startsWith("The 20-ft-radius sphere covers 54 cells"));
        // the roll log shows the cover in the save's breakdown, where an auditor looks for it
        assertThat(t.battle.read("rolls")).anyMatch(r -> r.get("modifiers").toString().contains("half cover"));
        assertThat(t.battle.verified()).isTrue();
    }

    @Test
    void onAGridWhoseReachACreatureIsInFollowsFromThePlaces() {
        // it was always [] on a grid: only moves without one, which name whose reach they enter, filled it
        Table t = Table.seat(new Api(server.getURL()), "Within reach", "\"grid\":\"squares\",", new int[]{20, 10},
                new int[]{}, List.of(), Stat.named("ann").sword("1d8").at(0, 0),
                Stat.named("orc").side("orcs").monster().at(3, 0));
        assertThat(t.fighter("ann").get("withinReach")).isEmpty();
        t.does("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":[{\"x\":1,\"y\":0},{\"x\":2,\"y\":0}]}");
        assertThat(t.fighter("ann").get("withinReach").toString()).isEqualTo("[\"orc\"]");
        assertThat(t.fighter("orc").get("withinReach").toString()).isEqualTo("[\"ann\"]");
    }

    @Test
    void aMoveOnTheGridFollowsItsPathAndTheGridShowsWhereEveryoneStands() {
        Table t = Table.seat(new Api(server.getURL()), "Walking", "\"grid\":\"squares\",", new int[]{20, 10},
                new int[]{}, List.of("{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":1,\"y\":1}],\"difficult\":"
                        + "[{\"x\":0,\"y\":2}]}"),
                Stat.named("ann").sword("1d8").at(0, 0), Stat.named("orc").side("orcs").monster().at(5, 5));
        JsonNode moved = first(t.does("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":[{\"x\":0,\"y\":1},"
                + "{\"x\":0,\"y\":2}]}"), "Moved");
        assertThat(moved.get("feet").asInt()).isEqualTo(10);
        assertThat(moved.get("cost").asInt()).isEqualTo(15);
        JsonNode grid = t.battle.read("grid");
        assertThat(grid.at("/occupants/0/anchor/y").asInt()).isEqualTo(2);
        assertThat(grid.at("/bounds/minX").asInt()).isEqualTo(-2);
        t.battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":[{\"x\":1,\"y\":1}]}")
                .problem(409, "illegal-path");
        t.battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":[{\"x\":\"far\"}]}")
                .problem(400, "malformed-command");
        // bad input on a grid: a clear 4xx, and nothing changes
        long at = t.battle.summary().get("position").asLong();
        t.battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":[null]}")
                .problem(400, "malformed-command");
        t.battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":[{\"x\":0,"
                + "\"y\":9999999}]}").problem(400, "invalid-path");
        t.battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"by\":\"ann\",\"path\":"
                + "[{\"x\":0,\"y\":5}]}").problem(409, "illegal-path"); // not a neighbouring cell
        t.battle.attempt("{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":9,\"y\":9}]}")
                .problem(409, "combat-already-started");
        assertThat(t.battle.summary().get("position").asLong()).isEqualTo(at);
        Table none = Table.seat(new Api(server.getURL()), "No grid", new int[]{20}, new int[]{}, List.of(),
                Stat.named("ann"));
        new Api(server.getURL()).get("/encounters/" + none.battle.id() + "/grid").problem(409, "no-grid");
        none.battle.attempt("{\"type\":\"Move\",\"actor\":\"ann\",\"path\":[{\"x\":0,\"y\":1}]}")
                .problem(409, "no-grid");
        none.battle.attempt("{\"type\":\"PlaceTerrain\",\"walls\":[{\"x\":1,\"y\":1}]}").problem(409, "no-grid");
    }
}
