package battleledger.ledger.stream;

import battleledger.ledger.Api;
import battleledger.ledger.table.Orders;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 002 › Stages of Spellcasting › Choose the spell: "you can certainly bluff the casting of a spell". A bluff is the
 * GM's and the bluffer's secret: every read another player or a spectator may make shows a spell begun, as a real
 * casting shows it — the command's answer, the log, the sequence, the combatants and the live stream.
 */
@MicronautTest(transactional = false)
class BluffKeptSecretHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: the imp's bluffed fireball reads as a fireball begun "
            + "to Ann's player and to a spectator; the GM and the imp's player read the bluff; nothing comes of it")
    void aBluffIsTheGmsAndTheBluffersSecretInEveryRead() throws Exception {
        Api api = new Api(server.getURL());
        // Ann 20, imp 19, Bob 18; Ann's readied attack on the first enemy to cast: d20 15, damage 4
        Table t = Table.seat(api, "The imp at the ford", new int[]{20, 19, 18}, new int[]{15, 4}, List.of(),
                Stat.named("ann").sword("1d6"), Stat.named("imp").side("fiends").hp(20), Stat.named("bob"));
        String id = t.battle.id();
        t.does(Orders.closeIn("ann", "imp"));
        t.does(Orders.ready("ann", Orders.WHEN_AN_ENEMY_CASTS, Orders.attack("ann", "$trigger", "sword")));
        t.does(Orders.end("ann"));
        Api imp = api.as(api.issue(id, "{\"role\":\"player\",\"combatants\":[\"imp\"]}"));
        Api ann = api.as(api.issue(id, "{\"role\":\"player\",\"combatants\":[\"ann\"]}"));
        Api spectator = api.as(api.issue(id, "{\"role\":\"spectator\"}"));
        Api gm = api.as(Api.gmToken(id));

        JsonNode answer = imp.post("/encounters/" + id + "/commands", "{\"type\":\"CastSpell\",\"actor\":\"imp\","
                + "\"spell\":\"fireball\",\"targets\":[\"ann\"],\"bluff\":true}").expect(200).json();
        assertThat(answer.toString()).contains("\"bluff\":true");
        long position = answer.get("position").asLong();

        for (Api other : List.of(ann, spectator)) {
            for (String read : List.of("", "/log", "/sequence", "/combatants", "/awaiting", "/rolls")) {
                String body = other.get("/encounters/" + id + read + "?after=" + position).expect(200).body();
                assertThat(body).as(read).doesNotContain("bluff").doesNotContain("pretend");
            }
            assertThat(other.get("/encounters/" + id + "/log?after=" + position).body())
                    .contains("Imp begins Fireball at Ann.");
        }
        assertThat(gm.get("/encounters/" + id + "/log?after=" + position).body()).contains("Imp pretends to begin");
        assertThat(imp.get("/encounters/" + id + "/log?after=" + position).body()).contains("Imp pretends to begin");
        assertThat(gm.get("/encounters/" + id + "/sequence?after=" + position).body()).doesNotContain("bluff");
        try (SseClient c = SseClient.open(server.getURL(), "/encounters/" + id + "/stream", null)) {
            List<SseClient.Received> got = c.awaitId(position);
            assertThat(got).isNotEmpty().allSatisfy(r -> assertThat(r.data().toString()).doesNotContain("bluff")
                    .doesNotContain("pretend"));
        }

        // Ann's readied attack answers the casting; then the bluff resolves: nothing happens to Ann
        JsonNode resolved = t.does(Orders.declare("ann"));
        assertThat(Table.first(resolved, "SpellFizzled").get("reason").asText()).isEqualTo("nothing comes of it");
        assertThat(Table.all(resolved, "DamageDealt")).allSatisfy(d -> assertThat(d.get("target").asText())
                .isEqualTo("imp"));
        assertThat(t.battle.verified()).isTrue();
    }
}
