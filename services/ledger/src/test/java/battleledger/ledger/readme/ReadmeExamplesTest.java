package battleledger.ledger.readme;

import battleledger.ledger.Contexts;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README cannot lie: every {@code curl} example in it is run, as written, by bash against a started service,
 * and every answer it shows under a command is checked against what the service really answered.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReadmeExamplesTest {

    private static final String RECORDING_CURL = """
            set -u
            curl() {
              local out code body
              out=$(command curl -sS --max-time 30 -w '\\n%{http_code}' "$@")
              code=${out##*$'\\n'}
              body=${out%$'\\n'*}
              printf '%s\\n' "$body"
              { printf '%s' "$body" | base64 -w0; printf ' %s\\n' "$code"; } >> "$TRANSCRIPT"
            }
            """;

    private EmbeddedServer server;
    private Path work;

    @BeforeAll
    void start() throws IOException {
        server = Contexts.inMemory("readme-" + System.nanoTime());
        work = Files.createTempDirectory("readme");
    }

    @AfterAll
    void stop() {
        server.close();
        battleledger.ledger.bench.TempFiles.delete(work);
    }

    @Test
    void everyCurlExampleInTheReadmeAnswersWhatTheReadmeShows() throws Exception {
        ReadmeScript readme = ReadmeScript.parse(Files.readString(readmeFile()));
        assertThat(readme.calls()).as("curl examples in the README").hasSizeGreaterThan(5);

        Path transcript = work.resolve("transcript");
        Path script = work.resolve("readme.sh");
        String base = server.getURL().toString().replaceAll("/$", "");
        Files.writeString(script, RECORDING_CURL + "B=" + base + "\n"
                + String.join("\n", readme.scriptLines()) + "\n");
        ProcessBuilder run = new ProcessBuilder("bash", script.toString())
                .redirectErrorStream(true)
                .redirectOutput(work.resolve("output").toFile())
                .directory(work.toFile());
        run.environment().put("TRANSCRIPT", transcript.toString());
        run.environment().put("LEDGER_ADMIN_TOKEN", server.getApplicationContext()
                .getProperty("ledger.admin-token", String.class).orElseThrow());
        Process bash = run.start();
        assertThat(bash.waitFor(5, TimeUnit.MINUTES)).as("the README's examples finish").isTrue();

        List<String> answers = Files.exists(transcript) ? Files.readAllLines(transcript) : List.of();
        List<String> broken = new ArrayList<>();
        StringBuilder record = new StringBuilder();
        List<ReadmeScript.Call> calls = readme.calls();
        for (int i = 0; i < calls.size(); i++) {
            ReadmeScript.Call call = calls.get(i);
            if (i >= answers.size()) {
                broken.add(call.where() + " — never answered: " + Files.readString(work.resolve("output")));
                break;
            }
            String[] answer = answers.get(i).split(" ");
            String body = answer.length == 2 ? new String(Base64.getDecoder().decode(answer[0]), StandardCharsets.UTF_8) : "";
            int status = Integer.parseInt(answer[answer.length - 1]);
            record.append(call.where()).append("\n  -> ").append(status).append(' ').append(body.strip()).append("\n\n");
            for (String b : Promise.broken(call.expected(), status, body)) {
                broken.add(call.where() + " — " + b + "\n    answer: " + abbreviate(body));
            }
        }
        // what every example really answered, to read beside the README (target/readme-examples.txt)
        Files.writeString(Path.of("target", "readme-examples.txt"), record.toString());
        System.out.printf("[readme] %d curl examples run, %d promises broken%n", calls.size(), broken.size());
        assertThat(broken).as("README promises the service does not keep").isEmpty();
    }

    private static String abbreviate(String body) {
        return body.length() > 600 ? body.substring(0, 600) + "…" : body;
    }

    private static Path readmeFile() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve("README.md");
            if (Files.exists(candidate) && Files.exists(dir.resolve("shared-kernel"))) {
                return candidate;
            }
            dir = dir.getParent();
        }
        throw new AssertionError("no README.md above " + Path.of("").toAbsolutePath());
    }
}
