package battleledger.ledger.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.Set;

/**
 * The command line (issue 15), in the service's own jar: {@code java -jar battle-ledger.jar SUBCOMMAND}. The offline
 * subcommands run on the kernel alone, without starting Micronaut or Axon; without a subcommand the jar starts the
 * service as always.
 */
@Command(name = "battle-ledger", mixinStandardHelpOptions = true, versionProvider = LedgerCli.Version.class,
        description = "Battle Ledger on the command line. Without a subcommand the jar starts the service.",
        subcommands = {RunCommand.class, VerifyCommand.class, ReplayCommand.class, PostCommand.class,
                SimulateCommand.class, battleledger.ledger.bench.BenchCommand.class, CommandLine.HelpCommand.class})
public final class LedgerCli {

    private static final Set<String> NAMES = Set.of("run", "verify", "replay", "post", "simulate", "bench", "help",
            "--help", "-h", "--version", "-V");

    /**
     * Whether these arguments ask for the command line rather than the service. The service takes only options
     * ({@code -Dkey=value} before the jar, {@code --key=value} after it), so a first argument that is a bare word is a
     * subcommand, known or not: a mistyped one ({@code verfy}) is refused with the usage, not taken as a request to
     * start the service (which then failed on a database already in use, or started a second service).
     */
    public static boolean handles(String[] args) {
        return args.length > 0 && (NAMES.contains(args[0]) || !args[0].startsWith("-"));
    }

    /** Runs a subcommand and answers its exit code. */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new LedgerCli());
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            line.getErr().println(line.getColorScheme().errorText(Failures.describe(e)));
            return 2;
        });
        return cli;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = LedgerCli.class.getPackage().getImplementationVersion();
            return new String[]{"battle-ledger " + (v == null ? "(development build)" : v)};
        }
    }
}
