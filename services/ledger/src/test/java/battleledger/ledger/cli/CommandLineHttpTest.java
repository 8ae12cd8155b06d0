package battleledger.ledger.cli;

import battleledger.ledger.Api;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line (issue 15) against the service: a scenario run offline on the kernel gives the same battle, event
 * for event and byte for byte, as the same commands sent over HTTP; the exported file verifies offline; a what-if
 * asked on the command line and over HTTP gives the same table.
 */
@MicronautTest(transactional = false)
class CommandLineHttpTest {

    static final Path SCENARIO = Path.of("../../examples/skirmish.json");
    static final Path YAML = Path.of("../../examples/skirmish.yaml");

    @Inject
    EmbeddedServer server;

    @TempDir
    Path dir;

    record Ran(int code, String out, String err) {
    }

    static Ran cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine line = LedgerCli.commandLine();
        line.setOut(new PrintWriter(out));
        line.setErr(new PrintWriter(err));
        int code = line.execute(args);
        return new Ran(code, out.toString(), err.toString());
    }

    @Test
    void aScenarioRunOfflineEqualsTheSameCommandsOverHttpEventForEvent() throws IOException {
        Path file = dir.resolve("ford.jsonl");
        assertThat(cli("run", SCENARIO.toString(), "--out", file.toString()).code()).isZero();

        Ran posted = cli("post", SCENARIO.toString(), "--url", server.getURL().toString());
        assertThat(posted.code()).as(posted.out()).isZero();
        assertThat(posted.out()).contains("created ford").contains("step 24: EndTurn");

        String exported = new Api(server.getURL()).get("/encounters/ford/export").expect(200).body();
        assertThat(exported.lines()).hasSizeGreaterThan(50);
        assertThat(exported).isEqualTo(Files.readString(file));

        Ran again = cli("post", SCENARIO.toString(), "--url", server.getURL().toString());
        assertThat(again.out()).contains("409").contains("encounter-exists");
        Ran renamed = cli("post", SCENARIO.toString(), "--url", server.getURL().toString(), "--id", "ford-again");
        assertThat(renamed.code()).as(renamed.out()).isZero();
        assertThat(renamed.out()).contains("created ford-again").contains("step 24: EndTurn");

        Path yamlFile = dir.resolve("ford-yaml.jsonl");
        assertThat(cli("run", YAML.toString(), "--out", yamlFile.toString()).code()).isZero();
        assertThat(Files.readString(yamlFile)).as("the YAML scenario is the same battle").isEqualTo(exported);
    }

    @Test
    void postingToAServiceThatIsNotThereSaysWhereItLookedAndWhy() throws IOException {
        int free;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            free = socket.getLocalPort(); // closed again: nothing listens there
        }
        String url = "http://localhost:" + free;

        Ran posted = cli("post", SCENARIO.toString(), "--url", url);

        assertThat(posted.code()).isEqualTo(2);
        assertThat(posted.out() + posted.err()).contains("cannot reach " + url).contains("is the service running")
                .doesNotContain("null").doesNotContain("cannot read or write");
    }

    @Test
    void theNarratedLogIsPlainWhenPiped() {
        Ran ran = cli("run", SCENARIO.toString());
        assertThat(ran.code()).isZero();
        assertThat(ran.out()).contains("Orc dies").contains("[001 › Combat › Initiative]").doesNotContain("\u001b[");
        assertThat(cli("run", SCENARIO.toString(), "--color", "always").out()).contains("\u001b[");
    }

    @Test
    void verifyAndReplayWorkOnTheFileAlone() throws IOException {
        Path file = dir.resolve("ford.jsonl");
        cli("run", SCENARIO.toString(), "--out", file.toString());
        Ran verified = cli("verify", file.toString());
        assertThat(verified.code()).isZero();
        assertThat(verified.out()).contains("verified: 24 steps, 52 events");

        Ran replayed = cli("replay", file.toString(), "--to", "14");
        assertThat(replayed.code()).isZero();
        assertThat(Api.parse(replayed.out()).get("step").asInt()).isEqualTo(14);
        JsonNode orc = Api.parse(replayed.out()).get("battle").get("combatants").get("orc");
        assertThat(orc.get("vitals").get("hp").asInt()).isEqualTo(7);

        String forged = Files.readString(file).replace("\"hpAfter\":7", "\"hpAfter\":6");
        Path bad = dir.resolve("forged.jsonl");
        Files.writeString(bad, forged);
        Ran refused = cli("verify", bad.toString());
        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.out()).contains("first difference at step 14");
    }

    @Test
    void aWhatIfOnTheCommandLineEqualsTheSameOverHttp() {
        Api api = new Api(server.getURL());
        if (api.get("/encounters/ford").status() == 404) {
            assertThat(cli("post", SCENARIO.toString(), "--url", server.getURL().toString()).code()).isZero();
        }
        String request = "{\"fromStep\":13,\"runs\":30,\"seed\":11}";
        JsonNode http = api.post("/encounters/ford/what-if", request).expect(200).json();
        assertThat(api.post("/encounters/ford/what-if", request).expect(200).json()).isEqualTo(http);
        Ran ran = cli("simulate", SCENARIO.toString(), "--from", "13", "--runs", "30", "--seed", "11", "--json");
        assertThat(ran.code()).as(ran.err()).isZero();
        assertThat(Api.parse(ran.out())).isEqualTo(http);
        assertThat(http.get("sides").get(0).get("side").asText()).isEqualTo("orcs");
        assertThat(cli("simulate", SCENARIO.toString(), "--from", "13", "--runs", "30", "--seed", "11").out())
                .contains("95% interval").contains("rounds to the end");

        JsonNode won = api.post("/encounters/ford/what-if", "{\"fromStep\":24,\"runs\":50,\"seed\":1,"
                + "\"changes\":{\"remove\":[\"gob\"]}}").expect(200).json();
        assertThat(won.get("sides").get(1).get("probability").asDouble()).isEqualTo(1.0);
        assertThat(won.get("diceDrawn").asLong()).isZero();

        api.post("/encounters/ford/what-if", "{\"fromStep\":13,\"runs\":10001,\"seed\":1}")
                .problem(400, "invalid-runs");
        api.post("/encounters/ford/what-if", "{\"fromStep\":13,\"runs\":1,\"seed\":1,\"maxRounds\":-5}")
                .problem(400, "invalid-rounds");
        api.post("/encounters/ford/what-if", "{\"fromStep\":13,\"runs\":1,\"seed\":1,\"maxRounds\":0}")
                .problem(400, "invalid-rounds");
        api.post("/encounters/ford/what-if", "{\"fromStep\":99,\"runs\":1,\"seed\":1}").problem(400, "invalid-step");
        api.post("/encounters/ford/what-if", "{\"fromStep\":13,\"runs\":1,\"seed\":1,\"changes\":{\"hp\":{\"zed\":3}}}")
                .problem(422, "unknown-combatant");
        api.post("/encounters/nowhere/what-if", "{\"fromStep\":1,\"runs\":1,\"seed\":1}").problem(404, "unknown-encounter");
    }
}
