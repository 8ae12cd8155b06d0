package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hustle;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Combat › Taking a Turn, Movement in Combat and Opportunity Attacks. */
class TurnEconomyTest {

    static Creature ann() {
        return Creature.named("ann").str(16).sword("1d8");
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").ac(13).hp(30).sword("1d6");
    }

    static Move move(String who, int feet, List<String> leaves, List<String> enters) {
        return new Move(who, feet, leaves, enters, false);
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn: one action a turn")
    void aSecondActionInATurnIsRefused() {
        // the actions in combat (Playtest.ACTIONS) share the one action of a turn
        Scene.of(ann(), orc()).then(new Dodge("ann")).when(new Hustle("ann")).thenRejectedWith("action-used");
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat: breaking up a move, move, act, and move again, within speed")
    void aMoveCanBeSplitAroundTheActionButNotExceedTheSpeed() {
        Scene s = Scene.of(ann(), orc()).then(move("ann", 10, List.of(), List.of("orc")))
                .then(new Attack("ann", "orc", "sword", null, false, null), 2)
                .then(move("ann", 15, List.of("orc"), List.of()))
                .then(new PassReaction("orc"));
        assertThat(s.state().battle().economy().moved()).isEqualTo(25);
        s.when(move("ann", 10, List.of(), List.of())).thenRejectedWith("not-enough-movement");
        s.when(move("ann", 5, List.of(), List.of())).then(events -> assertThat(events).hasSize(1));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Hustle: move up to your speed again this turn")
    void hustleDoublesTheMovement() {
        Scene s = Scene.of(ann(), orc()).then(new Hustle("ann")).then(move("ann", 30, List.of(), List.of()));
        s.when(move("ann", 30, List.of(), List.of())).then(events -> assertThat(events).hasSize(1));
        s.when(move("ann", 35, List.of(), List.of())).thenRejectedWith("not-enough-movement");
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Stand Up: a prone creature stands up for 5 feet or "
            + "crawls at double cost")
    void aProneCreatureCrawlsOrStandsUp() {
        Scene s = Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.PRONE, null));
        s.when(move("ann", 20, List.of(), List.of())).thenRejectedWith("not-enough-movement");
        s.when(move("ann", 15, List.of(), List.of())).thenState(st ->
                assertThat(st.battle().economy().moved()).isEqualTo(30));
        s.when(new Move("ann", 25, List.of(), List.of(), true)).thenState(st -> {
            assertThat(st.battle().combatant("ann").has(Condition.PRONE)).isFalse();
            assertThat(st.battle().economy().moved()).isEqualTo(30);
        });
    }

    @Test
    @DisplayName("001 › Conditions: a restrained creature's speed is 0; a blinded one moves at half speed")
    void conditionsLimitMovement() {
        Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.RESTRAINED, null))
                .when(move("ann", 5, List.of(), List.of())).thenRejectedWith("cannot-move");
        Scene blinded = Scene.of(orc(), ann()).then(new ApplyCondition("ann", Condition.BLINDED, null))
                .then(new EndTurn("orc"));
        blinded.when(move("ann", 20, List.of(), List.of())).thenRejectedWith("not-enough-movement");
        blinded.when(move("ann", 15, List.of(), List.of())).then(events -> assertThat(events).hasSize(1));
    }

    @Test
    @DisplayName("001 › Combat › Surprise: a surprised creature cannot move or act on its first turn")
    void aSurprisedCreatureCannotActOnItsFirstTurn() {
        Scene s = Scene.of(ann(), orc()).surprised("ann");
        s.when(new Dodge("ann")).thenRejectedWith("surprised");
        s.when(move("ann", 5, List.of(), List.of())).thenRejectedWith("surprised");
        s.when(new EndTurn("ann")).then(events -> assertThat(events).isNotEmpty());
    }

    @Test
    @DisplayName("001 › Conditions: a stunned, paralyzed or unconscious creature cannot act")
    void anIncapacitatedCreatureCannotAct() {
        var v = Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.STUNNED, null))
                .when(new Dodge("ann")).thenRejectedWith("incapacitated");
        assertThat(v.rule().citation()).isEqualTo("001 › Conditions › Stunned");
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Opportunity Attacks: leaving a hostile creature's reach offers it a "
            + "melee attack with advantage")
    void leavingReachOffersAnOpportunityAttackWithAdvantage() {
        Scene s = Scene.of(orc(), ann()).then(move("orc", 5, List.of(), List.of("ann"))).then(new EndTurn("orc"))
                .then(move("ann", 10, List.of("orc"), List.of()));
        assertThat(s.state().battle().offers()).hasSize(1);
        // the mover waits: nothing else until the orc takes or passes its reaction
        s.when(new Dodge("ann")).thenRejectedWith("awaiting-reaction");
        s.when(new DeclareReaction("orc", "sword", null), 12, 3, 4).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.roll().advantage()).containsExactly("opportunity attack");
            assertThat(a.roll().dice()).containsExactly(12, 3);
        }).thenState(st -> {
            assertThat(st.battle().offers()).isEmpty();
            assertThat(st.battle().combatant("orc").reactionAvailable()).isFalse();
        });
        s.when(new PassReaction("orc")).thenState(st -> assertThat(st.battle().offers()).isEmpty());
        s.when(new PassReaction("ann")).thenRejectedWith("no-reaction-offered");
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Disengage: leaving reach while disengaging provokes nothing")
    void disengagingLeavesReachWithoutProvoking() {
        Scene s = Scene.of(orc(), ann()).then(move("orc", 5, List.of(), List.of("ann"))).then(new EndTurn("orc"));
        s.when(new Disengage("ann", 10, List.of("orc"), List.of())).then(events ->
                assertThat(none(events, ReactionOffered.class)).isTrue());
        s.when(new Disengage("ann", 15, List.of("orc"), List.of())).thenRejectedWith("invalid-distance");
        // prone, Ann crawls: "Every 5 feet you crawl costs 5 extra feet", so disengaging takes her 5 feet, as on a grid
        Scene prone = s.then(new ApplyCondition("ann", Condition.PRONE, null));
        prone.when(new Disengage("ann", 10, List.of("orc"), List.of())).thenRejectedWith("not-enough-movement");
        prone.when(new Disengage("ann", 5, List.of("orc"), List.of())).then(events ->
                assertThat(none(events, ReactionOffered.class)).isTrue());
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn › Reactions: one reaction until the start of its next turn")
    void aCreatureThatHasReactedIsNotOfferedAnotherUntilItsTurn() {
        Creature bob = Creature.named("bob").sword("1d4");
        Scene s = Scene.of(orc(), ann(), bob)
                .then(move("orc", 5, List.of(), List.of("ann", "bob"))).then(new EndTurn("orc"))
                .then(move("ann", 5, List.of("orc"), List.of()))
                .then(new DeclareReaction("orc", "sword", null), 2, 1)
                .then(new EndTurn("ann"));
        s.when(move("bob", 5, List.of("orc"), List.of()))
                .then(events -> assertThat(all(events, ReactionOffered.class)).isEmpty());
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn › Reactions: no reaction while unable to act")
    void anIncapacitatedCreatureIsOfferedNoReaction() {
        Scene.of(orc(), ann()).then(move("orc", 5, List.of(), List.of("ann"))).then(new EndTurn("orc"))
                .then(new ApplyCondition("orc", Condition.PARALYZED, null))
                .when(move("ann", 10, List.of("orc"), List.of()))
                .then(events -> assertThat(none(events, ReactionOffered.class)).isTrue());
    }

    @Test
    void aMoveCanOnlyLeaveAReachItIsIn() {
        Scene.of(ann(), orc()).when(move("ann", 5, List.of("orc"), List.of())).thenRejectedWith("not-within-reach");
        Scene.of(ann(), orc()).when(move("ann", 7, List.of(), List.of())).thenRejectedWith("invalid-distance");
    }
}
