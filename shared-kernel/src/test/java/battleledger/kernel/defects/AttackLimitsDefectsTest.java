package battleledger.kernel.defects;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.SequenceEvent.SequenceClosed;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17, defects 1–4: opportunity attacks and readied attacks obey the same limits as any attack, and the
 * playtest's readied action answers a move.
 */
class AttackLimitsDefectsTest {

    static Creature ann() {
        return Creature.named("ann").dex(16).sword("1d6");
    }

    static Creature orc(String id) {
        return Creature.named(id).side("orcs").hp(30).sword("1d6");
    }

    static Move move(String who, int feet, List<String> leaves, List<String> enters) {
        return new Move(who, feet, leaves, enters, false);
    }

    /** Ann stands within the reach of both orcs, on her turn. */
    static Scene annBetweenTwoOrcs() {
        return Scene.of(ann(), orc("m1"), orc("m2")).then(move("ann", 5, List.of(), List.of("m1", "m2")));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Disengage: \"During this movement, you can leave any hostile creature's reach without "
            + "provoking\" — a later move the same turn provokes as usual")
    void aMoveAfterDisengagingStillProvokes() {
        Scene s = Scene.of(ann(), orc("m1"), orc("m2")).then(new EndTurn("ann"))
                .then(move("m1", 5, List.of(), List.of("ann"))).then(new EndTurn("m1"))
                .then(move("m2", 5, List.of(), List.of("ann"))).then(new EndTurn("m2"))
                .then(new Disengage("ann", 5, List.of("m1"), List.of()));
        s.when(move("ann", 5, List.of("m2"), List.of())).then(events -> {
            ReactionOffered offered = first(events, ReactionOffered.class);
            assertThat(offered).isNotNull();
            assertThat(offered.reactor()).isEqualTo("m2");
            assertThat(offered.reaction()).isEqualTo("opportunity attack");
        });
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: \"A creature from which you are hidden cannot target you "
            + "with attacks\" — so it is offered no opportunity attack")
    void aCreatureTheMoverIsHiddenFromIsOfferedNoOpportunityAttack() {
        // ann's Dex check 10 + 3 beats m1's Wisdom check of 2; m2 rolls 20 and sees her
        Scene hidden = annBetweenTwoOrcs().then(new Hide("ann", List.of()), 10, 2, 20)
                .then(new EndTurn("ann")).then(new EndTurn("m1")).then(new EndTurn("m2"));
        assertThat(hidden.state().battle().combatant("ann").stance().hiding().from()).containsExactly("m1");
        hidden.when(move("ann", 5, List.of("m1", "m2"), List.of())).then(events ->
                assertThat(all(events, ReactionOffered.class)).extracting(ReactionOffered::reactor)
                        .containsExactly("m2"));
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: \"The creature cannot attack the charmer\" — not even as an opportunity "
            + "attack")
    void aCharmedCreatureIsOfferedNoOpportunityAttackAgainstItsCharmer() {
        annBetweenTwoOrcs().then(new ApplyCondition("m1", Condition.CHARMED, "ann"))
                .when(move("ann", 5, List.of("m1", "m2"), List.of())).then(events ->
                        assertThat(all(events, ReactionOffered.class)).extracting(ReactionOffered::reactor)
                                .containsExactly("m2"));
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: a readied attack on whoever comes near is not offered against the charmer")
    void aCharmedCreaturesReadiedAttackIsNotOfferedAgainstItsCharmer() {
        Ready ready = new Ready("m1", new Trigger("EntersReach", new Trigger.Who("enemy", null), null, null),
                new Attack("m1", "$trigger", "sword", null, false, null));
        Scene s = Scene.of(orc("m1"), ann()).then(ready).then(new EndTurn("m1"));
        s.when(move("ann", 5, List.of(), List.of("m1"))).then(events ->
                assertThat(first(events, ReactionOffered.class)).isNotNull());
        s.then(new ApplyCondition("m1", Condition.CHARMED, "ann"))
                .when(move("ann", 5, List.of(), List.of("m1")))
                .then(events -> assertThat(none(events, ReactionOffered.class)).isTrue());
    }

    /** m1 readied an attack on the first enemy to come near; the order is m1, bob, ann; ann walks up to m1. */
    static Scene annWalksUpToAReadiedOrc() {
        Ready ready = new Ready("m1", new Trigger("EntersReach", new Trigger.Who("enemy", null), null, null),
                new Attack("m1", "$trigger", "sword", null, false, null));
        return Scene.of(orc("m1"), Creature.named("bob").sword("1d4"), ann())
                .options(o -> o.withReactions(EncounterOptions.Reactions.PLAYTEST))
                .then(ready).then(new EndTurn("m1")).then(new EndTurn("bob"))
                .then(move("ann", 5, List.of(), List.of("m1")));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action (reactions: playtest): passing on a readied action that a move set off closes "
            + "the sequence (it was a 500)")
    void passingAReadiedActionTriggeredByAMoveClosesTheSequence() {
        annWalksUpToAReadiedOrc().when(new PassReaction("m1")).then(events -> {
            assertThat(events.get(events.size() - 1)).isInstanceOf(SequenceClosed.class);
            assertThat(none(events, InitiativeOrderSet.class)).isTrue();
        });
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action: \"your place in the initiative order changes so that you're directly before "
            + "the creature or the event that triggered the reaction\" — also when a move triggered it")
    void aReadiedAttackOnAMoverMovesTheReactorBeforeIt() {
        annWalksUpToAReadiedOrc().when(new DeclareReaction("m1", null, null), 15, 3).then(events -> {
            assertThat(first(events, AttackRolled.class).target()).isEqualTo("ann");
            assertThat(first(events, InitiativeOrderSet.class).order()).containsExactly("bob", "m1", "ann");
        });
    }
}
