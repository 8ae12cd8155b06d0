package battleledger.ledger.dusk;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.ledger.Api;
import battleledger.ledger.cli.Scenario;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The five worked examples of 002 › Sequences, played over HTTP from the kernel's scenario files
 * ({@code shared-kernel/src/test/resources/scenarios/dusk/}, the kernel's {@code DuskScenarioFilesTest} plays the same
 * files): the GM creates the encounter with the file's {@code encounter}, each command is sent by the player its
 * {@code by} names (the GM for the set-up), the commands the file says the rules refuse are refused with its code and
 * change nothing, the texts of {@code GET /log} are the file's story line for line, and {@code GET /verify} passes.
 * The command line's scenario reader reads each file too: it is the scenario format of {@code run}.
 */
@MicronautTest(transactional = false)
class DuskScenarioFilesHttpTest {

    static final Path FILES = Path.of("../../shared-kernel/src/test/resources/scenarios/dusk");
    static final YAMLMapper YAML = new YAMLMapper();

    @Inject
    EmbeddedServer server;

    @Test
    @DisplayName("002 › Sequences › resolved in the reverse order: the first example over HTTP, its log as the file "
            + "tells it")
    void theFirstExampleIsPlayedOverHttpAsTheFileTellsIt() throws IOException {
        play("1-resolved-in-reverse-order.yaml");
    }

    @Test
    @DisplayName("002 › Sequences › can't change their minds about targets: the second example over HTTP, its log as "
            + "the file tells it")
    void theSecondExampleIsPlayedOverHttpAsTheFileTellsIt() throws IOException {
        play("2-no-abandoning.yaml");
    }

    @Test
    @DisplayName("002 › Sequences › lowest rolled initiative declares first: the third example over HTTP, its log as "
            + "the file tells it")
    void theThirdExampleIsPlayedOverHttpAsTheFileTellsIt() throws IOException {
        play("3-lowest-initiative-declares-first.yaml");
    }

    @Test
    @DisplayName("002 › Sequences › spreads and emanations wait for the end: the fourth example over HTTP, its log as "
            + "the file tells it")
    void theFourthExampleIsPlayedOverHttpAsTheFileTellsIt() throws IOException {
        play("4-emanations-wait.yaml");
    }

    @Test
    @DisplayName("002 › Sequences › spells continue to trigger: the fifth example over HTTP, its log as the file "
            + "tells it")
    void theFifthExampleIsPlayedOverHttpAsTheFileTellsIt() throws IOException {
        play("5-spells-continue-to-trigger.yaml");
    }

    void play(String name) throws IOException {
        String text = Files.readString(FILES.resolve(name));
        JsonNode file = YAML.readTree(text);
        Api api = new Api(server.getURL());
        JsonNode created = api.post("/encounters", file.get("encounter")).expect(201).json();
        String id = created.get("id").asText();
        long position = created.get("position").asLong();
        List<JsonNode> commands = new ArrayList<>();
        file.get("commands").forEach(commands::add);
        for (int played = 0; played <= commands.size(); played++) {
            for (JsonNode r : file.path("refused")) {
                if (r.get("after").asInt() == played) {
                    JsonNode refused = api.post("/encounters/" + id + "/commands", r.get("command")).json();
                    assertThat(refused.path("code").asText()).as("%s after command %d", r.get("command"), played)
                            .isEqualTo(r.get("code").asText());
                    assertThat(refused.path("status").asInt()).isBetween(400, 499);
                }
            }
            if (played < commands.size()) {
                ObjectNode command = commands.get(played).deepCopy();
                position = api.post("/encounters/" + id + "/commands", command).expect(200).json().get("position")
                        .asLong();
            }
        }
        List<String> story = new ArrayList<>();
        file.get("story").forEach(part -> part.path("log").forEach(line -> story.add(line.asText())));
        List<String> log = new ArrayList<>();
        api.get("/encounters/" + id + "/log?after=" + position).expect(200).json()
                .forEach(line -> log.add(line.get("text").asText()));
        assertThat(log).as("GET /log of %s, line for line", name).containsExactlyElementsOf(story);
        assertThat(api.get("/encounters/" + id + "/verify").expect(200).json().get("verified").asBoolean()).isTrue();

        // the command line reads the same file as a scenario and plays it on the kernel to the same events
        Scenario scenario = Scenario.parse(text, true);
        assertThat(scenario.play(new EncounterDecider()).events()).hasSize(story.size());
    }
}
