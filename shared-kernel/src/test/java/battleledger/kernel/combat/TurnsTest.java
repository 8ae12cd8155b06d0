package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.support.GivenWhenThen;
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

/** 001 › Combat › The Round, Taking a Turn and Surprise. */
class TurnsTest {

    /** ann (18) acts before bob (11) before gob (3); gob is surprised. Step 5 started combat. */
    private static GivenWhenThen inCombat() {
        return given(history(encounter(scripted(18, 11, 3)),
                add(creature("ann", "party", 10)), add(creature("bob", "party", 10)),
                add(creature("gob", "goblins", 10)), new StartCombat(List.of("gob"))));
    }

    @Test
    @DisplayName("001 › Combat › The Round: when a turn ends, the next in initiative order takes a turn")
    void endingATurnStartsTheNextInInitiativeOrder() {
        inCombat().when(new EndTurn("ann"))
                .then(new TurnEnded(6, "gm", "ann"), new TurnStarted(6, 1, "bob"));
    }

    @Test
    @DisplayName("001 › Combat › The Round: once everyone has taken a turn, the next round begins")
    void afterTheLastInOrderANewRoundBeginsWithTheFirst() {
        inCombat().when(new EndTurn("ann")).andThen()
                .when(new EndTurn("bob")).andThen()
                .when(new EndTurn("gob"))
                .then(new TurnEnded(8, "gm", "gob"), new RoundStarted(8, 2), new TurnStarted(8, 2, "ann"))
                .thenState(s -> {
                    assertThat(s.battle().round()).isEqualTo(2);
                    assertThat(s.battle().turn()).isEqualTo("ann");
                });
    }

    @Test
    @DisplayName("001 › Combat › Surprise: a surprised creature cannot act until after its first turn")
    void surpriseEndsAfterTheCreaturesFirstTurn() {
        var beforeItsTurn = inCombat().when(new EndTurn("ann")).andThen().when(new EndTurn("bob")).andThen();
        assertThat(beforeItsTurn.state().battle().combatant("gob").surprised()).isTrue();
        beforeItsTurn.when(new EndTurn("gob"))
                .thenState(s -> assertThat(s.battle().combatant("gob").surprised()).isFalse());
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn: only the combatant whose turn it is can end it")
    void aCombatantCannotEndAnotherCombatantsTurn() {
        var v = inCombat().when(new EndTurn("bob")).thenRejectedWith("not-your-turn");
        assertThat(v.rule().citation()).isEqualTo("001 › Combat › Taking a Turn");
    }

    @Test
    void aPlayerCannotEndATurnForSomeoneElsesCombatant() {
        inCombat().when("bob", new EndTurn("ann")).thenRejectedWith("not-your-combatant");
    }

    @Test
    void aPlayerEndsTheirOwnCombatantsTurn() {
        inCombat().when("ann", new EndTurn("ann")).then(new TurnEnded(6, "ann", "ann"), new TurnStarted(6, 1, "bob"));
    }

    @Test
    void turnsCannotEndBeforeCombatStarts() {
        given(history(encounter(scripted()), add(creature("ann", "party", 10))))
                .when(new EndTurn("ann")).thenRejectedWith("combat-not-started");
    }

    @Test
    void anUnknownActorIsRefused() {
        inCombat().when(new EndTurn("zed")).thenRejectedWith("unknown-combatant");
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn › Reactions: a reaction is regained at the start of one's turn")
    void aTurnStartRestoresTheReaction() {
        inCombat().when(new EndTurn("ann"))
                .thenState(s -> assertThat(s.battle().combatant("bob").reactionAvailable()).isTrue());
    }
}
