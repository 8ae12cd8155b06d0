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
        description = "Prints the battle as of a step of a battle file, as JSON, with its digest.")
final class ReplayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "BATTLE.jsonl", description = "battle file")
    Path file;

    @Option(names = "--to", paramLabel = "STEP", description = "the step (default: the last)")
    Integer to;

    @Override
    public Integer call() throws Exception {
        List<EncounterEvent> events = BattleFile.read(Files.readString(file)).events();
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
