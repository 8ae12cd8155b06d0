package battleledger.ledger.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which arguments the jar takes as the command line (README, "Battle files, the command line and what-if": "with no
 * subcommand it starts the service as before").
 */
class LedgerCliTest {

    @Test
    void aMistypedSubcommandIsRefusedWithTheUsageRatherThanStartingTheService() {
        assertThat(LedgerCli.handles(new String[]{"verfy", "ford.jsonl"})).isTrue();

        StringWriter err = new StringWriter();
        picocli.CommandLine line = LedgerCli.commandLine();
        line.setErr(new PrintWriter(err));
        line.setOut(new PrintWriter(new StringWriter()));
        int code = line.execute("verfy", "ford.jsonl");

        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("verfy").contains("verify").doesNotContain("Exception");
    }

    @Test
    void replayRefusesAFileEditedAfterItWasWrittenRatherThanShowingTheForgedBattle(@TempDir Path dir)
            throws IOException {
        Path file = dir.resolve("ford.jsonl");
        assertThat(LedgerCli.execute("run", "../../examples/skirmish.json", "--out", file.toString())).isZero();
        // the orc's hit points after Ann's blow at step 14, edited: 7 becomes 6
        Path forged = dir.resolve("forged.jsonl");
        Files.writeString(forged, Files.readString(file).replace("\"hpAfter\":7", "\"hpAfter\":6"));

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine line = LedgerCli.commandLine();
        line.setOut(new PrintWriter(out));
        line.setErr(new PrintWriter(err));
        int code = line.execute("replay", forged.toString(), "--to", "14");

        assertThat(code).isEqualTo(1);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).contains("NOT replayed").contains("digest");
    }

    @Test
    void noArgumentsOrTheServicesOwnOptionsStillStartTheService() {
        assertThat(LedgerCli.handles(new String[0])).isFalse();
        assertThat(LedgerCli.handles(new String[]{"--micronaut.server.port=8091"})).isFalse();
        assertThat(LedgerCli.handles(new String[]{"verify", "ford.jsonl"})).isTrue();
    }
}
