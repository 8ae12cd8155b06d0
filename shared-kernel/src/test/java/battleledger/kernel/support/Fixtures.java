package battleledger.kernel.support;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Stat blocks and histories the kernel tests share. */
public final class Fixtures {

    private Fixtures() {
    }

    public static StatBlock creature(String id, String side, int dex) {
        return new StatBlock(id, capitalise(id), side, Abilities.of(10, dex, 12, 10, 10, 10), 1, 12, 10, 30,
                Size.MEDIUM, new Position(0, 0),
                List.of(new AttackProfile("dagger", "dex", 2, "1d4", "piercing", 5, List.of(20, 60))),
                List.of(), Map.of(), List.of(), List.of(), List.of(), false, false, 8, null, null, null);
    }

    public static StatBlock teresa() {
        return new StatBlock("teresa", "Teresa", "party", Abilities.of(8, 14, 12, 18, 10, 10), 5, 12, 27, 30,
                Size.MEDIUM, new Position(3, 4),
                List.of(new AttackProfile("dagger", "dex", 2, "1d4", "piercing", 5, List.of(20, 60))),
                List.of("magic-missile"), Map.of(1, 4, 2, 3, 3, 2), List.of(), List.of(), List.of(), false, false, 6, new battleledger.kernel.model.Magic("int", "wizard", null, 2, true, false), null, null);
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

    private static String capitalise(String id) {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
