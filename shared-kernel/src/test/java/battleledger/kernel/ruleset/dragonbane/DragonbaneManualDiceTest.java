package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.DiceCommand.SubmitRoll;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.decision.Waiting;
import battleledger.kernel.dice.AwaitedRoll;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Dice rolled at the table on a Dragonbane encounter (issue 11, manual dice for both rulesets): the deck's shuffle
 * (Dragonbane core rules › Initiative) and an attack's d20 under the weapon skill and its damage (Melee Attacks) are
 * asked of people, and the battle replays from what they submitted.
 */
class DragonbaneManualDiceTest {

    static final CreateEncounter AT_THE_TABLE = new CreateEncounter("ford", "Ambush at the ford", RulesetId.DRAGONBANE,
            42, EncounterOptions.defaults().withDice(
                    new EncounterOptions.DiceOptions(EncounterOptions.DiceMode.MANUAL, List.of())));

    @Test
    @DisplayName("Dragonbane core rules › Initiative: with manual dice the GM draws the cards, then Grimsa rolls her attack and its damage, and the battle verifies")
    void theCardsAndTheAttackAreRolledAtTheTable() {
        GivenWhenThen battle = given(Fixtures.history(AT_THE_TABLE,
                new AddCombatant(DragonbaneEncounterTest.grimsa()), new AddCombatant(DragonbaneEncounterTest.orc())))
                .when(new StartCombat(List.of(), List.of())).andThen();
        List<String> asked = new ArrayList<>();
        for (int draws = 0; Waiting.of(battle.state()) != null; draws++) {
            assertThat(draws).as("a deck of ten cards is shuffled by at most nine draws").isLessThan(10);
            AwaitedRoll roll = Waiting.of(battle.state()).roll();
            asked.add(roll.dice());
            // the shuffle's draws are dice of 10, 9, ... 2 faces (faces 0: mixed); always the top card, as
            // DragonbaneEncounterTest.TOP_CARDS, so the deck stays 1..10
            assertThat(roll.faces()).isZero();
            assertThat(roll.count()).isEqualTo(9);
            battle = battle.when(new SubmitRoll(null, List.of(DragonbaneEncounterTest.TOP_CARDS))).andThen();
        }
        assertThat(asked).as("the shuffle asks its dice of the GM").isNotEmpty();
        assertThat(battle.state().battle().order()).containsExactly("grimsa", "orc");

        GivenWhenThen attack = battle.when("grimsa", new Attack("grimsa", "orc", "broadsword", null, false,
                new Situation(null, 5, false, null))).andThen();
        AwaitedRoll d20 = Waiting.of(attack.state()).roll();
        assertThat(d20.roller()).isEqualTo("grimsa");
        assertThat(d20.faces()).isEqualTo(20);
        GivenWhenThen hit = attack.when("grimsa", new SubmitRoll(null, List.of(7))).andThen();
        assertThat(hit.state().battle().offers()).as("the orc may parry or dodge the blow").hasSize(1);
        GivenWhenThen damage = hit.when("orc", new battleledger.kernel.command.IntentCommand.PassReaction("orc"))
                .andThen();
        AwaitedRoll twoD6 = Waiting.of(damage.state()).roll();
        assertThat(twoD6.count()).isEqualTo(2);
        assertThat(twoD6.faces()).isEqualTo(6);
        GivenWhenThen done = damage.when("grimsa", new SubmitRoll(null, List.of(6, 6))).andThen();
        assertThat(Waiting.of(done.state())).isNull();
        assertThat(done.state().battle().combatant("orc").hp()).as("12 less the orc's armor 1, from 10").isZero();
        assertThat(Verifier.verify(done.history()).verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Pushing Your Roll: with manual dice Grimsa's failed attack (16) is pushed by the step of the attack; the pushed d20 (7) is asked of her, hits, and the battle verifies")
    void aFailedRollIsPushedWithManualDice() {
        CreateEncounter pushing = new CreateEncounter("ford", "Ambush at the ford", RulesetId.DRAGONBANE, 42,
                new EncounterOptions(null, null, false, null,
                        new EncounterOptions.DiceOptions(EncounterOptions.DiceMode.MANUAL, List.of()), false,
                        Boolean.TRUE));
        GivenWhenThen battle = given(Fixtures.history(pushing, new AddCombatant(DragonbaneEncounterTest.grimsa()),
                new AddCombatant(DragonbaneEncounterTest.orc()))).when(new StartCombat(List.of(), List.of()))
                .andThen().when(new SubmitRoll(null, List.of(DragonbaneEncounterTest.TOP_CARDS))).andThen();
        int attackStep = 6; // create, two combatants, the start and the GM's draws come first
        GivenWhenThen missed = battle.when("grimsa", new Attack("grimsa", "orc", "broadsword", null, false,
                        new Situation(null, 5, false, null))).andThen()
                .when("grimsa", new SubmitRoll(null, List.of(16))).andThen();
        assertThat(Waiting.of(missed.state())).as("a miss waits for nothing").isNull();
        GivenWhenThen asked = missed.when("grimsa", new PushRoll("grimsa", attackStep)).andThen();
        AwaitedRoll again = Waiting.of(asked.state()).roll();
        assertThat(again.roller()).isEqualTo("grimsa");
        assertThat(again.dice()).isEqualTo("1d20");
        GivenWhenThen pushed = asked.when("grimsa", new SubmitRoll(null, List.of(7))).then(events -> {
            RollPushed push = events.stream().filter(RollPushed.class::isInstance).map(RollPushed.class::cast)
                    .findFirst().orElseThrow();
            assertThat(push.forStep()).isEqualTo(attackStep);
            assertThat(push.roll().total()).isEqualTo(7);
            assertThat(push.condition()).isEqualTo("exhausted");
        }).andThen();
        assertThat(pushed.state().battle().offers()).as("the pushed blow strikes home").hasSize(1);
        assertThat(Verifier.verify(pushed.history()).verified()).isTrue();
    }
}
