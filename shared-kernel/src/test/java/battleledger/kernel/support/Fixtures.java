package battleledger.kernel.support;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;

/** Stat blocks and histories the kernel tests share. */
public final class Fixtures {

    private Fixtures() {
    }

    public static StatBlock creature(String id, String side, int dex) {
        return Creature.named(id).side(side).dex(dex).con(12).ac(12).hp(10).at(0, 0).dagger().build();
    }

    public static StatBlock teresa() {
        return Creature.named("teresa").str(8).dex(14).con(12).level(5).ac(12).hp(27).at(3, 4).dagger()
                .knows("magic-missile").slots(1, 4).slots(2, 3).slots(3, 2).hitDie(6)
                .magic(new battleledger.kernel.model.Magic("int", "wizard", null, 2, true, false)).build();
    }

    public static CreateEncounter encounter(EncounterOptions options) {
        return new CreateEncounter("skirmish", "Skirmish", RulesetId.PLAYTEST, 42, options);
    }

    public static EncounterOptions scripted(Integer... values) {
        return EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(List.of(values)));
    }

    /** A history built by deciding GM commands in order, as a running encounter would have stored them. */
    public static List<EncounterEvent> history(EncounterCommand... commands) {
        EncounterDecider decider = new EncounterDecider();
        EncounterState state = decider.initialState();
        List<EncounterEvent> events = new ArrayList<>();
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

    public static AddCombatant add(StatBlock s) {
        return new AddCombatant(s);
    }
}
