package battleledger.ledger.api;

import battleledger.ledger.Api;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import battleledger.ledger.rules.Fog;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.http.server.netty.HttpCompressionStrategy;
import io.micronaut.json.JsonMapper;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, reads: the combatants are written as JSON once per viewer while the encounter's projection has not moved
 * ({@link Prewritten}), and the HTTP server remembers which content types it may compress. An answer is the same,
 * byte for byte, as it was when every read wrote it; each viewer has an answer of its own, so what the GM reads never
 * reaches a player who may not know it (001 › Exploration › Stealth: where a hidden creature is).
 */
@MicronautTest(transactional = false)
class PrewrittenAnswersHttpTest extends ServedApi {

    /**
     * Ann hides in a fog from the orc (001 › Exploration › Stealth › Obscured Areas): the orc's player may not know
     * where she is.
     */
    private Session annHidesInTheFog(String id) {
        Fog.Scene fog = Fog.annHidesFromTheOrc(api, "\"id\":\"" + id + "\",");
        Session s = fog.session();
        assertThat(fog.hid().path("events").get(1).path("hiddenFrom").toString()).isEqualTo("[\"orc\"]");
        s.read("combatants"); // projected
        return s;
    }

    @Test
    void theGmsAnswerKeptInMemoryNeverReachesThePlayerOfTheCreatureAnnHidesFrom() {
        Session s = annHidesInTheFog("prewritten-fog");
        String path = "/encounters/" + s.id() + "/combatants";
        String orcs = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"orc\"]}");
        String anns = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        for (int round = 0; round < 3; round++) { // the first read writes each answer, the others are served it
            assertThat(ann(api.as(Api.gmToken(s.id())).get(path).expect(200).json()).path("position").isObject())
                    .as("the GM knows where Ann hides (read %d)", round).isTrue();
            assertThat(ann(api.as(orcs).get(path).expect(200).json()).path("position").isObject())
                    .as("the orc's player does not (read %d)", round).isFalse();
            assertThat(ann(api.as(anns).get(path).expect(200).json()).path("position").isObject())
                    .as("Ann's own player does (read %d)", round).isTrue();
            assertThat(ann(api.as(Api.gmToken(s.id())).get(path + "?as=orc").expect(200).json()).path("position")
                    .isObject()).as("nor does the GM reading as the orc (read %d)", round).isFalse();
        }
    }

    @Test
    void anAnswerIsByteForByteWhatTheServicesMapperWritesForWhatTheViewerMayRead() throws IOException {
        Session s = annHidesInTheFog("prewritten-bytes");
        String path = "/encounters/" + s.id() + "/combatants";
        String orcs = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"orc\"]}");
        FightersRead fighters = server.getApplicationContext().getBean(FightersRead.class);
        JsonMapper mapper = server.getApplicationContext().getBean(JsonMapper.class);
        FightersRead.Read read = fighters.read(s.id(), null);
        String gm = new String(mapper.writeValueAsBytes(new ArrayList<>(read.fighters())), StandardCharsets.UTF_8);
        String orc = new String(mapper.writeValueAsBytes(new ArrayList<>(
                FighterDisclosure.fighters(read.fighters(), new Views.Viewer(false, java.util.List.of("orc"))))),
                StandardCharsets.UTF_8);
        assertThat(orc).as("the two viewers read differently").isNotEqualTo(gm);
        for (int round = 0; round < 2; round++) {
            assertThat(api.as(Api.gmToken(s.id())).get(path).expect(200).body()).isEqualTo(gm);
            assertThat(api.as(orcs).get(path).expect(200).body()).isEqualTo(orc);
        }
        assertThat(fighters.as(fighters.read(s.id(), null), Views.Viewer.GM)).as("kept")
                .isInstanceOf(Prewritten.class).containsExactlyElementsOf(read.fighters());
    }

    @Test
    void whatIsSentIsTheAnswerKeptNotTheListWrittenAgain() throws Exception {
        // Micronaut writes a route's answer with the mapper's untyped writer, so the list's own serializer runs;
        // were it to write by the route's declared type (List<Fighter>), the kept bytes would go unused: this fails
        Session s = annHidesInTheFog("prewritten-sent");
        String path = "/encounters/" + s.id() + "/combatants";
        String gm = api.as(Api.gmToken(s.id())).get(path).expect(200).body();
        FightersRead fighters = server.getApplicationContext().getBean(FightersRead.class);
        List<Views.Fighter> kept = fighters.as(fighters.read(s.id(), null), Views.Viewer.GM);
        assertThat(kept).isInstanceOf(Prewritten.class);
        java.lang.reflect.Field json = Prewritten.class.getDeclaredField("json");
        json.setAccessible(true);
        String marked = gm.replace("\"name\":\"ann\"", "\"name\":\"Ann, as kept\"");
        assertThat(marked).isNotEqualTo(gm);
        json.set(kept, new com.fasterxml.jackson.core.io.SerializedString(marked));
        assertThat(api.as(Api.gmToken(s.id())).get(path).expect(200).body()).isEqualTo(marked);
    }

    @Test
    void aMoveIsShownOnceProjectedThoughTheAnswerBeforeItWasKept() {
        Session s = annHidesInTheFog("prewritten-moves");
        String path = "/encounters/" + s.id() + "/combatants";
        assertThat(orc(api.get(path).expect(200).json()).path("position").path("x").asInt()).isEqualTo(4);
        s.command("{\"type\":\"EndTurn\",\"actor\":\"ann\"}");
        s.command("{\"type\":\"Move\",\"actor\":\"orc\",\"path\":[{\"x\":3,\"y\":0}]}");
        assertThat(orc(s.read("combatants")).path("position").path("x").asInt()).as("waited for the move").isEqualTo(3);
        assertThat(orc(api.get(path).expect(200).json()).path("position").path("x").asInt())
                .as("read at once after it, without a position: not the answer kept before").isEqualTo(3);
    }

    @Test
    void aLongAnswerIsCompressedForAClientThatAsksAndAShortOneIsNot() throws Exception {
        Session s = annHidesInTheFog("prewritten-gzip");
        assertThat(server.getApplicationContext().getBean(HttpCompressionStrategy.class).getClass().getSimpleName())
                .isEqualTo("TextCompression");
        String token = Api.gmToken(s.id());
        String log = api.as(token).get("/encounters/" + s.id() + "/log").expect(200).body();
        assertThat(log.length()).as("longer than the 1 KiB threshold").isGreaterThan(1024);
        HttpResponse<byte[]> zipped = gzipped("/encounters/" + s.id() + "/log", token);
        assertThat(zipped.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(new String(new GZIPInputStream(new ByteArrayInputStream(zipped.body())).readAllBytes(),
                StandardCharsets.UTF_8)).isEqualTo(log);

        String summary = api.as(token).get("/encounters/" + s.id() + "/initiative").expect(200).body();
        assertThat(summary.length()).isLessThan(1024);
        HttpResponse<byte[]> plain = gzipped("/encounters/" + s.id() + "/initiative", token);
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(new String(plain.body(), StandardCharsets.UTF_8)).isEqualTo(summary);
    }

    private HttpResponse<byte[]> gzipped(String path, String token) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .header("Authorization", "Bearer " + token).header("Accept-Encoding", "gzip").GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    private static JsonNode ann(JsonNode fighters) {
        return named(fighters, "ann");
    }

    private static JsonNode orc(JsonNode fighters) {
        return named(fighters, "orc");
    }

    private static JsonNode named(JsonNode fighters, String id) {
        for (JsonNode f : fighters) {
            if (f.path("id").asText().equals(id)) {
                return f;
            }
        }
        throw new AssertionError(id + " not in " + fighters);
    }
}
