package battleledger.ledger.security;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static battleledger.ledger.table.Orders.WHEN_AN_ENEMY_CASTS;
import static battleledger.ledger.table.Orders.attack;
import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.end;
import static battleledger.ledger.table.Orders.ready;
import static battleledger.ledger.table.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may do what (README; issue 13, Identity and permissions), as a matrix: every command kind and every read, sent
 * by the GM, a player for its own combatant, a player for another, a spectator, an auditor, the GM of another
 * encounter, the admin credential, a revoked token and no token at all. Refusals are 401 or 403 problem+json and
 * change nothing; what is read never shows a player or spectator the seed, the dice script, a hidden creature's
 * place, or who cast a spell nobody could perceive being cast (000 › Perceiving a Caster at Work).
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
class WhoMayDoWhatHttpTest {

    @Inject
    EmbeddedServer server;

    Api api;
    /** The battle the reads are asked of: Sprite (innate, fey) cast magic missile unseen; Ann hides from Sprite. */
    Table battle;
    /** The encounter the commands are sent to. */
    Session target;
    Map<String, String> readers;
    Map<String, String> senders;

    @BeforeAll
    void seatTheTable() {
        api = new Api(server.getURL());
        // initiative 20, 19, 18; Ann hides: stealth 20 against Sprite's perception 1; bob's readied sword is set off
        battle = Table.seat(api, "Who may read what", "\"grid\":\"squares\",", new int[]{20, 19, 18},
                new int[]{20, 1, 3, 3, 3, 3}, List.of(),
                Stat.named("sprite").side("fey").caster("wizard", 3, "magic-missile").innate().at(1, 1),
                Stat.named("ann").at(5, 5), Stat.named("bob").at(6, 5));
        battle.does(end("sprite"));
        battle.does("{\"type\":\"Hide\",\"actor\":\"ann\",\"by\":\"ann\"}");
        battle.does(end("ann"));
        battle.does(ready("bob", WHEN_AN_ENEMY_CASTS, attack("bob", "$trigger", "sword")));
        battle.does(end("bob"));
        battle.does(cast("sprite", "magic-missile", "bob"));
        String id = battle.battle.id();
        readers = parties(id, "ann");
        target = Session.create(api, "{\"name\":\"Who may command\",\"seed\":7}");
        target.add(Session.combatant("ann", "party", 14, 20));
        target.add(Session.combatant("bob", "party", 12, 20));
        target.add(Session.combatant("orc", "orcs", 10, 20));
        target.command("{\"type\":\"StartCombat\"}");
        senders = parties(target.id(), "ann");
    }

    /** The parties, each with the token it sends (null: none). */
    Map<String, String> parties(String encounter, String own) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("gm", Api.gmToken(encounter));
        p.put("own player", api.issue(encounter, "{\"role\":\"player\",\"combatants\":[\"" + own + "\"]}"));
        p.put("other player", api.issue(encounter, "{\"role\":\"player\",\"combatants\":[\"bob\"]}"));
        p.put("spectator", api.issue(encounter, "{\"role\":\"spectator\"}"));
        p.put("auditor", api.issue(encounter, "{\"role\":\"audit\"}"));
        p.put("gm of another encounter", Api.gmToken(Session.create(api, "{\"name\":\"elsewhere\"}").id()));
        p.put("admin", Api.ADMIN_TOKEN);
        JsonNode revoked = api.as(Api.gmToken(encounter)).post("/encounters/" + encounter + "/tokens",
                "{\"role\":\"player\",\"combatants\":[\"" + own + "\"],\"label\":\"lost phone\"}").expect(201).json();
        JsonNode gone = api.as(Api.gmToken(encounter)).delete("/encounters/" + encounter + "/tokens/"
                + revoked.get("tokenId").asText()).expect(200).json();
        assertThat(gone.get("revoked").asBoolean()).isTrue();
        p.put("revoked token", revoked.get("token").asText());
        p.put("no token", null);
        return p;
    }

    /** A well-formed body of every command kind; a combatant's choice is Ann's. */
    static Map<String, String> commands() {
        Map<String, String> bodies = new LinkedHashMap<>();
        Map<String, String> fields = Map.ofEntries(
                Map.entry("Attack", "\"target\":\"orc\",\"attack\":\"sword\""),
                Map.entry("CoupDeGrace", "\"target\":\"orc\",\"attack\":\"sword\""),
                Map.entry("Disengage", "\"feet\":5"),
                Map.entry("Help", "\"ally\":\"bob\",\"ability\":\"str\""),
                Map.entry("Improvise", "\"description\":\"swing from the chandelier\""),
                Map.entry("Ready", "\"trigger\":" + WHEN_AN_ENEMY_CASTS + ",\"action\":{\"type\":\"Dodge\",\"actor\":\"ann\"}"),
                Map.entry("UseItem", "\"item\":\"potion\",\"heal\":\"2d4\""),
                Map.entry("Move", "\"feet\":5"),
                Map.entry("CastSpell", "\"spell\":\"magic-missile\",\"targets\":[\"orc\"]"),
                Map.entry("IdentifySpell", "\"caster\":\"orc\""),
                Map.entry("EndSpell", "\"effect\":\"e1\""),
                Map.entry("OverrideRoll", "\"step\":5,\"roll\":0,\"dice\":[1]"),
                Map.entry("ApplyCondition", "\"target\":\"orc\",\"condition\":\"prone\""),
                Map.entry("RemoveCondition", "\"target\":\"orc\",\"condition\":\"prone\""),
                Map.entry("GrantAdvantage", "\"target\":\"orc\",\"roll\":\"attack\",\"advantage\":true"),
                Map.entry("SetDifficulty", "\"actor\":\"ann\",\"ability\":\"str\",\"dc\":10"),
                Map.entry("CallForCheck", "\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10"),
                Map.entry("CallForSave", "\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10"),
                Map.entry("CallForContest", "\"first\":\"ann\",\"firstAbility\":\"str\",\"second\":\"orc\","
                        + "\"secondAbility\":\"str\""),
                Map.entry("CreateEncounter", "\"name\":\"again\""),
                Map.entry("AddCombatant", "\"combatant\":" + Session.combatant("newcomer", "orcs", 10, 10)),
                Map.entry("RevokeRuling", "\"step\":5"));
        for (Class<?> kind : KernelJson.leaves(EncounterCommand.class)) {
            String type = kind.getSimpleName();
            boolean intent = IntentCommand.class.isAssignableFrom(kind);
            String more = fields.getOrDefault(type, "");
            String actor = intent ? "\"actor\":\"ann\"" : "";
            String members = String.join(",", Stream.of(actor, more).filter(x -> !x.isEmpty()).toList());
            bodies.put(type, "{\"type\":\"" + type + "\"" + (members.isEmpty() ? "" : "," + members) + "}");
        }
        return bodies;
    }

    int events(String encounter) {
        return api.get("/encounters/" + encounter + "/events").expect(200).json().size();
    }

    /**
     * Every command kind × every party: refusals first (401 without a valid token, 403 for a token that may not, as
     * problem+json, and the stream unchanged), then the GM and the combatant's own player, whom permissions never stop
     * (the rules may still refuse, but never with 401 or 403).
     */
    @TestFactory
    @org.junit.jupiter.api.Order(1)
    Stream<DynamicTest> everyCommandKindIsSentOnlyByThoseWhoMay() {
        List<DynamicTest> tests = new ArrayList<>();
        commands().forEach((type, body) -> {
            boolean intent = IntentCommand.class.isAssignableFrom(KernelJson.leaves(EncounterCommand.class).stream()
                    .filter(c -> c.getSimpleName().equals(type)).findFirst().orElseThrow());
            tests.add(DynamicTest.dynamicTest(type + " is refused to those who may not send it", () -> {
                int before = events(target.id());
                for (Map.Entry<String, String> party : senders.entrySet()) {
                    if (party.getKey().equals("gm") || party.getKey().equals("own player") && intent) {
                        continue;
                    }
                    Api.Answer answer = api.as(party.getValue()).post("/encounters/" + target.id() + "/commands", body);
                    switch (party.getKey()) {
                        case "no token", "revoked token" -> answer.problem(401, "unauthenticated");
                        case "spectator", "auditor", "admin", "gm of another encounter" -> answer.problem(403, "forbidden");
                        case "other player" -> answer.problem(403, intent ? "not-your-combatant" : "gm-only");
                        case "own player" -> {
                            if (!intent) {
                                answer.problem(403, "gm-only");
                            }
                        }
                        default -> {
                        }
                    }
                }
                assertThat(events(target.id())).as("refused commands change nothing").isEqualTo(before);
            }));
            tests.add(DynamicTest.dynamicTest(type + " passes the permissions for the GM"
                    + (intent ? " and Ann's own player" : ""), () -> {
                for (String who : intent ? List.of("own player", "gm") : List.of("gm")) {
                    Api.Answer answer = api.as(senders.get(who)).post("/encounters/" + target.id() + "/commands", body);
                    assertThat(answer.status()).as("%s sends %s: %s", who, body, answer.body())
                            .isNotIn(401, 403).isLessThan(500);
                }
            }));
        });
        return tests.stream();
    }

    static final List<String> PUBLIC_READS = List.of("", "/combatants", "/initiative", "/log", "/rolls", "/sequence",
            "/grid", "/effects");
    static final List<String> AUDIT_READS = List.of("/events", "/timeline", "/state", "/verify");

    /** What each party is answered on a read: 200, 401 or 403. */
    static int expected(String party, String read) {
        boolean audit = AUDIT_READS.contains(read);
        boolean tokens = read.equals("/tokens");
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
    @org.junit.jupiter.api.Order(2)
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
                            + "?after=" + battle.battle.position());
                    int status = expected(party.getKey(), read);
                    if (status == 200) {
                        answer.expect(200);
                    } else {
                        answer.problem(status, status == 401 ? "unauthenticated" : "forbidden");
                    }
                    if (status == 200 && List.of("own player", "other player", "spectator").contains(party.getKey())) {
                        assertNothingSecret(party.getKey(), read, answer.json());
                    }
                }
            }));
        }
        return tests.stream();
    }

    /** The seed, the dice script, who cast the unseen spell, where Ann hides (from all but Ann and her ally Bob). */
    void assertNothingSecret(String party, String read, JsonNode body) {
        String text = body.toString();
        String as = party + " reading " + read;
        assertThat(text).as(as).doesNotContain("\"seed\":2").doesNotContain("seed 2").doesNotContain("\"script\"");
        for (JsonNode declaration : body.at(read.isEmpty() ? "/sequence/declarations" : "/declarations")) {
            assertThat(declaration.get("actor").isNull()).as(as + ": the unseen caster").isTrue();
        }
        for (JsonNode offer : body.at(read.isEmpty() ? "/awaiting" : "/awaiting")) {
            assertThat(offer.get("against").isNull()).as(as + ": whom Bob's readied action is against").isTrue();
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
        }
    }

    @Test
    @org.junit.jupiter.api.Order(3)
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
                .contains("Sprite chooses a spell.");
        // Ann hides from Sprite: Sprite's player cannot tell where she is, Sprite's ... nor read as the GM
        JsonNode fighters = api.as(sprite).get("/encounters/" + id + "/combatants").expect(200).json();
        assertThat(fighters.get(1).get("position").isNull()).isTrue();
        api.as(sprite).get("/encounters/" + id + "/log?as=gm").problem(403, "not-your-view");
        api.as(readers.get("spectator")).get("/encounters/" + id + "/log?as=sprite").problem(403, "not-your-view");
    }

    @Test
    @org.junit.jupiter.api.Order(4)
    void theActingPartyComesFromTheTokenAndABodyThatDisagreesIsRefused() {
        Session table = Session.create(api, "{\"name\":\"Whose turn\",\"seed\":3}");
        table.add(Session.combatant("ann", "party", 14, 20));
        table.add(Session.combatant("orc", "orcs", 10, 20));
        table.command("{\"type\":\"StartCombat\"}");
        String id = table.id();
        String gm = Api.gmToken(id);
        String ann = api.issue(id, "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        api.as(gm).post("/encounters/" + id + "/commands", "{\"type\":\"Dodge\",\"actor\":\"ann\",\"by\":\"ann\"}")
                .problem(403, "by-mismatch");
        api.as(ann).post("/encounters/" + id + "/commands", "{\"type\":\"Dodge\",\"actor\":\"ann\",\"by\":\"gm\"}")
                .problem(403, "by-mismatch");
        JsonNode summary = api.as(gm).get("/encounters/" + id + "?after=" + table.position()).expect(200).json();
        String actor = summary.at("/turn/actor").asText();
        String token = actor.equals("ann") ? ann : api.issue(id, "{\"role\":\"player\",\"combatants\":[\"" + actor
                + "\",\"someone-else\"]}");
        JsonNode answer = api.as(token).post("/encounters/" + id + "/commands",
                "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}").expect(200).json();
        JsonNode timeline = api.as(gm).get("/encounters/" + id + "/timeline?after="
                + answer.get("position").asLong()).expect(200).json();
        assertThat(timeline.get(timeline.size() - 1).get("by").asText()).isEqualTo(actor);
    }

    @Test
    @org.junit.jupiter.api.Order(5)
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

    /** After the unseen missile lands, its damage roll names no roller to a spectator; the GM reads Sprite. */
    @Test
    @org.junit.jupiter.api.Order(6)
    void theUnseenCastersEventsAndRollsNameNoCasterButToTheGm() {
        JsonNode passed = battle.does("{\"type\":\"PassReaction\",\"actor\":\"bob\",\"by\":\"bob\"}");
        // Bob's answer resolves Sprite's unseen spell: the events that would name Sprite are withheld from him
        List<JsonNode> withheld = new ArrayList<>();
        passed.get("events").forEach(e -> {
            if (e.path("withheld").asBoolean()) {
                withheld.add(e);
            }
        });
        assertThat(withheld).isNotEmpty().allSatisfy(e -> assertThat(e.get("text").asText()).doesNotContain("Sprite"));
        assertThat(passed.get("events").toString()).doesNotContain("\"sprite\"");
        String path = "/encounters/" + battle.battle.id() + "/rolls?after=" + battle.battle.position();
        JsonNode spectator = api.as(readers.get("spectator")).get(path).expect(200).json();
        JsonNode gm = api.as(readers.get("gm")).get(path).expect(200).json();
        JsonNode damage = spectator.get(spectator.size() - 1);
        assertThat(damage.get("purpose").asText()).isEqualTo("damage");
        assertThat(damage.get("roller").isNull()).isTrue();
        assertThat(gm.get(gm.size() - 1).get("roller").asText()).isEqualTo("sprite");
    }
}
