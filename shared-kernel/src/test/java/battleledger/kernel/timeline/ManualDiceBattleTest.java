package battleledger.kernel.timeline;

import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.DiceCommand.SubmitRoll;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent.Dropped;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.decision.Waiting;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.DiceEvent.DiceSubmitted;
import battleledger.kernel.event.DiceEvent.RollAwaited;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN › The kernel is a decider › dice from people: with manual dice the battle stops at each roll, the command
 * that needs it is accepted as waiting, and the roller (or the GM) submits the dice.
 */
class ManualDiceBattleTest {

    private static final EncounterOptions MANUAL = EncounterOptions.defaults()
            .withDice(new EncounterOptions.DiceOptions(EncounterOptions.DiceMode.MANUAL, List.of()));

    private static final List<EncounterEvent> SET_UP = history(encounter(MANUAL),
            add(creature("ann", "party", 10)), add(creature("cal", "orcs", 10)));

    private static final Attack ANN_STABS_CAL = new Attack("ann", "cal", "dagger", null, false, Situation.OPEN);

    /** Set up, combat started, ann rolled 15 and cal 4: ann's turn. */
    private static GivenWhenThen annsTurn() {
        return given(SET_UP).when(new StartCombat(List.of())).andThen()
                .when("ann", new SubmitRoll(null, List.of(15))).andThen()
                .when(new SubmitRoll(null, List.of(4))).andThen();
    }

    @Test
    @DisplayName("DESIGN › The kernel is a decider › dice from people: starting combat waits for each initiative roll, from its combatant")
    void startingCombatWaitsForEveryInitiativeRollInTurn() {
        GivenWhenThen waiting = given(SET_UP).when(new StartCombat(List.of()))
                .then(events -> {
                    assertThat(events).hasSize(1);
                    RollAwaited awaited = (RollAwaited) events.get(0);
                    assertThat(awaited.waiting()).isInstanceOf(StartCombat.class);
                    assertThat(awaited.roll().roller()).isEqualTo("ann");
                    assertThat(awaited.roll().purpose()).isEqualTo("initiative");
                    assertThat(awaited.roll().dice()).isEqualTo("1d20");
                })
                .thenState(s -> assertThat(s.battle().order()).as("nothing of combat is decided yet").isEmpty())
                .andThen();
        GivenWhenThen calToRoll = waiting.when("ann", new SubmitRoll(null, List.of(15)))
                .then(events -> {
                    DiceSubmitted submitted = (DiceSubmitted) events.get(0);
                    assertThat(events).hasSize(1);
                    assertThat(submitted.next().roller()).isEqualTo("cal");
                })
                .andThen();
        // whose roll it is is not told to another player (as GET /awaiting keeps it)
        assertThat(calToRoll.when("ann", new SubmitRoll(null, List.of(3))).thenRejectedWith("not-your-roll").detail())
                .doesNotContain("cal");
        calToRoll.when(new SubmitRoll(null, List.of(21))).thenRejectedWith("die-out-of-range");
        calToRoll.when(new SubmitRoll(null, List.of(3, 4))).thenRejectedWith("wrong-dice-count");
        calToRoll.when(new SubmitRoll(null, List.of(4)))
                .then(events -> {
                    assertThat(events.get(0)).isInstanceOf(DiceSubmitted.class);
                    assertThat(((DiceSubmitted) events.get(0)).next()).isNull();
                    assertThat(events.get(1)).isEqualTo(new StepRedecided(6, 4));
                })
                .thenState(s -> {
                    assertThat(s.battle().order()).containsExactly("ann", "cal");
                    assertThat(s.battle().initiative().get(0).roll()).isEqualTo(15);
                    assertThat(Waiting.of(s)).isNull();
                });
    }

    @Test
    @DisplayName("DESIGN › The kernel is a decider › dice from people: an attack waits for its d20, then its damage, and nothing else is taken meanwhile")
    void anAttackWaitsForItsDieThenItsDamage() {
        GivenWhenThen attackWaits = annsTurn().when("ann", ANN_STABS_CAL).andThen();
        assertThat(Waiting.of(attackWaits.state()).roll().purpose()).isEqualTo("attack");
        assertThat(attackWaits.when("ann", new EndTurn("ann")).thenRejectedWith("awaiting-dice").detail())
                .contains("ann to roll 1d20 for attack");
        // anyone else is told that a roll is awaited, not whose nor what for (as the awaited roll reads to them)
        assertThat(attackWaits.when("cal", new EndTurn("cal")).thenRejectedWith("awaiting-dice").detail())
                .startsWith("the battle waits for a roll of 1d20:").doesNotContain("ann");
        GivenWhenThen damageWaits = attackWaits.when("ann", new SubmitRoll("ann", List.of(18))).andThen();
        assertThat(Waiting.of(damageWaits.state()).roll().purpose()).isEqualTo("damage");
        assertThat(Waiting.of(damageWaits.state()).roll().dice()).isEqualTo("1d4");
        GivenWhenThen done = damageWaits.when("ann", new SubmitRoll(null, List.of(3)))
                .then(events -> {
                    AttackRolled attack = events.stream().filter(AttackRolled.class::isInstance)
                            .map(AttackRolled.class::cast).findFirst().orElseThrow();
                    assertThat(attack.roll().dice()).containsExactly(18);
                })
                .thenState(s -> assertThat(s.battle().combatant("cal").hp()).isEqualTo(10 - 3))
                .andThen();
        done.when(new SubmitRoll(null, List.of(3))).thenRejectedWith("nothing-awaited");
        assertThat(Verifier.verify(done.history()).verified()).as("replay decides the submitted dice again").isTrue();
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: undo takes back a submission, then the waiting command itself")
    void undoWalksBackThroughTheSubmissionsAndTheWaitingCommand() {
        GivenWhenThen done = annsTurn().when("ann", ANN_STABS_CAL).andThen()
                .when(new SubmitRoll(null, List.of(18))).andThen()
                .when(new SubmitRoll(null, List.of(3))).andThen();
        GivenWhenThen damageAgain = done.when(new Undo())
                .thenState(s -> {
                    assertThat(s.battle().combatant("cal").hp()).isEqualTo(10);
                    assertThat(Waiting.of(s).roll().purpose()).isEqualTo("damage");
                }).andThen();
        damageAgain.when(new Redo()).thenState(s -> assertThat(s.battle().combatant("cal").hp()).isEqualTo(7));
        GivenWhenThen attackAgain = damageAgain.when(new Undo())
                .thenState(s -> assertThat(Waiting.of(s).roll().purpose()).isEqualTo("attack")).andThen();
        GivenWhenThen withdrawn = attackAgain.when(new Undo())
                .thenState(s -> {
                    assertThat(Waiting.of(s)).as("the waiting attack is taken back as if never sent").isNull();
                    assertThat(s.battle().turn()).isEqualTo("ann");
                }).andThen();
        withdrawn.when("ann", new EndTurn("ann")).thenState(s -> assertThat(s.battle().turn()).isEqualTo("cal"));
        assertThat(Verifier.verify(withdrawn.history()).verified()).isTrue();
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: a revoked ruling decides a manual roll again with the dice people rolled")
    void revokingARulingDecidesTheWaitedCommandAgainWithTheSubmittedDice() {
        // the GM rules disadvantage; ann rolls 18 and 2, keeps the 2 and misses: no damage is asked for
        GivenWhenThen missed = annsTurn()
                .when(new GrantAdvantage("ann", "attack", false, "fog")).andThen()
                .when("ann", ANN_STABS_CAL).andThen()
                .when("ann", new SubmitRoll(null, List.of(18, 2)))
                .thenState(s -> assertThat(Waiting.of(s)).isNull()).andThen();
        int ruling = missed.state().timeline().lastStep() - 2;
        // revoked, the attack is one d20: the first die ann rolled, 18, hits; the 2 is its damage die
        GivenWhenThen revoked = missed.when(new RevokeRuling(ruling))
                .thenState(s -> assertThat(s.battle().combatant("cal").hp()).isEqualTo(10 - 2)).andThen();
        assertThat(Verifier.verify(revoked.history()).verified()).isTrue();
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: a step decided again that needs a die nobody rolled is dropped, named")
    void aRedecidedStepNeedingADieNobodyRolledIsDropped() {
        // ann rolls a 2 and misses; the GM rules it was an 18: now it hits and needs damage nobody rolled
        GivenWhenThen missed = annsTurn().when("ann", ANN_STABS_CAL).andThen()
                .when("ann", new SubmitRoll(null, List.of(2))).andThen();
        int attack = missed.state().timeline().lastStep() - 1;
        missed.when(new OverrideRoll(attack, 0, List.of(18))).then(events -> {
            RollOverridden ruling = (RollOverridden) events.get(0);
            assertThat(ruling.dropped()).extracting(Dropped::step, Dropped::code)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(attack, "dice-not-submitted"));
        });
    }

    @Test
    @DisplayName("DESIGN › The kernel is a decider › dice from people: a submission names its roller only to match the awaited one")
    void aSubmissionNamingAnotherRollerIsRefused() {
        given(SET_UP).when(new StartCombat(List.of())).andThen()
                .when(new SubmitRoll("cal", List.of(12))).thenRejectedWith("not-the-awaited-roller");
    }
}
