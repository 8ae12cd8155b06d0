package battleledger.ledger.dusk;

import battleledger.ledger.Api;
import battleledger.ledger.table.Orders;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.ledger.table.Orders.WHEN_AN_ENEMY_CASTS;
import static battleledger.ledger.table.Orders.attack;
import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.end;
import static battleledger.ledger.table.Orders.ready;
import static battleledger.ledger.table.Table.first;
import static battleledger.ledger.table.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What players and the GM read of spells over HTTP: an imperceptible caster kept out of the log, an invalid target
 * that only appears to save, the open sequence in the encounter's summary, and refusals that change nothing.
 */
@MicronautTest(transactional = false)
class SpellcastingHttpTest {

    @Inject
    EmbeddedServer server;

    Api api() {
        return new Api(server.getURL());
    }

    /**
     * 000 › Perceiving a Caster at Work: "If an imperceptible casting produces a perceptible effect, it's normally
     * impossible to determine who cast the spell" — the players' log does not name the caster; the GM's does, and
     * so does the caster's own.
     */
    @Test
    void anInnateCastersNameIsReadOnlyByTheGmAndTheCasterItself() {
        // magic missile's dart: 3 + 1 = 4
        Table t = Table.seat(api(), "The hidden hand", new int[]{20, 19, 18}, new int[]{3}, List.of(),
                Stat.named("sprite").side("fey").caster("wizard", 3, "magic-missile").innate(),
                Stat.named("ann"), Stat.named("bob"));
        t.does(cast("sprite", "magic-missile", "ann"));
        List<String> players = t.log();
        assertThat(players).contains("A spell takes shape; nobody sees who casts it.", "Someone chooses a spell.")
                .noneMatch(l -> l.contains("Sprite") && (l.contains("spell") || l.contains("Magic Missile")))
                .contains("Magic Missile is cast; nobody saw by whom.");
        assertThat(texts(t.battle.read("log?as=public"), "secret")).containsOnlyNulls();

        JsonNode gm = t.battle.read("log?as=gm");
        assertThat(texts(gm, "secret")).contains("Sprite begins Magic Missile at Ann.",
                "Sprite casts Magic Missile, spending a level 1 slot.");
        assertThat(texts(t.battle.read("log?as=sprite"), "secret")).contains("Sprite begins Magic Missile at Ann.");
        assertThat(texts(t.battle.read("log?as=ann"), "secret")).doesNotContain("Sprite begins Magic Missile at Ann.");
        api().get("/encounters/" + t.battle.id() + "/log?as=mallory").problem(400, "unknown-viewer");
        // the dart's damage roll does not say who rolled it, except to the GM
        JsonNode dart = t.battle.read("rolls?as=public").get(3);
        assertThat(dart.get("purpose").asText()).isEqualTo("damage");
        assertThat(dart.get("roller").isNull()).isTrue();
        assertThat(t.battle.read("rolls?as=gm").get(3).get("roller").asText()).isEqualTo("sprite");
        assertThat(t.fighter("ann").get("hp").asInt()).isEqualTo(16);
    }

    /**
     * 000 › Invalid Spell Targets: "if you cast charm person on a creature that isn't a humanoid ... nothing happens
     * to the target ... If a successful save would have meant no effect, the target appears to have saved" — and the
     * slot is spent.
     */
    @Test
    void charmPersonOnAZombieAppearsToBeSavedAndStillSpendsTheSlot() {
        Table t = Table.seat(api(), "Charming the dead", new int[]{20, 19}, new int[]{}, List.of(),
                Stat.named("wren").caster("wizard", 3, "charm-person"),
                Stat.named("zombie").side("dead").monster().type("undead"));
        // sent by the GM: that the target was invalid is the GM's to know, Wren's own player reads it as a save
        JsonNode answer = t.does(cast("wren", "charm-person", "zombie").replace(",\"by\":\"wren\"", ""));
        assertThat(first(answer, "InvalidTarget").get("appearsToSave").asBoolean()).isTrue();
        assertThat(t.log()).contains("Zombie succeeds on its saving throw.");
        assertThat(texts(t.battle.read("log?as=gm"), "secret"))
                .anyMatch(s -> s != null && s.contains("no save was rolled"));
        assertThat(t.fighter("zombie").get("conditions")).isEmpty();
        assertThat(t.fighter("wren").at("/spellcasting/slots/1/used").asInt()).isEqualTo(1);
        assertThat(texts(t.battle.read("rolls"), "purpose")).containsOnly("initiative"); // no save was rolled
    }

    @Test
    void theOpenSequenceIsInTheSummaryAndRefusedCastsChangeNothing() {
        Table t = Table.seat(api(), "Refusals", new int[]{20, 19}, new int[]{}, List.of(),
                Stat.named("wren").caster("wizard", 3, "magic-missile", "fireball"),
                Stat.named("orc").side("orcs").monster().sword("1d8"));
        long before = t.battle.summary().get("position").asLong();
        t.battle.attempt(cast("wren", "cone-of-cold", "orc")).problem(422, "spell-not-known");
        t.battle.attempt(cast("wren", "no-such-spell", "orc")).problem(422, "unknown-spell");
        t.battle.attempt(cast("wren", "magic-missile", "nobody")).problem(422, "unknown-combatant");
        t.battle.attempt(Orders.castNode("wren", "fireball", null, "orc").put("level", 10000).toString())
                .problem(400, "invalid-slot-level");
        t.battle.attempt(Orders.castNode("wren", "fireball", null, "orc").put("level", "high").toString())
                .problem(400, "malformed-command");
        assertThat(t.battle.summary().get("position").asLong()).isEqualTo(before);
        assertThat(t.fighter("wren").at("/spellcasting/slots/3/used").asInt()).isZero();

        t.does(end("wren"));
        t.does(ready("orc", WHEN_AN_ENEMY_CASTS, attack("orc", "$trigger", "sword")));
        t.does(end("orc"));
        t.does(cast("wren", "magic-missile", "orc"));
        JsonNode summary = t.battle.summary();
        assertThat(summary.at("/sequence/trigger").asText()).isEqualTo("Wren begins Magic Missile");
        assertThat(texts(summary.at("/sequence/awaiting"), "reactor")).containsExactly("orc");
        assertThat(texts(t.sequence().get("resolutionOrder"), "")).hasSize(1);
    }
}
