package battleledger.ledger.security;

import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import battleledger.ledger.Api;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.MethodOrderer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.closeIn;
import static battleledger.ledger.table.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may read what (README, Who may do what; issue 13, Identity and permissions), as a matrix: every read asked by
 * every party of {@link Parties}. What is read never shows a player or spectator the seed, the dice script, a hidden
 * creature's place, or who cast a spell nobody could perceive being cast (000 › Perceiving a Caster at Work).
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReadPermissionsHttpTest extends ReadTableHttpTest {


    /** What Bob sees of Sprite: both stand in the open. */
    static final String SIGHT_IN_THE_OPEN = "/sight?actor=bob&target=sprite";
    /** What Sprite sees of Ann, who hides from Sprite: only those who may know where Ann is may ask. */
    static final String SIGHT_OF_THE_HIDDEN = "/sight?actor=sprite&target=ann";
    static final List<String> PUBLIC_READS = List.of("", "/combatants", "/initiative", "/log", "/rolls", "/sequence",
            "/grid", "/effects", "/awaiting", "/sheets", "/seat", SIGHT_IN_THE_OPEN, SIGHT_OF_THE_HIDDEN);
    /** What GET /seat answers each party that may read: its role and the combatants it acts for. */
    static final Map<String, String> SEATS = Map.of("gm", "{\"role\":\"gm\",\"combatants\":[]}",
            "own player", "{\"role\":\"player\",\"combatants\":[\"ann\"]}",
            "other player", "{\"role\":\"player\",\"combatants\":[\"bob\"]}",
            "spectator", "{\"role\":\"spectator\",\"combatants\":[]}",
            "auditor", "{\"role\":\"audit\",\"combatants\":[]}",
            "admin", "{\"role\":\"admin\",\"combatants\":[]}");
    static final List<String> AUDIT_READS = List.of("/events", "/timeline", "/state", "/verify");

    /** What each party is answered on a read: 200, 401, 403, or 404 for a creature the party may not see. */
    static int expected(String party, String read) {
        boolean audit = AUDIT_READS.contains(read);
        boolean tokens = read.equals("/tokens");
        if (read.equals(SIGHT_OF_THE_HIDDEN) && party.equals("spectator")) {
            return 404; // where Ann hides is not the spectator's to know: as unknown as a creature not there
        }
        return switch (party) {
            case "no token", "revoked token" -> 401;
            case "gm of another encounter" -> 403;
            case "gm" -> 200;
            case "auditor", "admin" -> tokens ? 403 : 200;
            default -> audit || tokens ? 403 : 200;
        };
    }

    /**
     * Every read × every party, asked while Sprite's unseen magic missile waits on Bob's readied action and Ann hides
     * from Sprite: the right status, and nothing the rules keep from a player or spectator in what they read.
     */
    @TestFactory
    @Order(1)
    Stream<DynamicTest> everyReadAnswersEachPartyWithWhatItMayKnow() {
        String id = battle.battle.id();
        List<DynamicTest> tests = new ArrayList<>();
        List<String> reads = new ArrayList<>(PUBLIC_READS);
        reads.addAll(AUDIT_READS);
        reads.add("/tokens");
        for (String read : reads) {
            tests.add(DynamicTest.dynamicTest("GET " + (read.isEmpty() ? "/" : read) + " for every party", () -> {
                for (Map.Entry<String, String> party : readers.entrySet()) {
                    Api.Answer answer = api.as(party.getValue()).get("/encounters/" + id + read
                            + (read.contains("?") ? "&" : "?") + "after=" + battle.battle.position());
                    int status = expected(party.getKey(), read);
                    if (status == 200) {
                        answer.expect(200);
                    } else {
                        answer.problem(status, status == 401 ? "unauthenticated" : status == 404
                                ? "unknown-combatant" : "forbidden");
                    }
                    if (status == 200 && read.equals("/seat")) {
                        assertThat(answer.json().toString()).as(party.getKey() + "'s seat")
                                .isEqualTo(SEATS.get(party.getKey()));
                    }
                    if (status == 200 && read.equals("/sheets")) {
                        assertThat(texts(answer.json(), "combatant")).as(party.getKey() + "'s stat blocks")
                                .containsExactlyElementsOf(SHEETS.get(party.getKey()));
                    }
                    if (status == 200 && List.of("own player", "other player", "spectator").contains(party.getKey())) {
                        assertNothingSecret(party.getKey(), read, answer.json());
                    }
                }
            }));
        }
        return tests.stream();
    }

    /**
     * Whose stat blocks each party reads on GET /sheets: the GM's and the auditor's all, a player only its own
     * combatants' (never a foe's attacks), a spectator none.
     */
    static final Map<String, List<String>> SHEETS = Map.of("gm", List.of("sprite", "ann", "bob", "cat"),
            "auditor", List.of("sprite", "ann", "bob", "cat"), "admin", List.of("sprite", "ann", "bob", "cat"),
            "own player", List.of("ann"), "other player", List.of("bob"), "spectator", List.of());

    /**
     * The seed, the dice script, who cast the unseen spell, where Ann hides (from all but Ann and her ally Bob; the
     * grid's bounds do not reach her corner either), what Bob readied and for when (his and the GM's; 001 › Ready:
     * the others read that he has readied, not what).
     */
    void assertNothingSecret(String party, String read, JsonNode body) {
        String text = body.toString();
        String as = party + " reading " + read;
        assertThat(text).as(as).doesNotContain("\"seed\":2").doesNotContain("seed 2").doesNotContain("\"script\"");
        for (JsonNode declaration : body.at(read.isEmpty() ? "/sequence/declarations" : "/declarations")) {
            assertThat(declaration.get("actor").isNull()).as(as + ": the unseen caster").isTrue();
        }
        for (JsonNode offer : body.at(read.isEmpty() ? "/awaiting" : "/awaiting")) {
            // Bob is asked on the cat's move, which all saw; never on the unseen casting
            assertThat(offer.get("against").asText()).as(as + ": whom Bob's readied action is against")
                    .isNotEqualTo("sprite");
        }
        if (read.equals("/log")) {
            assertThat(texts(body, "secret")).as(as).containsOnlyNulls();
        }
        boolean seesAnn = !party.equals("spectator");
        if (read.equals("/combatants")) {
            JsonNode ann = body.get(1);
            assertThat(ann.get("id").asText()).isEqualTo("ann");
            assertThat(ann.get("position").isNull()).as(as + ": where Ann hides").isEqualTo(!seesAnn);
        }
        if (read.equals("/grid")) {
            assertThat(texts(body.get("occupants"), "combatant").contains("ann")).as(as).isEqualTo(seesAnn);
            // Sprite at (1, 1), Bob at (6, 5), Ann at (9, 9); two cells of margin
            assertThat(body.get("bounds").toString()).as(as + ": the bounds").isEqualTo(seesAnn
                    ? "{\"minX\":-1,\"minY\":-1,\"maxX\":11,\"maxY\":11}"
                    : "{\"minX\":-1,\"minY\":-1,\"maxX\":8,\"maxY\":7}");
        }
        boolean bobsOwn = party.equals("other player");
        if (read.equals("/combatants")) {
            JsonNode readied = body.get(2).get("readied");
            assertThat(body.get(2).get("id").asText()).isEqualTo("bob");
            assertThat(readied.isObject()).as(as + ": that Bob has readied").isTrue();
            assertThat(readied.get("trigger").isNull()).as(as + ": for when Bob readied").isEqualTo(!bobsOwn);
            assertThat(readied.get("action").isNull()).as(as + ": what Bob readied").isEqualTo(!bobsOwn);
        }
        if (read.equals("/log")) {
            String readies = texts(body, "text").stream().filter(t -> t.startsWith("Bob readies")).findFirst()
                    .orElseThrow();
            assertThat(readies).as(as).isEqualTo(bobsOwn ? readies : "Bob readies an action.");
            assertThat(readies.contains("for when")).as(as + ": what Bob readied, in the log").isEqualTo(bobsOwn);
        }
    }

    @Test
    @Order(2)
    void theGmReadsEverySecretAndTheUnseenCasterItsOwn() {
        String id = battle.battle.id();
        JsonNode gm = api.as(readers.get("gm")).get("/encounters/" + id + "/sequence").expect(200).json();
        assertThat(gm.at("/declarations/0/actor").asText()).isEqualTo("sprite");
        assertThat(api.as(readers.get("gm")).get("/encounters/" + id).expect(200).json().get("seed").asLong())
                .isEqualTo(2);
        String sprite = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"sprite\"]}");
        JsonNode own = api.as(sprite).get("/encounters/" + id + "/sequence").expect(200).json();
        assertThat(own.at("/declarations/0/actor").asText()).isEqualTo("sprite");
        assertThat(texts(api.as(sprite).get("/encounters/" + id + "/log").expect(200).json(), "secret"))
                .contains("Sprite begins Magic Missile at Bob.");
        // Ann hides from Sprite: Sprite's player cannot tell where she is, Sprite's ... nor read as the GM
        JsonNode fighters = api.as(sprite).get("/encounters/" + id + "/combatants").expect(200).json();
        assertThat(fighters.get(1).get("position").isNull()).isTrue();
        api.as(sprite).get("/encounters/" + id + "/log?as=gm").problem(403, "not-your-view");
        api.as(readers.get("spectator")).get("/encounters/" + id + "/log?as=sprite").problem(403, "not-your-view");
    }

    @Test
    @Order(3)
    void tokensAreListedWithoutTheirSecretsAndOnlyTheGmHandsThemOut() {
        String id = battle.battle.id();
        Api.Answer list = api.as(readers.get("gm")).get("/encounters/" + id + "/tokens").expect(200);
        assertThat(list.body()).doesNotContain(Api.gmToken(id)).doesNotContain(readers.get("spectator"));
        assertThat(texts(list.json(), "role")).contains("gm", "player", "spectator", "audit");
        api.as(readers.get("own player")).post("/encounters/" + id + "/tokens", "{\"role\":\"gm\"}")
                .problem(403, "forbidden");
        api.as(readers.get("gm")).post("/encounters/" + id + "/tokens", "{\"role\":\"player\"}")
                .problem(400, "invalid-token-request");
        api.as(readers.get("gm")).post("/encounters/" + id + "/tokens", "{\"role\":\"king\"}")
                .problem(400, "invalid-token-request");
        api.as(readers.get("gm")).delete("/encounters/" + id + "/tokens/tok-nope").problem(404, "unknown-token");
        api.anonymous().post("/admin/projections/rebuild", "").problem(401, "unauthenticated");
        api.as(readers.get("gm")).post("/admin/projections/rebuild", "").problem(403, "forbidden");
        api.as("blt_not-a-real-token").get("/encounters/" + id).problem(401, "unauthenticated");
    }

    /**
     * Without a grid, reach is all there is to tell where a creature is: nobody but the GM and those who see her reads
     * that the hidden Ann is within the orc's reach (the orc's own player included: it does not know where she is).
     */
    @Test
    @Order(5)
    void whoHasAHiddenCreatureWithinReachIsNotTold() {
        // initiative: Ann 20, the orc 1; Ann closes in on the orc, then hides from it: stealth 20 against perception 1
        Table near = Table.seat(api, "Within reach", new int[]{20, 1}, new int[]{20, 1}, List.of(),
                Stat.named("ann"), Stat.named("orc").side("orcs"));
        near.does(closeIn("ann", "orc"));
        near.does("{\"type\":\"Hide\",\"actor\":\"ann\",\"by\":\"ann\",\"observers\":[\"orc\"]}");
        String id = near.battle.id();
        String path = "/encounters/" + id + "/combatants?after=" + near.battle.position();
        String spectator = api.issue(id, "{\"role\":\"spectator\"}");
        String orcs = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"orc\"]}");
        String anns = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"ann\"]}");

        assertThat(reachOfTheOrc(Api.gmToken(id), path)).containsExactly("ann");
        assertThat(reachOfTheOrc(anns, path)).containsExactly("ann");
        assertThat(reachOfTheOrc(spectator, path)).isEmpty();
        assertThat(reachOfTheOrc(orcs, path)).isEmpty();
    }

    private List<String> reachOfTheOrc(String token, String path) {
        JsonNode fighters = api.as(token).get(path).expect(200).json();
        List<String> reach = new ArrayList<>();
        for (JsonNode f : fighters) {
            if (f.get("id").asText().equals("orc")) {
                f.get("withinReach").forEach(r -> reach.add(r.asText()));
            }
        }
        return reach;
    }
}
