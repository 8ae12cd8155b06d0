package battleledger.ledger.cli;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.ledger.file.BattleFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Plays a scenario on the kernel, offline, and prints its narrated log.",
                "With --out, writes the battle file instead."})
final class RunCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SCENARIO", description = "scenario file (.json, or .yaml/.yml)")
    Path scenario;

    @Option(names = {"-o", "--out"}, paramLabel = "BATTLE.jsonl", description = "write the battle file here")
    Path out;

    @Option(names = "--color", description = "colour: auto (on a terminal), always or never", defaultValue = "auto")
    String color;

    @Override
    public Integer call() throws Exception {
        Scenario.Played played = Scenario.read(scenario).play(new EncounterDecider());
        if (out != null) {
            Files.writeString(out, BattleFile.write(played.events()));
            spec.commandLine().getOut().printf("%d steps, %d events written to %s%n",
                    played.state().timeline().lastStep(), played.events().size(), out);
        } else {
            Narration.print(played.events(), spec.commandLine().getOut(), ansi(color));
        }
        spec.commandLine().getOut().flush();
        return 0;
    }

    static Ansi ansi(String color) {
        return switch (color) {
            case "always" -> Ansi.ON;
            case "never" -> Ansi.OFF;
            default -> Ansi.AUTO;
        };
    }
}
