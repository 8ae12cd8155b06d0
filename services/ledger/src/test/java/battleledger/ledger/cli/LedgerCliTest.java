package battleledger.ledger.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

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
    void noArgumentsOrTheServicesOwnOptionsStillStartTheService() {
        assertThat(LedgerCli.handles(new String[0])).isFalse();
        assertThat(LedgerCli.handles(new String[]{"--micronaut.server.port=8091"})).isFalse();
        assertThat(LedgerCli.handles(new String[]{"verify", "ford.jsonl"})).isTrue();
    }
}
