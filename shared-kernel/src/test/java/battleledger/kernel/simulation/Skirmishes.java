package battleledger.kernel.simulation;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Creature;

import java.util.ArrayList;
import java.util.List;

/** Battles for the simulation tests, decided with the engine's keyed dice. */
final class Skirmishes {

    private Skirmishes() {
    }

    /** Four against four on squares: a fighter, a wizard with fireball, an archer and a cleric against four orcs. */
    static List<EncounterEvent> fourAgainstFour() {
        return play(EncounterOptions.defaults().withGrid(EncounterOptions.GridKind.SQUARES,
                        EncounterOptions.AreaMethod.DMG, false),
                Creature.named("ann").str(16).ac(16).hp(24).level(3).sword("1d8").at(2, 2),
                Creature.named("wiz").dex(14).ac(12).hp(14).level(5).wizard(5, "fireball").slots(3, 1)
                        .gear(1, true, null).bow("1d6").at(0, 3),
                Creature.named("cal").dex(16).ac(14).hp(18).level(3).bow("1d8").sword("1d6").at(1, 5),
                Creature.named("bob").str(14).ac(15).hp(20).level(3).sword("1d6").at(3, 4),
                Creature.named("orc-1").side("orcs").str(18).ac(14).hp(26).monster().sword("1d12").at(12, 2),
                Creature.named("orc-2").side("orcs").str(18).ac(14).hp(26).monster().sword("1d12").at(12, 4),
                Creature.named("orc-3").side("orcs").str(18).ac(14).hp(26).monster().sword("1d12").at(13, 3),
                Creature.named("orc-4").side("orcs").str(18).ac(14).hp(26).monster().sword("1d12").at(13, 5));
    }

    /** The encounter, its creatures and the start of combat, decided with seed 77. */
    static List<EncounterEvent> play(EncounterOptions options, Creature... creatures) {
        List<EncounterCommand> commands = new ArrayList<>();
        commands.add(new CreateEncounter("sim", "Simulated", RulesetId.PLAYTEST, 77, options));
        for (Creature c : creatures) {
            commands.add(new AddCombatant(c.build()));
        }
        commands.add(new StartCombat(List.of()));
        return decide(List.of(), commands);
    }

    /** More commands decided after the events given. */
    static List<EncounterEvent> decide(List<EncounterEvent> before, List<EncounterCommand> commands) {
        EncounterDecider decider = new EncounterDecider();
        EncounterState state = decider.fold(before);
        List<EncounterEvent> events = new ArrayList<>(before);
        for (EncounterCommand c : commands) {
            List<EncounterEvent> decided = decider.decide(state, Submission.byGm(c));
            GoldenScenarios.decided(decided);
            for (EncounterEvent e : decided) {
                events.add(e);
                state = decider.evolve(state, e);
            }
        }
        return events;
    }
}
