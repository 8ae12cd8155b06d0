package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.ledger.table.Orders.end;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A move that runs into a creature hidden from the mover (001 › Exploration › Stealth › Benefits of Being Hidden:
 * "your enemies don't know where you are"). It was refused, and the refusal told the mover's player which cell the
 * hidden creature stood in, for free and as often as it liked to ask. Now the mover sets out and is stopped, and the
 * log names the hidden creature to the GM alone.
 */
@MicronautTest(transactional = false)
class HiddenInTheWayHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: the orc's player walks it into hidden Ann; "
            + "the answer is the walk stopped short, and only the GM reads who stopped it")
    void aMoveIntoAHiddenCreatureIsStoppedAndNamesNoOne() {
        Api api = new Api(server.getURL());
        // initiative: Ann 20, the orc 1; Ann, invisible, hides: stealth 20 against the orc's perception 1
        Table battle = Table.seat(api, "Hidden in the way", "\"grid\":\"squares\",", new int[]{20, 1},
                new int[]{20, 1}, List.of(), Stat.named("ann").at(0, 0), Stat.named("orc").side("orcs").at(4, 0));
        String id = battle.battle.id();
        hides(battle);
        battle.does(end("ann"));
        String orcs = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"orc\"]}");
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");

        JsonNode answer = api.as(orcs).post("/encounters/" + id + "/commands", "{\"type\":\"Move\",\"actor\":\"orc\","
                + "\"path\":[{\"x\":3,\"y\":0},{\"x\":2,\"y\":0},{\"x\":1,\"y\":0},{\"x\":0,\"y\":0}]}").expect(200).json();
        // the event's line has a GM's version, so the answer carries the line everyone reads in its place
        assertThat(Table.first(answer, "MoveBlocked").get("text").asText()).startsWith("Orc stops at (1,0)");
        assertThat(answer.toString()).doesNotContain("\"ann\"").doesNotContain("Ann");
        String after = "?after=" + answer.get("position").asText();
        JsonNode orc = null;
        for (JsonNode c : api.as(Api.gmToken(id)).get("/encounters/" + id + "/combatants" + after).expect(200).json()) {
            orc = c.get("id").asText().equals("orc") ? c : orc;
        }
        assertThat(orc.get("position").toString()).isEqualTo("{\"x\":1,\"y\":0}");

        String log = "/encounters/" + id + "/log" + after;
        for (String reader : new String[]{orcs, spectator}) {
            JsonNode line = last(api.as(reader).get(log).expect(200).json());
            assertThat(line.toString()).contains("Orc stops at").doesNotContain("Ann");
        }
        // the GM reads the line everyone reads, and beside it the line as it is
        assertThat(last(api.as(Api.gmToken(id)).get(log).expect(200).json()).get("secret").asText())
                .contains("Ann, hidden from it");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: the orc leaves hidden Ann's reach; she is "
            + "asked for her opportunity attack, and only the GM and her player read that it is she who is asked")
    void aReactionOfferedToAHiddenCreatureNamesItToNoOneElse() {
        Api api = new Api(server.getURL());
        Table battle = Table.seat(api, "Hidden beside the orc", "\"grid\":\"squares\",", new int[]{20, 1},
                new int[]{20, 1}, List.of(), Stat.named("ann").sword("1d8").at(0, 0), Stat.named("orc").side("orcs").at(1, 0));
        String id = battle.battle.id();
        hides(battle);
        battle.does(end("ann"));
        String orcs = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"orc\"]}");
        String anns = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");

        JsonNode answer = api.as(orcs).post("/encounters/" + id + "/commands", "{\"type\":\"Move\",\"actor\":\"orc\","
                + "\"path\":[{\"x\":2,\"y\":0},{\"x\":3,\"y\":0}]}").expect(200).json();
        assertThat(Table.first(answer, "ReactionOffered").get("text").asText())
                .isEqualTo("The battle waits for a reaction.");
        assertThat(answer.toString()).doesNotContain("\"ann\"").doesNotContain("Ann");
        String after = "?after=" + answer.get("position").asText();
        for (String path : new String[]{"/encounters/" + id + after, "/encounters/" + id + "/sequence" + after}) {
            for (String reader : new String[]{orcs, spectator}) {
                JsonNode offer = api.as(reader).get(path).expect(200).json().get("awaiting").get(0);
                assertThat(offer.get("reactor").isNull()).as(path).isTrue();
                assertThat(offer.get("from").isNull()).as(path + ": where the orc left her reach").isTrue();
                assertThat(offer.get("against").asText()).isEqualTo("orc");
            }
            for (String reader : new String[]{anns, Api.gmToken(id)}) {
                assertThat(api.as(reader).get(path).expect(200).json().get("awaiting").get(0).get("reactor").asText())
                        .as(path).isEqualTo("ann");
            }
        }
        // the encounters list a player reads tells no more
        assertThat(api.as(orcs).get("/encounters").expect(200).json().toString()).doesNotContain("\"ann\"");

        JsonNode passed = api.as(anns).post("/encounters/" + id + "/commands",
                "{\"type\":\"PassReaction\",\"actor\":\"ann\"}").expect(200).json();
        String log = "/encounters/" + id + "/log?after=" + passed.get("position").asText();
        assertThat(api.as(spectator).get(log).expect(200).json().toString()).doesNotContain("Ann may")
                .doesNotContain("Ann lets").contains("The reaction awaited is let pass.");
        assertThat(api.as(anns).get(log).expect(200).json().toString()).contains("Ann lets the reaction pass.");
    }

    /** Found by a secrets sweep: the offer's {@code from} was left out only when the reactor hid, not the mover. */
    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: the orc, hidden from Bob but not from Ann, "
            + "leaves Ann's reach; Bob's player and a spectator read the offer without the cell it left from")
    void anOfferDoesNotPlaceAMoverThatHidesFromTheReader() {
        Api api = new Api(server.getURL());
        // initiative: the orc 20 first; it hides invisible: stealth 15 against Ann's perception 20 and Bob's 1
        Table battle = Table.seat(api, "Hidden from Bob", "\"grid\":\"squares\",", new int[]{1, 2, 20},
                new int[]{15, 20, 1}, List.of(), Stat.named("ann").sword("1d8").at(0, 0), Stat.named("bob").at(6, 6),
                Stat.named("orc").side("orcs").at(1, 0));
        String id = battle.battle.id();
        battle.does("{\"type\":\"ApplyCondition\",\"target\":\"orc\",\"condition\":\"invisible\"}");
        battle.does("{\"type\":\"Hide\",\"actor\":\"orc\"}");
        String bobs = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"bob\"]}");
        String anns = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");
        battle.does("{\"type\":\"Move\",\"actor\":\"orc\",\"path\":[{\"x\":2,\"y\":0},{\"x\":3,\"y\":0}]}");
        String after = "?after=" + battle.battle.position();
        for (String path : new String[]{"/encounters/" + id + after, "/encounters/" + id + "/sequence" + after}) {
            for (String reader : new String[]{bobs, spectator}) {
                JsonNode offer = api.as(reader).get(path).expect(200).json().get("awaiting").get(0);
                assertThat(offer.get("reactor").asText()).as(path).isEqualTo("ann");
                assertThat(offer.get("from").isNull()).as(path + ": where the hidden orc stood").isTrue();
            }
            assertThat(api.as(anns).get(path).expect(200).json().at("/awaiting/0/from").toString()).as(path)
                    .isEqualTo("{\"x\":1,\"y\":0}");
        }
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: hidden Ann stands between Bob and the orc; "
            + "the GM's /sight reads the cover she gives, a spectator's none, or a line blocked by nothing it sees "
            + "would point at her")
    void sightLinesDoNotPointAtAHiddenCreature() {
        Api api = new Api(server.getURL());
        Table battle = Table.seat(api, "Hidden between", "\"grid\":\"squares\",", new int[]{20, 10, 1},
                new int[]{20, 1}, List.of(), Stat.named("ann").at(2, 0), Stat.named("bob").at(0, 0),
                Stat.named("orc").side("orcs").at(4, 0));
        String id = battle.battle.id();
        hides(battle);
        String sight = "/encounters/" + id + "/sight?actor=bob&target=orc&after=" + battle.battle.position();
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");
        assertThat(api.as(Api.gmToken(id)).get(sight).expect(200).json().get("cover").asText()).isNotEqualTo("none");
        JsonNode seen = api.as(spectator).get(sight).expect(200).json();
        assertThat(seen.get("cover").asText()).isEqualTo("none");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: Ann's silence is centred on her and moves "
            + "with her; once she hides, a spectator reads the zone without its point or cells, the GM with them")
    void aZoneCentredOnAHiddenCreatureHasNoPlaceForThoseItHidesFrom() {
        Api api = new Api(server.getURL());
        Table battle = Table.seat(api, "Hidden in her silence", "\"grid\":\"squares\",", new int[]{20, 1},
                new int[]{20, 1}, List.of(), Stat.named("ann").caster("cleric", 5, "silence").at(0, 0),
                Stat.named("orc").side("orcs").at(6, 0));
        String id = battle.battle.id();
        battle.does("{\"type\":\"CastSpell\",\"actor\":\"ann\",\"spell\":\"silence\",\"targets\":[\"ann\"]}");
        battle.does(end("ann"));
        battle.does(end("orc"));
        hides(battle);
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");
        String after = "?after=" + battle.battle.position();
        JsonNode zone = api.as(spectator).get("/encounters/" + id + "/effects" + after).expect(200).json().get(0);
        assertThat(zone.get("centre").asText()).isEqualTo("ann");
        assertThat(zone.get("point").isNull()).isTrue();
        JsonNode area = api.as(spectator).get("/encounters/" + id + "/grid" + after).expect(200).json().get("areas")
                .get(0);
        assertThat(area.get("point").isNull()).isTrue();
        assertThat(area.get("cells")).isEmpty();
        JsonNode gms = api.as(Api.gmToken(id)).get("/encounters/" + id + "/grid" + after).expect(200).json()
                .get("areas").get(0);
        assertThat(gms.get("cells")).isNotEmpty();
    }

    /** The GM makes Ann invisible and she hides: stealth 20 against the perception 1 of those she hides from. */
    private static void hides(Table battle) {
        battle.does("{\"type\":\"ApplyCondition\",\"target\":\"ann\",\"condition\":\"invisible\"}");
        battle.does("{\"type\":\"Hide\",\"actor\":\"ann\",\"by\":\"ann\"}");
    }

    private static JsonNode last(JsonNode lines) {
        JsonNode last = null;
        for (JsonNode line : lines) {
            if (line.get("text").asText().contains("stops at")) {
                last = line;
            }
        }
        assertThat(last).as("a line saying the orc stopped").isNotNull();
        return last;
    }
}
