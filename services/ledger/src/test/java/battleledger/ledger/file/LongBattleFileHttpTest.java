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

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A battle file past the 1 MB every other body is held to (DESIGN.md, Replay and audit: a battle moves between
 * services as its file). A 5,005-step battle's file is 1.17 MB, and the import refused it 413 body-too-large, so a
 * long battle could be exported but never imported again. The import reads its body as a stream, held to 8 MB.
 */
@MicronautTest(transactional = false)
class LongBattleFileHttpTest {

    @Inject
    EmbeddedServer server;

    Api api;

    @BeforeEach
    void connect() {
        api = new Api(server.getURL());
    }

    @Test
    @DisplayName("A battle whose file is over 1 MB is imported and verifies with the digest it had")
    void aBattleFileOverOneMegabyteIsImported() {
        Session s = Session.create(api, "{\"id\":\"long-file\",\"name\":\"The great wall\",\"seed\":5,"
                + "\"options\":{\"grid\":\"squares\"}}");
        for (int row = 0; row < 8; row++) { // a wall and a strip of rough ground, 5,000 cells each: 10,000 a command
            StringBuilder walls = new StringBuilder();
            StringBuilder difficult = new StringBuilder();
            for (int x = 0; x < 5_000; x++) {
                walls.append(x == 0 ? "" : ",").append("{\"x\":").append(x).append(",\"y\":").append(row * 2)
                        .append('}');
                difficult.append(x == 0 ? "" : ",").append("{\"x\":").append(x).append(",\"y\":")
                        .append(row * 2 + 1).append('}');
            }
            s.command("{\"type\":\"PlaceTerrain\",\"walls\":[" + walls + "],\"difficult\":[" + difficult + "]}");
        }
        JsonNode original = api.get("/encounters/long-file/verify").expect(200).json();
        String file = api.get("/encounters/long-file/export").expect(200).body();
        assertThat(file.getBytes(StandardCharsets.UTF_8).length).as("past the 1 MB of any other body")
                .isGreaterThan(1 << 20);

        JsonNode imported = api.post("/encounters/import?id=long-file-copy", file).expect(201).json();
        assertThat(imported.get("digest").asText()).isEqualTo(original.get("digest").asText());
        JsonNode copy = api.get("/encounters/long-file-copy/verify").expect(200).json();
        assertThat(copy.get("verified").asBoolean()).isTrue();
        assertThat(copy.get("digest").asText()).isEqualTo(original.get("digest").asText());
    }

    @Test
    @DisplayName("A command's body past 1 MB is still 413 body-too-large, an import past 8 MB too, and the next request is answered")
    void everyOtherBodyIsStillHeldToOneMegabyte() {
        Session.create(api, "{\"id\":\"long-file-bounds\",\"name\":\"Bounds\",\"seed\":5}");
        String huge = "{\"type\":\"EndTurn\",\"actor\":\"" + "a".repeat(1_100_000) + "\"}";
        api.post("/encounters/long-file-bounds/commands", huge).problem(413, "body-too-large");
        api.post("/encounters", "{\"name\":\"" + "a".repeat(1_100_000) + "\"}").problem(413, "body-too-large");
        api.post("/encounters/import?id=too-long", "x".repeat(9 << 20)).problem(413, "body-too-large");
        api.get("/encounters/too-long").problem(404, "unknown-encounter");
        api.post("/encounters/import?id=not-gzip", "{\"format\":\"battle-ledger/1\"}", "Content-Encoding", "gzip")
                .problem(400, "undecodable-body");
    }

    @Test
    @DisplayName("One battle file is imported at a time: another sent meanwhile is 503 import-busy, to be sent again")
    void anImportMeanwhileIsBusy() {
        assertThatThrownBy(() -> BattleFileUpload.alone(() -> BattleFileUpload.alone(() -> "second")))
                .isInstanceOf(BattleFileUpload.Busy.class);
        assertThat(BattleFileUpload.alone(() -> "after")).as("the first one done, the next goes ahead")
                .isEqualTo("after");
    }
}
