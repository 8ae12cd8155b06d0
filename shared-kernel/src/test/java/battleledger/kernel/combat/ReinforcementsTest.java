package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.rules.Playtest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.Fixtures.scripted;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reinforcements: a creature added once the battle is under way rolls initiative and takes its place in the order
 * (001 › Combat › Initiative; the text speaks only of rolling "at the beginning of every battle", so a latecomer
 * rolls when it joins).
 */
class ReinforcementsTest {

    private static final String RULE = Playtest.INITIATIVE.citation();

    private static Roll initiative(String who, int d20, int dexMod) {
        return new Roll(who, "initiative", "1d20", List.of(d20), List.of(d20), List.of(new Modifier("dex", dexMod)),
                d20 + dexMod, null, null, RULE);
    }

    private static List<String> orderIn(List<EncounterEvent> events) {
        return events.stream().filter(InitiativeOrderSet.class::isInstance).map(e -> ((InitiativeOrderSet) e).order())
                .reduce((a, b) -> b).orElseThrow();
    }

    @Test
    @DisplayName("001 › Combat › Initiative: a reinforcement rolls d20 + Dex and slots in by its total; the others keep their places")
    void aReinforcementRollsInitiativeAndTakesItsPlaceInTheOrder() {
        // ann 15 + 2 = 17, bob 8 + 0 = 8; the goblin joins on ann's turn with 12 + 0 = 12
        given(history(encounter(scripted(15, 8, 12)), add(creature("ann", "party", 14)),
                add(creature("bob", "party", 10)), new StartCombat(List.of())))
                .when(add(creature("gob", "goblins", 10)))
                .then(new CombatantAdded(5, "gm", creature("gob", "goblins", 10)),
                        new InitiativeRolled(5, "gob", initiative("gob", 12, 0), 10),
                        new InitiativeOrderSet(5, List.of("ann", "gob", "bob")))
                .thenState(s -> {
                    assertThat(s.battle().turn()).isEqualTo("ann");
                    assertThat(s.battle().combatant("gob").surprised()).isFalse();
                });
    }

    @Test
    @DisplayName("001 › Combat › The Round: a reinforcement whose place is still ahead acts this round")
    void aReinforcementWhosePlaceIsAheadActsThisRound() {
        var joined = given(history(encounter(scripted(15, 8, 12)), add(creature("ann", "party", 14)),
                add(creature("bob", "party", 10)), new StartCombat(List.of())))
                .when(add(creature("gob", "goblins", 10))).andThen();
        joined.when(new EndTurn("ann")).then(events -> assertThat(events).contains(new TurnStarted(6, 1, "gob")));
    }

    @Test
    @DisplayName("001 › Combat › The Round: a reinforcement whose place has passed waits for the next round")
    void aReinforcementWhosePlaceHasPassedActsFirstNextRound() {
        // ann 17, bob 8; on bob's turn the goblin joins with 19: first in the order, but this round's top has passed
        var joined = given(history(encounter(scripted(15, 8, 19)), add(creature("ann", "party", 14)),
                add(creature("bob", "party", 10)), new StartCombat(List.of()), new EndTurn("ann")))
                .when(add(creature("gob", "goblins", 10)))
                .then(events -> assertThat(orderIn(events)).containsExactly("gob", "ann", "bob"))
                .thenState(s -> assertThat(s.battle().turn()).isEqualTo("bob"))
                .andThen();
        joined.when(new EndTurn("bob")).then(events -> assertThat(events).contains(new RoundStarted(7, 2),
                new TurnStarted(7, 2, "gob")));
    }

    @Test
    @DisplayName("001 › Combat › Initiative › Resolving Ties: a tie of total goes to the higher Dexterity")
    void aReinforcementTiedOnTotalGoesByDexterity() {
        // ann 10 + 2 = 12 with Dex 14; the goblin 11 + 1 = 12 with Dex 13 goes after her, before bob's 5
        given(history(encounter(scripted(10, 5, 11)), add(creature("ann", "party", 14)),
                add(creature("bob", "party", 10)), new StartCombat(List.of())))
                .when(add(creature("gob", "goblins", 13)))
                .then(events -> assertThat(orderIn(events)).containsExactly("ann", "gob", "bob"));
    }

    @Test
    @DisplayName("001 › Combat › Initiative › Resolving Ties: still tied, the reinforcement rolls off with those it ties")
    void aReinforcementTiedOnTotalAndDexterityRollsOff() {
        // ann 12 (Dex 14), bob 5; the goblin 10 + 2 = 12 with Dex 14 ties ann: roll-off ann 3, goblin 17
        given(history(encounter(scripted(10, 5, 10, 3, 17)), add(creature("ann", "party", 14)),
                add(creature("bob", "party", 10)), new StartCombat(List.of())))
                .when(add(creature("gob", "goblins", 14)))
                .then(events -> {
                    assertThat(events).contains(new InitiativeTiesRolledOff(5, List.of(
                            new Roll("ann", "initiative roll-off", "1d20", List.of(3), List.of(3), List.of(), 3, null,
                                    null, Playtest.INITIATIVE_TIES.citation()),
                            new Roll("gob", "initiative roll-off", "1d20", List.of(17), List.of(17), List.of(), 17,
                                    null, null, Playtest.INITIATIVE_TIES.citation()))));
                    assertThat(orderIn(events)).containsExactly("gob", "ann", "bob");
                });
    }

    @Test
    void onlyTheGameMasterCallsInReinforcements() {
        given(history(encounter(scripted(15, 8, 12)), add(creature("ann", "party", 14)),
                new StartCombat(List.of())))
                .when("ann", add(creature("gob", "goblins", 10))).thenRejectedWith("gm-only");
    }
}
