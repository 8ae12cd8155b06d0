package battleledger.ledger.security;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.MethodOrderer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static battleledger.ledger.table.Orders.WHEN_AN_ENEMY_CASTS;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may send what (README, Who may do what; issue 13, Identity and permissions), as a matrix: every command kind
 * sent by every party of {@link Parties}. Refusals are 401 or 403 problem+json and change nothing; the GM and the
 * combatant's own player are never stopped by permissions; the acting party is the token's.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CommandPermissionsHttpTest {

    @Inject
    EmbeddedServer server;

    Api api;
    /** The encounter the commands are sent to: Ann, Bob and an orc, in combat. */
    Session target;
    Map<String, String> senders;

    @BeforeAll
    void seatTheTable() {
        api = new Api(server.getURL());
        target = Session.create(api, "{\"name\":\"Who may command\",\"seed\":7}");
        target.add(Session.combatant("ann", "party", 14, 20));
        target.add(Session.combatant("bob", "party", 12, 20));
        target.add(Session.combatant("orc", "orcs", 10, 20));
        target.command("{\"type\":\"StartCombat\"}");
        senders = Parties.of(api, target.id(), "ann");
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
                Map.entry("RuleFall", "\"combatant\":\"ann\",\"feet\":30"),
                Map.entry("DropItem", "\"item\":\"sword\""),
                Map.entry("PickUpItem", "\"item\":\"sword\""),
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
                Map.entry("RevokeRuling", "\"step\":5"),
                Map.entry("SubmitRoll", "\"roller\":\"ann\",\"dice\":[1]"),
                Map.entry("Defend", "\"defence\":\"dodge\""),
                Map.entry("PushRoll", "\"roll\":5"),
                Map.entry("PrepareSpells", "\"spells\":[\"fireball\"]"),
                Map.entry("LoseGrimoire", "\"actor\":\"ann\""),
                Map.entry("GainGrimoire", "\"actor\":\"ann\""),
                Map.entry("RecordSpells", "\"spells\":[\"fireball\"]"),
                Map.entry("DisturbConcentration", "\"actor\":\"ann\",\"reason\":\"a door slams\""));
        for (Class<?> kind : KernelJson.leaves(EncounterCommand.class)) {
            String type = kind.getSimpleName();
            String more = fields.getOrDefault(type, "");
            String actor = IntentCommand.class.isAssignableFrom(kind) ? "\"actor\":\"ann\"" : "";
            String members = String.join(",", Stream.of(actor, more).filter(x -> !x.isEmpty()).toList());
            bodies.put(type, "{\"type\":\"" + type + "\"" + (members.isEmpty() ? "" : "," + members) + "}");
        }
        return bodies;
    }

    static boolean personal(Class<?> kind) {
        return IntentCommand.class.isAssignableFrom(kind)
                || kind == battleledger.kernel.command.DiceCommand.SubmitRoll.class;
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
    @Order(1)
    Stream<DynamicTest> everyCommandKindIsSentOnlyByThoseWhoMay() {
        List<DynamicTest> tests = new ArrayList<>();
        commands().forEach((type, body) -> {
            // a combatant's choice, or the dice of its roll (manual dice): its own player may send it
            boolean intent = personal(KernelJson.leaves(EncounterCommand.class).stream()
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

    @Test
    @Order(2)
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
}
