package battleledger.ledger.file;

import battleledger.ledger.Api;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Old streams still load (issue 10; DESIGN.md, Replay and audit): two battle files exported by main's service
 * before the kernel's middle was reshaped (the Dusk examples of 002 › Sequences with the most spell events: a
 * contingency, a lightning rift, a deflected chain lightning, a teleport; a deferred silence, a GM's ruling, an
 * undo and a redo) are imported, replayed with today's rules and verified, and export again as the same lines.
 */
@MicronautTest(transactional = false)
class MainBattleFilesTest {

    @Inject
    EmbeddedServer server;

    Api api;

    @BeforeEach
    void connect() {
        api = new Api(server.getURL());
    }

    static String fixture(String name) throws IOException {
        try (InputStream in = MainBattleFilesTest.class.getResourceAsStream("/fixtures/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Imports the file under a new id and checks it verifies with the digest it states; returns the import. */
    JsonNode imported(String name, String id, int events) throws IOException {
        String file = fixture(name);
        List<String> lines = file.lines().toList();
        JsonNode trailer = Api.parse(lines.get(lines.size() - 1));
        assertThat(trailer.get("events").asInt()).isEqualTo(events);

        JsonNode imported = api.post("/encounters/import?id=" + id, file).expect(201).json();
        assertThat(imported.get("events").asInt()).isEqualTo(events);
        assertThat(imported.get("fileDigest").asText()).isEqualTo(trailer.get("digest").asText());
        JsonNode verify = api.get("/encounters/" + id + "/verify").expect(200).json();
        assertThat(verify.get("verified").asBoolean()).as(verify.toString()).isTrue();

        // the events as they are stored now export as main wrote them (all but the first, which names the id)
        List<String> again = api.get("/encounters/" + id + "/export").expect(200).body().lines().toList();
        assertThat(again.subList(2, again.size() - 1)).isEqualTo(lines.subList(2, lines.size() - 1));
        return imported;
    }

    JsonNode fighter(String encounter, long after, String id) {
        for (JsonNode c : api.get("/encounters/" + encounter + "/combatants?after=" + after).expect(200).json()) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no combatant " + id);
    }

    @Test
    void dranocksContingencyFromMainImportsReplaysAndVerifies() throws IOException {
        JsonNode imported = imported("battle-file-main-contingency.jsonl", "main-contingency", 62);
        long after = imported.get("position").asLong();
        JsonNode dranock = fighter("main-contingency", after, "dranock");
        assertThat(dranock.get("life").asText()).isEqualTo("dead");
        assertThat(dranock.get("hp").asInt()).isEqualTo(-31);
        assertThat(dranock.at("/spellcasting/away").asBoolean()).isTrue();
        JsonNode effects = api.get("/encounters/main-contingency/effects?after=" + after).expect(200).json();
        assertThat(effects).extracting(e -> e.get("spell").asText()).containsExactly("lightning-rift");
    }

    @Test
    void theKoboldsSilenceFromMainImportsReplaysAndVerifies() throws IOException {
        JsonNode imported = imported("battle-file-main-silence.jsonl", "main-silence", 56);
        long after = imported.get("position").asLong();
        assertThat(fighter("main-silence", after, "teresa").get("hp").asInt()).isEqualTo(16);
        assertThat(fighter("main-silence", after, "devon").get("hp").asInt()).isEqualTo(16);
        JsonNode effects = api.get("/encounters/main-silence/effects?after=" + after).expect(200).json();
        assertThat(effects).extracting(e -> e.get("spell").asText()).containsExactly("silence");
        assertThat(effects.get(0).get("deferred").asBoolean()).isFalse();
        assertThat(fighter("main-silence", after, "kobold").toString()).contains("prone");
    }
}
