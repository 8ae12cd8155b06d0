package battleledger.benchmarks;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Magic;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.state.EncounterState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Commands decided and folded per second by the kernel alone (no store, no HTTP): an attack, and a spell that opens a
 * sequence answered by a readied counterspell (the decide of the cast, then of the declaration that resolves it).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class DeciderBenchmark {

    private static final EncounterDecider DECIDER = new EncounterDecider();
    private static final Trigger ENEMY_CASTS = new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null);

    private EncounterState readyToAttack;
    private EncounterState readyToCast;

    static StatBlock creature(String id, String side, List<String> spells) {
        Magic magic = spells.isEmpty() ? null : new Magic("int", "wizard", 5, 2, true, false);
        return new StatBlock(id, id, side, Abilities.of(14, 14, 12, 16, 10, 10), 5, 14, 400, 30, Size.MEDIUM, null,
                List.of(new AttackProfile("sword", "str", 2, "1d8", "slashing", 5, null)), spells,
                spells.isEmpty() ? Map.of() : Map.of(1, 9, 2, 9, 3, 9), List.of(), List.of(), List.of(), false, false,
                8, magic, null, null);
    }

    static EncounterState fold(EncounterState s, Submission c) {
        for (EncounterEvent e : DECIDER.decide(s, c)) {
            s = DECIDER.evolve(s, e);
        }
        return s;
    }

    static EncounterState fold(EncounterState s, EncounterCommand c) {
        return fold(s, Submission.byGm(c));
    }

    /**
     * Four wizards and four orcs, one of them a mage; engine dice from seed 7. The wizards ready a counterspell
     * against an enemy beginning a spell, turn after turn, until the orc mage's turn comes in round 2.
     */
    @Setup
    public void setUp() {
        EncounterState s = fold(DECIDER.initialState(), new CreateEncounter("bench", "Bench", RulesetId.PLAYTEST, 7,
                EncounterOptions.defaults()));
        for (int i = 0; i < 4; i++) {
            s = fold(s, new AddCombatant(creature("hero" + i, "heroes", List.of("fireball", "counterspell"))));
            s = fold(s, new AddCombatant(creature(i == 0 ? "mage" : "orc" + i, "orcs",
                    i == 0 ? List.of("fireball") : List.of())));
        }
        s = fold(s, new StartCombat(List.of()));
        String first = s.battle().turn();
        readyToAttack = fold(s, new Move(first, 5, List.of(), List.of(foe(first)), false));
        while (s.battle().round() < 2 || !s.battle().turn().equals("mage")) {
            String actor = s.battle().turn();
            if (actor.startsWith("hero")) {
                s = fold(s, new Ready(actor, ENEMY_CASTS, CastSpell.at(actor, "counterspell", List.of("$trigger"))));
            }
            s = fold(s, new EndTurn(actor));
        }
        readyToCast = s;
    }

    static String foe(String id) {
        return id.startsWith("hero") ? "orc1" : "hero0";
    }

    /** One attack: declared (a trigger point nobody answers), rolled, its damage dealt. */
    @Benchmark
    public EncounterState attack() {
        String actor = readyToAttack.battle().turn();
        return fold(readyToAttack, new Attack(actor, foe(actor), "sword", null, false, null));
    }

    /** A fireball at three wizards opens a sequence: four readied counterspells are offered. */
    @Benchmark
    public EncounterState fireballBegun() {
        return fold(readyToCast, CastSpell.at("mage", "fireball", List.of("hero0", "hero1", "hero2")));
    }

    /** The same, then the first wizard asked declares and the rest pass: the counterspell resolves first. */
    @Benchmark
    public EncounterState fireballCountered() {
        EncounterState s = fold(readyToCast, CastSpell.at("mage", "fireball", List.of("hero0", "hero1", "hero2")));
        s = fold(s, new DeclareReaction(s.battle().offers().get(0).reactor(), null, null));
        while (!s.battle().offers().isEmpty()) {
            s = fold(s, new PassReaction(s.battle().offers().get(0).reactor()));
        }
        return s;
    }
}
