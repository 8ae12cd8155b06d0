package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A round's length is the ruleset's number, and the shared clock counts it: "a round is 10 seconds" (Dragonbane core
 * rules › Time), "Each round represents 6 seconds" (001 › Combat). The number is fixed in the encounter's options
 * when it is created; an encounter stored before it was has none and keeps counting 6 seconds.
 */
class RoundLengthTest {

    static long secondsAtRoundTwo(RulesetId ruleset, EncounterOptions options) {
        List<battleledger.kernel.command.EncounterCommand> commands = new ArrayList<>(List.of(
                new CreateEncounter("ford", "The ford", ruleset, 42, options),
                new AddCombatant(DragonbaneEncounterTest.fighter("kobbe", "party", 12, 10, 0, 12, 0)),
                new AddCombatant(DragonbaneEncounterTest.fighter("orc", "orcs", 12, 0, 0, 12, 2)),
                new StartCombat(List.of(), List.of())));
        for (int i = 0; i < 2; i++) { // each ends its turn, whoever drew the lower card first
            EncounterState s = GivenWhenThen.given(Fixtures.history(commands.toArray(
                    new battleledger.kernel.command.EncounterCommand[0]))).state();
            commands.add(new EndTurn(s.battle().turn()));
        }
        EncounterState end = GivenWhenThen.given(Fixtures.history(commands.toArray(
                new battleledger.kernel.command.EncounterCommand[0]))).state();
        assertThat(end.battle().round()).isEqualTo(2);
        return end.battle().time().seconds();
    }

    @Test
    @DisplayName("A Dragonbane encounter created now counts 10 seconds a round; a playtest one 6")
    void theRulesetSuppliesTheRound() {
        EncounterOptions dragonbane = EncounterDecider.forNewEncounter(RulesetId.DRAGONBANE, null);
        assertThat(dragonbane.roundSeconds()).isEqualTo(10);
        assertThat(EncounterDecider.forNewEncounter(RulesetId.PLAYTEST, null).roundSeconds()).isEqualTo(6);
        assertThat(secondsAtRoundTwo(RulesetId.DRAGONBANE, dragonbane)).isEqualTo(10);
    }

    @Test
    @DisplayName("A Dragonbane encounter stored before the round was an option keeps its 6 seconds, so it replays the same")
    void aStoredEncounterKeepsItsClock() {
        assertThat(secondsAtRoundTwo(RulesetId.DRAGONBANE, EncounterOptions.defaults())).isEqualTo(6);
    }

    @Test
    @DisplayName("A round asked of 0 or of more than a minute is refused; one the GM asks for is kept")
    void aRoundOfTheGmsOwn() {
        GivenWhenThen.given().when(new CreateEncounter("ford", "The ford", RulesetId.DRAGONBANE, 42,
                EncounterOptions.defaults().withRoundSeconds(0))).thenRejectedWith("out-of-bounds");
        assertThat(EncounterDecider.forNewEncounter(RulesetId.DRAGONBANE, EncounterOptions.defaults()
                .withRoundSeconds(12)).roundSeconds()).isEqualTo(12);
    }
}
