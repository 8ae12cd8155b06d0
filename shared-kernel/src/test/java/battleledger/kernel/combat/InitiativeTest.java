package battleledger.kernel.combat;

import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.state.InitiativeEntry;
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

/** 001 › Combat › Initiative, and its Resolving Ties. */
class InitiativeTest {

    private static final String RULE = "001 › Combat › Initiative";
    private static final String TIES = "001 › Combat › Initiative › Resolving Ties";

    private static Roll initiative(String who, int d20, int dexMod) {
        return new Roll(who, "initiative", "1d20", List.of(d20), List.of(d20), List.of(new Modifier("dex", dexMod)),
                d20 + dexMod, null, null, RULE);
    }

    private static Roll rollOff(String who, int d20) {
        return new Roll(who, "initiative roll-off", "1d20", List.of(d20), List.of(d20), List.of(), d20, null, null,
                TIES);
    }

    @Test
    @DisplayName("001 › Combat › Initiative: each rolls d20 + Dex modifier, and the order runs from the highest total")
    void everyoneRollsAD20PlusDexterityModifierAndActsFromHighestToLowest() {
        given(history(encounter(scripted(5, 17, 11)),
                add(creature("ann", "party", 14)), add(creature("bob", "party", 10)),
                add(creature("gob", "goblins", 8))))
                .when(new StartCombat(List.of()))
                .then(new CombatStarted(5, "gm", List.of()),
                        new InitiativeRolled(5, "ann", initiative("ann", 5, 2), 14),
                        new InitiativeRolled(5, "bob", initiative("bob", 17, 0), 10),
                        new InitiativeRolled(5, "gob", initiative("gob", 11, -1), 8),
                        new InitiativeOrderSet(5, List.of("bob", "gob", "ann")),
                        new RoundStarted(5, 1),
                        new TurnStarted(5, 1, "bob"));
    }

    @Test
    @DisplayName("001 › Combat › Initiative › Resolving Ties: tied creatures act in order of Dexterity, highest first")
    void aTieIsBrokenByTheHigherDexterityScore() {
        // ann: 10 + 2 = 12 with Dex 15; bob: 10 + 2 = 12 with Dex 14
        given(history(encounter(scripted(10, 10)),
                add(creature("bob", "party", 14)), add(creature("ann", "party", 15))))
                .when(new StartCombat(List.of()))
                .then(events -> assertThat(orderIn(events)).containsExactly("ann", "bob"));
    }

    @Test
    @DisplayName("001 › Combat › Initiative › Resolving Ties: still tied, each rolls a d20, highest first")
    void aTieOfEqualDexterityIsBrokenByARollOff() {
        given(history(encounter(scripted(10, 10, 4, 19)),
                add(creature("ann", "party", 14)), add(creature("bob", "party", 14))))
                .when(new StartCombat(List.of()))
                .then(events -> {
                    assertThat(events).contains(new InitiativeTiesRolledOff(4,
                            List.of(rollOff("ann", 4), rollOff("bob", 19))));
                    assertThat(orderIn(events)).containsExactly("bob", "ann");
                });
    }

    @Test
    @DisplayName("001 › Combat › Initiative › Resolving Ties: if there are still ties, continue re-rolling")
    void rollOffsRepeatUntilEveryTieIsResolved() {
        // all four total 12. dex: dan 16 first; ann, bob, cal share Dex 14 and roll off: 15, 15, 3 → cal last;
        // ann and bob roll off again: 8, 8 → and again: 2, 11 → bob, then ann.
        given(history(encounter(scripted(10, 10, 10, 9, 15, 15, 3, 8, 8, 2, 11)),
                add(creature("ann", "party", 14)), add(creature("bob", "party", 14)),
                add(creature("cal", "party", 14)), add(creature("dan", "party", 16))))
                .when(new StartCombat(List.of()))
                .then(events -> {
                    assertThat(orderIn(events)).containsExactly("dan", "bob", "ann", "cal");
                    assertThat(events.stream().filter(InitiativeTiesRolledOff.class::isInstance)).hasSize(3);
                })
                .thenState(s -> assertThat(s.battle().initiative()).containsExactly(
                        new InitiativeEntry("dan", 9, 12, 16, List.of()),
                        new InitiativeEntry("bob", 10, 12, 14, List.of(15, 8, 11)),
                        new InitiativeEntry("ann", 10, 12, 14, List.of(15, 8, 2)),
                        new InitiativeEntry("cal", 10, 12, 14, List.of(3))));
    }

    @Test
    @DisplayName("001 › Combat › Initiative: ties between groups are resolved each within its own group")
    void separateTiesAreResolvedSeparately() {
        // ann & bob tie at 15 (Dex 14); cal & dan tie at 5 (Dex 10); roll-offs in order of the groups
        given(history(encounter(scripted(13, 13, 5, 5, 6, 2, 1, 20)),
                add(creature("ann", "party", 14)), add(creature("bob", "party", 14)),
                add(creature("cal", "party", 10)), add(creature("dan", "party", 10))))
                .when(new StartCombat(List.of()))
                .then(events -> assertThat(orderIn(events)).containsExactly("ann", "bob", "dan", "cal"));
    }

    @Test
    @DisplayName("001 › Combat › Surprise: the DM determines who is surprised; initiative is still rolled for them")
    void surprisedCreaturesStillRollInitiativeAndAreMarkedSurprised() {
        given(history(encounter(scripted(12, 8)), add(creature("ann", "party", 10)),
                add(creature("gob", "goblins", 10))))
                .when(new StartCombat(List.of("gob")))
                .thenState(s -> {
                    assertThat(s.battle().combatant("gob").surprised()).isTrue();
                    assertThat(s.battle().combatant("ann").surprised()).isFalse();
                    assertThat(s.battle().order()).containsExactly("ann", "gob");
                });
    }

    @Test
    @DisplayName("001 › Combat › The Combat Sequence: combat starts once")
    void combatStartsOnlyOnce() {
        var started = given(history(encounter(scripted(12, 8)), add(creature("ann", "party", 10))))
                .when(new StartCombat(List.of())).andThen();
        started.when(new StartCombat(List.of())).thenRejectedWith("combat-already-started");
    }

    @Test
    @DisplayName("001 › Combat › The Combat Sequence: a combat needs combatants")
    void combatNeedsCombatants() {
        given(history(encounter(scripted()))).when(new StartCombat(List.of())).thenRejectedWith("no-combatants");
    }

    @Test
    void aSurprisedCreatureMustBeInTheEncounter() {
        given(history(encounter(scripted(1)), add(creature("ann", "party", 10))))
                .when(new StartCombat(List.of("nobody"))).thenRejectedWith("unknown-combatant");
    }

    @Test
    void onlyTheGameMasterStartsCombat() {
        given(history(encounter(scripted(1)), add(creature("ann", "party", 10))))
                .when("ann", new StartCombat(List.of())).thenRejectedWith("gm-only");
    }

    @Test
    void anExhaustedDiceScriptRefusesTheCommandAndRecordsNothing() {
        given(history(encounter(scripted(4)), add(creature("ann", "party", 10)), add(creature("bob", "party", 10))))
                .when(new StartCombat(List.of())).thenRejectedWith("dice-script-exhausted");
    }

    static List<String> orderIn(List<EncounterEvent> events) {
        return events.stream().filter(InitiativeOrderSet.class::isInstance).map(InitiativeOrderSet.class::cast)
                .findFirst().orElseThrow().order();
    }
}
