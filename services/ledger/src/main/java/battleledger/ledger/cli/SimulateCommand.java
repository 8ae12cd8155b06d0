package battleledger.ledger.cli;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.simulation.WhatIf;
import battleledger.kernel.simulation.WhatIfTable;
import battleledger.ledger.file.BattleFile;
import battleledger.ledger.json.CommandJson;
import battleledger.ledger.whatif.WhatIfJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"What-if: fork a battle as of a step, optionally change it, and play it to the end",
                "RUNS times with fresh dice, every side following the default policy (see the README).",
                "The same seed gives the same table."})
final class SimulateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "BATTLE", description = "a battle file (.jsonl), or a scenario (.json, .yaml) played first")
    Path battle;

    @Option(names = "--from", paramLabel = "STEP", description = "fork as of this step (default: the last)")
    Integer from;

    @Option(names = "--runs", defaultValue = "1000", description = "battles to play, 1 to 10000 (default ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--seed", defaultValue = "1", description = "the what-if's seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--max-rounds", defaultValue = "100", description = "a run still going after this round is a draw")
    int maxRounds;

    @Option(names = "--remove", paramLabel = "ID", description = "take this combatant off the field (repeatable)")
    List<String> remove = List.of();

    @Option(names = "--hp", paramLabel = "ID=HP", description = "set this combatant's hit points (repeatable)")
    Map<String, Integer> hp = new LinkedHashMap<>();

    @Option(names = "--command", paramLabel = "JSON",
            description = "decide this command (API JSON) at STEP instead of the one stored there")
    String command;

    @Option(names = "--json", description = "print the table as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        String name = battle.getFileName().toString();
        List<EncounterEvent> events = name.endsWith(".jsonl") || name.endsWith(".ndjson")
                ? BattleFile.read(Files.readString(battle)).events()
                : Scenario.read(battle).play(new EncounterDecider()).events();
        int step = from != null ? from : events.get(events.size() - 1).step();
        WhatIf.Request request = new WhatIf.Request(step, runs, seed, new WhatIf.Changes(remove, hp,
                command == null ? null : CommandJson.read(command)), maxRounds);
        Progress progress = new Progress(runs, spec.commandLine().getErr());
        WhatIfTable table = WhatIf.run(events, request, true, i -> progress.tick());
        progress.done();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(WhatIfJson.write(table));
        } else {
            print(table, out);
        }
        out.flush();
        return 0;
    }

    static void print(WhatIfTable t, PrintWriter out) {
        out.printf("what-if from step %d: %d runs, seed %d%n%n", t.fromStep(), t.runs(), t.seed());
        out.printf("%-12s %6s %8s   %s%n", "side", "wins", "win", "95% interval");
        for (WhatIfTable.SideOdds s : t.sides()) {
            out.printf("%-12s %6d %7.1f%%   %.1f%% – %.1f%%%n", s.side(), s.wins(), 100 * s.probability(),
                    100 * s.low(), 100 * s.high());
        }
        out.printf("%-12s %6d%n%n", "draws", t.draws());
        out.printf("rounds to the end: mean %.2f, min %d, max %d%n%n", t.rounds().mean(), t.rounds().min(),
                t.rounds().max());
        out.printf("%-12s %-10s %9s %8s%n", "combatant", "side", "survives", "mean hp");
        for (WhatIfTable.CombatantOdds c : t.combatants()) {
            out.printf("%-12s %-10s %8s %8s%n", c.id(), c.side(), c.removed() ? "removed"
                    : String.format("%.1f%%", 100 * c.survival()), c.removed() ? "" : String.format("%.1f", c.meanHp()));
        }
        out.printf("%nspells cast: %s%ndice drawn: %d%n", t.spellsCast().isEmpty() ? "none" : t.spellsCast(),
                t.diceDrawn());
    }

    /** A progress bar on standard error, shown only on a terminal and only for runs long enough to wait for. */
    static final class Progress {
        private final int total;
        private final PrintWriter err;
        private final boolean shown;
        private final AtomicInteger done = new AtomicInteger();

        Progress(int total, PrintWriter err) {
            this.total = total;
            this.err = err;
            this.shown = System.console() != null && total >= 200;
        }

        void tick() {
            int n = done.incrementAndGet();
            if (shown && (n % Math.max(1, total / 50) == 0 || n == total)) {
                int width = 40;
                int filled = n * width / total;
                synchronized (this) {
                    err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + n + "/" + total);
                    err.flush();
                }
            }
        }

        void done() {
            if (shown) {
                err.println();
                err.flush();
            }
        }
    }
}
