package battleledger.ledger.bench;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.json.CommandJson;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The load driver's battle decided in the test's JVM, without a service (issue 18's memory and rebuild tests). */
public final class DriverBattle {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private DriverBattle() {
    }

    /**
     * The driver's battle, as {@link Battles} plays it, each command read from its JSON: its events into
     * {@code events}, the battle as decided returned.
     */
    public static EncounterState play(int turns, List<EncounterEvent> events) {
        List<EncounterCommand> setup = new ArrayList<>();
        setup.add(new CreateEncounter("bench", "bench", RulesetId.PLAYTEST, 42, EncounterOptions.defaults()));
        for (String json : Battles.setUpCommands()) {
            setup.add(command(json));
        }
        EncounterState state = DECIDER.initialState();
        for (EncounterCommand c : setup) {
            state = decide(state, c, events);
        }
        List<String> order = state.battle().order();
        for (int t = 0; t < turns; t++) {
            String actor = order.get(t % order.size());
            for (String json : Battles.turn(actor)) {
                state = decide(state, command(json), events);
            }
        }
        return state;
    }

    private static EncounterCommand command(String json) {
        return CommandJson.read(json).command();
    }

    private static EncounterState decide(EncounterState state, EncounterCommand c, List<EncounterEvent> into) {
        List<EncounterEvent> decided = DECIDER.decide(state, Submission.byGm(c));
        assertThat(decided).as("%s is accepted", c).isNotEmpty();
        for (EncounterEvent e : decided) {
            into.add(e);
            state = DECIDER.evolve(state, e);
        }
        return state;
    }
}
