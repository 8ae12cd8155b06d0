package battleledger.ledger.file;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Battle files (issue 15; DESIGN.md, Replay and audit): a battle exported, imported as a new encounter and verified
 * gives the same digest; a file with one payload changed, or whose digest does not match, is refused with the step
 * named, and nothing is stored.
 */
@MicronautTest(transactional = false)
class BattleFileHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    battleledger.ledger.app.EventStoreQueries store;

    Api api;

    @BeforeEach
    void connect() {
        api = new Api(server.getURL());
    }

    /** A short brawl over HTTP with the engine's dice: everyone closes in and swings for a few turns. */
    static Session brawl(Api api, String id) {
        Session battle = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"Brawl\",\"seed\":2024}");
        battle.add(Session.combatant("ann", "party", 14, 20));
        battle.add(Session.combatant("bob", "party", 12, 20));
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        battle.add(Session.combatant("gob", "orcs", 16, 9));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        Set<String> closed = new HashSet<>();
        for (int t = 0; t < 10; t++) {
            String actor = battle.summary().get("turn").get("actor").asText();
            String foe = actor.equals("ann") || actor.equals("bob") ? "orc" : "ann";
            if (closed.add(actor)) {
                battle.attempt("{\"type\":\"Move\",\"actor\":\"" + actor + "\",\"feet\":20,\"leaves\":[],"
                        + "\"enters\":[\"" + foe + "\"]}");
            }
            battle.attempt("{\"type\":\"Attack\",\"actor\":\"" + actor + "\",\"target\":\"" + foe
                    + "\",\"attack\":\"sword\"}");
            JsonNode answer = battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}");
            assertThat(answer.get("step").asInt()).isPositive();
        }
        return battle;
    }

    String export(String id) {
        Api.Answer a = api.get("/encounters/" + id + "/export").expect(200);
        assertThat(a.contentType()).startsWith(BattleFile.MEDIA_TYPE);
        return a.body();
    }

    @Test
    void aBattleExportedImportedAndVerifiedGivesTheSameDigest() {
        brawl(api, "file-original");
        JsonNode original = api.get("/encounters/file-original/verify").expect(200).json();
        assertThat(original.get("verified").asBoolean()).isTrue();
        String file = export("file-original");
        List<String> lines = file.lines().toList();
        assertThat(lines.get(0)).contains("\"format\":\"battle-ledger/1\"").contains("\"seed\":2024")
                .contains("\"ruleset\":\"playtest\"");
        assertThat(lines.get(1)).startsWith("{\"step\":1,\"type\":\"EncounterCreated\",\"revision\":\"1\",\"payload\":");
        assertThat(lines.get(lines.size() - 1)).startsWith("{\"digest\":\"sha256:");

        JsonNode imported = api.post("/encounters/import?id=file-copy", file).expect(201).json();
        assertThat(imported.get("id").asText()).isEqualTo("file-copy");
        assertThat(imported.get("digest").asText()).isEqualTo(original.get("digest").asText());

        JsonNode copy = api.get("/encounters/file-copy/verify").expect(200).json();
        assertThat(copy.get("verified").asBoolean()).isTrue();
        assertThat(copy.get("digest").asText()).isEqualTo(original.get("digest").asText());
        assertThat(copy.get("steps").asInt()).isEqualTo(original.get("steps").asInt());
        List<String> again = export("file-copy").lines().toList();
        // the same events after the first (the only one naming the encounter's id)
        assertThat(again.subList(2, again.size() - 1)).isEqualTo(lines.subList(2, lines.size() - 1));
        assertThat(api.get("/encounters/file-copy?after=" + imported.get("position").asLong()).expect(200).json()
                .get("step").asInt()).isEqualTo(imported.get("step").asInt());
    }

    @Test
    void aFileWithOnePayloadChangedIsRefusedWithTheStepNamed() {
        brawl(api, "file-honest");
        List<String> lines = new ArrayList<>(export("file-honest").lines().toList());
        int changed = -1;
        for (int i = 1; i < lines.size() - 1 && changed < 0; i++) {
            if (lines.get(i).contains("\"type\":\"DamageDealt\"")) {
                changed = i;
            }
        }
        assertThat(changed).as("the brawl dealt damage").isPositive();
        int step = Api.parse(lines.get(changed)).get("step").asInt();
        String hp = Api.parse(lines.get(changed)).get("payload").get("hpAfter").asText();
        lines.set(changed, lines.get(changed).replace("\"hpAfter\":" + hp, "\"hpAfter\":" + (Integer.parseInt(hp) - 1)));

        JsonNode p = api.post("/encounters/import?id=file-forged", String.join("\n", lines) + "\n")
                .problem(422, "battle-file-replay");
        assertThat(p.get("step").asInt()).isEqualTo(step);
        assertThat(p.get("detail").asText()).contains("step " + step);
        api.get("/encounters/file-forged").problem(404, "unknown-encounter");
    }

    @Test
    void aFileWhoseDigestDoesNotMatchItsLinesIsRefused() {
        brawl(api, "file-digest");
        List<String> lines = new ArrayList<>(export("file-digest").lines().toList());
        // one line written differently (the same event, spaced out): it still replays, but the digest differs
        lines.set(3, lines.get(3).replace("\"step\":3,", "\"step\": 3,"));
        JsonNode p = api.post("/encounters/import?id=file-digest-2", String.join("\n", lines) + "\n")
                .problem(422, "battle-file-digest");
        assertThat(p.get("step").asInt()).isEqualTo(3);
        api.get("/encounters/file-digest-2").problem(404, "unknown-encounter");
    }

    @Test
    void aFileCutShortIsRefusedAsCutShortAndNothingIsStored() {
        brawl(api, "file-cut");
        String file = export("file-cut");
        List<String> lines = file.lines().toList();
        // ended after an event line, and ended within one
        String afterALine = String.join("\n", lines.subList(0, 6)) + "\n";
        String withinALine = file.substring(0, file.indexOf('\n', file.length() / 2) - 10);
        for (String cut : List.of(afterALine, withinALine)) {
            JsonNode p = api.post("/encounters/import?id=file-cut-2", cut).problem(422, "battle-file-malformed");
            assertThat(p.get("detail").asText()).contains("cut short").doesNotContain("Unrecognized field");
        }
        api.get("/encounters/file-cut-2").problem(404, "unknown-encounter");
        // a whole trailer giving a key twice is still refused naming the key
        String twice = file.replace("{\"digest\":", "{\"events\":1,\"digest\":");
        assertThat(api.post("/encounters/import?id=file-cut-2", twice).problem(422, "battle-file-malformed")
                .get("detail").asText()).contains("events").doesNotContain("cut short");
    }

    /**
     * Found by a helper fuzzing the API: a line giving a key twice was read with the last one winning, so a file whose
     * digest was computed again over such a line was imported. The service never writes a key twice.
     */
    @Test
    @DisplayName("A battle file giving a key twice in a line is refused naming the key and the line; nothing is stored")
    void aFileGivingAKeyTwiceIsRefused() {
        brawl(api, "file-twice-keyed");
        List<String> lines = export("file-twice-keyed").lines().toList();
        int damage = -1;
        for (int i = 1; i < lines.size() - 1 && damage < 0; i++) {
            if (lines.get(i).contains("\"type\":\"DamageDealt\"")) {
                damage = i;
            }
        }
        assertThat(damage).as("the brawl dealt damage").isPositive();
        String hp = Api.parse(lines.get(damage)).get("payload").get("hpAfter").asText();
        List<String> payloadTwice = new ArrayList<>(lines);
        payloadTwice.set(damage, lines.get(damage).replace("\"hpAfter\":" + hp, "\"hpAfter\":0,\"hpAfter\":" + hp));
        List<String> headerTwice = new ArrayList<>(lines);
        headerTwice.set(0, lines.get(0).replace("\"seed\":2024", "\"seed\":1,\"seed\":2024"));

        for (List<String> forged : List.of(payloadTwice, headerTwice)) {
            // the trailer's digest computed again over the forged lines: only the key given twice is wrong
            String body = String.join("\n", forged.subList(0, forged.size() - 1)) + "\n";
            String file = body + "{\"digest\":\"" + BattleFile.sha256(body) + "\",\"events\":" + (forged.size() - 2)
                    + "}\n";
            JsonNode p = api.post("/encounters/import?id=file-twice-keyed-2", file)
                    .problem(422, "battle-file-malformed");
            assertThat(p.get("detail").asText()).containsAnyOf("line " + (damage + 1) + " at payload gives the key "
                    + "\"hpAfter\" twice", "the header line gives the key \"seed\" twice");
        }
        api.get("/encounters/file-twice-keyed-2").problem(404, "unknown-encounter");
        // what the service exports, it imports
        api.post("/encounters/import?id=file-twice-keyed-3", export("file-twice-keyed")).expect(201);
    }

    @Test
    void importingOverAnEncounterThatExistsIsAConflict() {
        brawl(api, "file-twice");
        api.post("/encounters/import", export("file-twice")).problem(409, "encounter-exists");
        api.post("/encounters/import", "not a battle file").problem(422, "battle-file-malformed");
    }

    @Test
    void anImportUnderAnIdThatCreatingWouldRefuseIsRefusedAndStoresNothing() {
        brawl(api, "file-source");
        String file = export("file-source");
        for (String id : List.of("a".repeat(65), "x%20y", "x%22y", "x%0Ay", "..%2Fx", "a%2Fcommands", "E1X",
                "%E2%80%AE", "gm-%00")) {
            JsonNode p = api.post("/encounters/import?id=" + id, file).problem(400, "invalid-id");
            assertThat(p.get("detail").asText()).as(id).contains("1–64 characters");
        }
        assertThat(store.exists("a".repeat(65))).as("nothing stored").isFalse();
        assertThat(store.exists("x y")).as("nothing stored").isFalse();
        // and every encounter is still read, whichever segment of the projection it falls in
        for (int i = 0; i < 6; i++) {
            Session after = Session.create(api, "{\"id\":\"file-after-" + i + "\",\"name\":\"After\"}");
            after.add(Session.combatant("ann", "party", 14, 20));
            assertThat(after.read("combatants")).as(after.id()).hasSize(1);
        }
    }
}
