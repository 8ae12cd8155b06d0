package battleledger.ledger;

import io.micronaut.runtime.Micronaut;
import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;

/** Starts the Battle Ledger service. */
@OpenAPIDefinition(info = @Info(title = "Battle Ledger", version = "1",
        description = "An event-sourced combat simulation service: commands in, events stored, projections out."))
public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        if (battleledger.ledger.cli.LedgerCli.handles(args)) {
            // the command line (issue 15): offline subcommands run on the kernel, without the service
            System.exit(battleledger.ledger.cli.LedgerCli.execute(args));
        }
        System.setProperty("disable-axoniq-console-message", "true");
        var context = Micronaut.build(args).mainClass(Application.class).banner(false).start();
        if (battleledger.ledger.startup.Training.requested()) {
            // the build's training run for the class-data-sharing archive (README, "Startup and memory")
            battleledger.ledger.startup.Training.run(context);
            context.close();
            System.exit(0);
        }
    }
}
