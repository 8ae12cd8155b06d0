package battleledger.ledger.cli;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.audit.Digest;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.file.BattleFile;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Prints the battle as of a step of a battle file, as JSON, with its digest.",
                "Exit code 1 when the file's lines do not give the digest its trailer states (an edited file)."})
final class ReplayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "BATTLE.jsonl", description = "battle file")
    Path file;

    @Option(names = "--to", paramLabel = "STEP", description = "the step (default: the last)")
    Integer to;

    @Override
    public Integer call() throws Exception {
        BattleFile.Parsed parsed = BattleFile.read(Files.readString(file));
        if (!parsed.digestMatches()) {
            // an edited file is not the battle that was written: shown as if it were, a forged roll would pass for
            // the stored one (the import refuses it the same way, battle-file-digest)
            spec.commandLine().getErr().println("NOT replayed: the file's lines do not give the digest its trailer "
                    + "states (" + parsed.statedDigest() + ")" + (parsed.firstAlteredStep() == null ? ""
                    : "; the first line not as it was written is step " + parsed.firstAlteredStep() + "'s")
                    + "; verify tells where it differs");
            return 1;
        }
        List<EncounterEvent> events = parsed.events();
        int last = events.get(events.size() - 1).step();
        int step = to == null ? last : to;
        if (step < 1 || step > last) {
            spec.commandLine().getErr().printf("--to must be a step from 1 to %d%n", last);
            return 2;
        }
        EncounterState state = new EncounterDecider().fold(events.stream().filter(e -> e.step() <= step).toList());
        ObjectMapper json = KernelJson.newMapper();
        ObjectNode answer = json.createObjectNode();
        answer.put("step", step);
        answer.put("digest", Digest.of(state.battle()));
        answer.set("battle", json.valueToTree(state.battle()));
        spec.commandLine().getOut().println(json.writerWithDefaultPrettyPrinter().writeValueAsString(answer));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
