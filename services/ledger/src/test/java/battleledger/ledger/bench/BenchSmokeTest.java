package battleledger.ledger.bench;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: the load driver's short run prints every row the issue asks for (no figure is judged here: the driver
 * reports numbers, a test does not time anything). It starts a service JVM of its own and one in this JVM, hence slow.
 */
@Tag("slow")
class BenchSmokeTest {

    @Test
    void theShortRunPrintsEveryFigureBesideTheMachineItRanOn() {
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new BenchCommand());
        cli.setOut(new PrintWriter(out, true));
        int code = cli.execute("--short");
        String report = out.toString();
        assertThat(code).as(report).isZero();
        List<String> keys = Stream.of(
                "raw.append.durable.1", "raw.append.durable.4", "raw.append.grouped.4", "raw.append.written.1",
                "raw.append.written.4", "raw.append.lazy.1", "raw.append.lazy.4", "raw.read", "startup",
                "group.commit", "store.file", "read.16", "ryw.idle", "ryw.16", "rss.load", "revision.deep", "verify",
                "rebuild", "rss.end").toList();
        for (String key : keys) {
            assertThat(report).contains("| " + key + " |");
        }
        for (int n : BenchCommand.CLIENTS) {
            for (String series : List.of("http.spread.", "http.spread.caught-up.", "http.one.", "gateway.spread.",
                    "gateway.one.")) {
                assertThat(report).contains("| " + series + n + " |");
            }
        }
        assertThat(report).contains("- machine: ").contains("load average");
        // the service is H2 in files: what its file took per command is counted, not "off"
        assertThat(report).containsPattern("\\| store\\.file \\| [^|]+\\| [0-9.,]+ / [0-9.,]+ KiB per command");
    }

    @Test
    void theRebuildOnlyRunPrintsTheRawReadAndEveryRebuildWithItsCpu() {
        String report = run("--short", "--rebuild-only", "--rebuilds", "2");
        for (String key : List.of("raw.read", "rebuild.fill", "rebuild.1", "rebuild.2", "rebuild.empty",
                "rebuild.again", "raw.read.end")) {
            assertThat(report).contains("| " + key + " |");
        }
        assertThat(report).contains("service CPU").doesNotContain("| http.spread.1 |");
    }

    @Test
    void theDeepOnlyRunWithRepeatsPrintsTheirMedian() {
        String report = run("--short", "--deep-only", "--deep-repeat", "3");
        for (String key : List.of("startup", "deep.build", "revision.deep", "revision.deep.again",
                "revision.deep.median", "verify")) {
            assertThat(report).contains("| " + key + " |");
        }
    }

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new BenchCommand());
        cli.setOut(new PrintWriter(out, true));
        int code = cli.execute(args);
        String report = out.toString();
        assertThat(code).as(report).isZero();
        return report;
    }
}
