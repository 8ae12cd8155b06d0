package battleledger.benchmarks;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Gear;
import battleledger.kernel.model.Magic;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.simulation.Playout;
import battleledger.kernel.simulation.WhatIf;
import battleledger.kernel.simulation.WhatIfTable;
import battleledger.kernel.state.EncounterState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Simulated battles per second (issue 15): four against four on squares (a fighter, a wizard with one fireball, an
 * archer and a second fighter against four orcs), played from the start of combat to the end by the default policy,
 * every move decided by the kernel. {@code oneBattle} is one thread, one battle per operation, each with other dice;
 * {@code whatIfOf100} is a what-if of 100 runs spread over every core (score per battle).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SimulationBenchmark {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private List<EncounterEvent> battle;
    private EncounterState fork;
    private WhatIf.Request request;
    private int run;
    private long seed;

    static StatBlock creature(String id, String side, int str, int dex, int ac, int hp, Position at,
                              List<AttackProfile> attacks, List<String> spells) {
        Magic magic = spells.isEmpty() ? null : new Magic("int", "wizard", 5, 2, true, false);
        return new StatBlock(id, id, side, Abilities.of(str, dex, 12, 16, 10, 10), 3, ac, hp, 30, Size.MEDIUM, at,
                attacks, spells, spells.isEmpty() ? Map.of() : Map.of(3, 1), List.of(), List.of(), List.of(),
                !"party".equals(side), false, 8, magic, null, spells.isEmpty() ? null : new Gear(1, true, null));
    }

    static AttackProfile melee(String damage) {
        return new AttackProfile("sword", "str", 2, damage, "slashing", 5, null);
    }

    static AttackProfile bow(String damage) {
        return new AttackProfile("bow", "dex", 2, damage, "piercing", null, List.of(80, 320));
    }

    /** The battle up to the start of combat, decided with seed 77. */
    static List<EncounterEvent> fourAgainstFour() {
        List<EncounterCommand> commands = new ArrayList<>();
        commands.add(new CreateEncounter("bench", "Four against four", RulesetId.PLAYTEST, 77, EncounterOptions.defaults()
                .withGrid(EncounterOptions.GridKind.SQUARES, EncounterOptions.AreaMethod.DMG, false)));
        commands.add(new AddCombatant(creature("ann", "party", 16, 10, 16, 24, new Position(2, 2),
                List.of(melee("1d8")), List.of())));
        commands.add(new AddCombatant(creature("wiz", "party", 10, 14, 12, 14, new Position(0, 3),
                List.of(bow("1d6")), List.of("fireball"))));
        commands.add(new AddCombatant(creature("cal", "party", 10, 16, 14, 18, new Position(1, 5),
                List.of(bow("1d8"), melee("1d6")), List.of())));
        commands.add(new AddCombatant(creature("bob", "party", 14, 10, 15, 20, new Position(3, 4),
                List.of(melee("1d6")), List.of())));
        for (int i = 1; i <= 4; i++) {
            commands.add(new AddCombatant(creature("orc-" + i, "orcs", 18, 10, 14, 26,
                    new Position(12 + (i - 1) % 2, 2 + i), List.of(melee("1d12")), List.of())));
        }
        commands.add(new StartCombat(List.of()));
        EncounterState state = DECIDER.initialState();
        List<EncounterEvent> events = new ArrayList<>();
        for (EncounterCommand c : commands) {
            for (EncounterEvent e : DECIDER.decide(state, Submission.byGm(c))) {
                events.add(e);
                state = DECIDER.evolve(state, e);
            }
        }
        return events;
    }

    @Setup
    public void setUp() {
        battle = fourAgainstFour();
        int start = battle.get(battle.size() - 1).step();
        request = new WhatIf.Request(start, 1, 5, null, 0);
        fork = WhatIf.fork(battle, request);
    }

    @Benchmark
    public Playout.Result oneBattle() {
        return WhatIf.one(fork, request, run++);
    }

    @Benchmark
    @OperationsPerInvocation(100)
    public WhatIfTable whatIfOf100() {
        return WhatIf.run(battle, new WhatIf.Request(request.fromStep(), 100, seed++, null, 0), true);
    }
}
