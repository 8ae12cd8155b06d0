package battleledger.ledger.console;

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
import java.util.stream.IntStream;

import static battleledger.ledger.table.Orders.end;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The instant areas of this round on GET /grid (issue 14: a fireball leaves no zone, and the console drew nothing):
 * each with its spell, step and cells, gone with an undone step and at the next round; an unseen caster's area
 * (000 › Perceiving a Caster at Work) names its caster only to the GM and to the caster's own player.
 */
@MicronautTest(transactional = false)
class ResolvedAreasHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aFireballCastUnseenIsDrawnThisRoundWithoutItsCasterForThoseWhoCouldNotPerceiveIt() {
        Api api = new Api(server.getURL());
        // initiative: Sprite 20, Bob 10; then every die a 3 (the fireball's 8d6 and Bob's save)
        Table table = Table.seat(api, "Areas this round", "\"grid\":\"squares\",", new int[]{20, 10},
                IntStream.generate(() -> 3).limit(40).toArray(), List.of(),
                Stat.named("sprite").side("fey").caster("wizard", 5, "fireball").innate().at(1, 1),
                Stat.named("bob").at(8, 8));
        String id = table.battle.id();
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");
        String sprites = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"sprite\"]}");
        String bobs = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"bob\"]}");

        JsonNode cast = table.does("{\"type\":\"CastSpell\",\"actor\":\"sprite\",\"spell\":\"fireball\",\"level\":3,"
                + "\"point\":{\"x\":8,\"y\":8}}");
        int step = cast.get("step").asInt();
        JsonNode gm = grid(api, Api.gmToken(id), table);
        assertThat(gm.get("resolved")).hasSize(1);
        JsonNode fireball = gm.get("resolved").get(0);
        assertThat(fireball.get("spell").asText()).isEqualTo("fireball");
        assertThat(fireball.get("step").asInt()).isEqualTo(step);
        assertThat(fireball.get("caster").asText()).as("the GM knows who cast it").isEqualTo("sprite");
        assertThat(fireball.get("perceptible").asBoolean()).as("innate magic: 000 › Perceiving a Caster at Work")
                .isFalse();
        assertThat(cells(fireball)).as("the fireball's cells").contains("8,8").hasSizeGreaterThan(4);

        for (String reader : List.of(spectator, bobs)) {
            JsonNode seen = grid(api, reader, table).get("resolved").get(0);
            assertThat(seen.get("caster").isNull()).as("who cast it unseen is kept secret").isTrue();
            assertThat(cells(seen)).isEqualTo(cells(fireball));
        }
        assertThat(grid(api, sprites, table).get("resolved").get(0).get("caster").asText())
                .as("the caster knows it cast it").isEqualTo("sprite");
        assertThat(api.as(spectator).get("/encounters/" + id + "/grid?after=" + table.battle.position()).body())
                .doesNotContain("sprite\",\"point").doesNotContain("\"caster\":\"sprite\"");

        table.does("{\"type\":\"Undo\"}");
        assertThat(grid(api, Api.gmToken(id), table).get("resolved")).as("undone with its step").isEmpty();
        table.does("{\"type\":\"Redo\"}");
        assertThat(grid(api, Api.gmToken(id), table).get("resolved")).as("redone").hasSize(1);

        table.does(end("sprite"));
        assertThat(grid(api, Api.gmToken(id), table).get("resolved")).as("still this round").hasSize(1);
        table.does(end("bob"));
        assertThat(grid(api, Api.gmToken(id), table).get("resolved")).as("a new round (001 › Combat › The Round)")
                .isEmpty();
    }

    private static JsonNode grid(Api api, String token, Table table) {
        return api.as(token).get("/encounters/" + table.battle.id() + "/grid?after=" + table.battle.position())
                .expect(200).json();
    }

    private static List<String> cells(JsonNode area) {
        List<String> out = new ArrayList<>();
        area.get("cells").forEach(c -> out.add(c.get("x").asInt() + "," + c.get("y").asInt()));
        return out;
    }
}
