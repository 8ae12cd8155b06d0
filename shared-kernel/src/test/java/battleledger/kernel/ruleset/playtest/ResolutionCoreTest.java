package battleledger.kernel.ruleset.playtest;

import battleledger.kernel.command.IntentCommand.Help;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForContest;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.ContestRolled;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Basic Rules: checks, contests, saving throws, advantage and disadvantage. */
class ResolutionCoreTest {

    static Scene ann() {
        return Scene.of(Creature.named("ann").str(14).dex(12), Creature.named("bob").str(12),
                Creature.named("orc").side("orcs"));
    }

    @Test
    @DisplayName("001 › Basic Rules › Checks › Determining Success: equal to or greater than the DC succeeds")
    void aCheckMeetingTheDcSucceeds() {
        // a check is d20 + the ability modifier (Playtest.CHECKS)
        ann().when(new CallForCheck("ann", "str", 12, "force the door"), 10).then(events -> {
            CheckRolled c = first(events, CheckRolled.class);
            assertThat(c.roll().total()).isEqualTo(12);
            assertThat(c.roll().against()).isEqualTo(12);
            assertThat(c.roll().outcome()).isEqualTo("success");
        });
        ann().when(new CallForCheck("ann", "str", 12, "force the door"), 9)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().outcome()).isEqualTo("failure"));
    }

    @Test
    @DisplayName("001 › Basic Rules › Contests: the higher result wins; a tie means neither succeeds")
    void aContestTieMeansNobodySucceeds() {
        ann().when(new CallForContest("ann", "str", "bob", "str", "grab the ring"), 10, 12).then(events -> {
            ContestRolled c = first(events, ContestRolled.class);
            assertThat(c.first().total()).isEqualTo(12);
            assertThat(c.second().total()).isEqualTo(13);
            assertThat(c.winner()).isEqualTo("bob");
        });
        ann().when(new CallForContest("ann", "str", "bob", "str", "grab the ring"), 10, 11).then(events -> {
            ContestRolled c = first(events, ContestRolled.class);
            assertThat(c.winner()).isNull();
            assertThat(c.first().outcome()).isEqualTo("tie");
            assertThat(c.second().outcome()).isEqualTo("tie");
        });
    }

    @Test
    @DisplayName("001 › Basic Rules › Advantage and Disadvantage: one extra d20, however many sources")
    void manySourcesOfAdvantageRollOnlyOneExtraD20() {
        ann().then(new Help("ann", "bob", null))
                .then(new GrantAdvantage("bob", "check", true, "a crowbar"))
                .when(new CallForCheck("bob", "str", 15, "force the door"), 3, 17).then(events -> {
                    CheckRolled c = first(events, CheckRolled.class);
                    assertThat(c.roll().dice()).containsExactly(3, 17);
                    assertThat(c.roll().expression()).isEqualTo("2d20kh1");
                    assertThat(c.roll().advantage()).containsExactly("help from ann", "GM: a crowbar");
                });
    }

    @Test
    @DisplayName("001 › Basic Rules › Advantage and Disadvantage: advantage and disadvantage cancel each other")
    void advantageAndDisadvantageCancel() {
        ann().then(new ApplyCondition("bob", Condition.INTOXICATED, null))
                .then(new GrantAdvantage("bob", "check", true, "a crowbar"))
                .when(new CallForCheck("bob", "str", 15, "force the door"), 8).then(events -> {
                    CheckRolled c = first(events, CheckRolled.class);
                    assertThat(c.roll().dice()).containsExactly(8);
                    assertThat(c.roll().advantage()).containsExactly("GM: a crowbar");
                    assertThat(c.roll().disadvantage()).containsExactly("intoxicated");
                });
    }

    @Test
    @DisplayName("001 › Conditions: a paralyzed, stunned or unconscious creature automatically fails Strength and "
            + "Dexterity saves")
    void aParalyzedCreatureFailsDexteritySavesWithoutRolling() {
        ann().then(new ApplyCondition("ann", Condition.PARALYZED, null))
                .when(new CallForSave("ann", "dex", 5, "fireball")).then(events -> {
                    SavingThrowMade s = first(events, SavingThrowMade.class);
                    assertThat(s.roll().dice()).isEmpty();
                    assertThat(s.roll().outcome()).startsWith("automatic failure");
                    assertThat(s.roll().rule()).isEqualTo("001 › Conditions › Paralyzed");
                });
        ann().then(new ApplyCondition("ann", Condition.PARALYZED, null))
                .when(new CallForSave("ann", "wis", 5, "charm"), 6)
                .then(events -> assertThat(first(events, SavingThrowMade.class).roll().outcome()).isEqualTo("success"));
    }

    @Test
    @DisplayName("001 › Conditions › Restrained: disadvantage on Dexterity saving throws")
    void aRestrainedCreatureHasDisadvantageOnDexteritySaves() {
        ann().then(new ApplyCondition("ann", Condition.RESTRAINED, null))
                .when(new CallForSave("ann", "dex", 12, "lightning"), 15, 4).then(events -> {
                    SavingThrowMade s = first(events, SavingThrowMade.class);
                    assertThat(s.roll().disadvantage()).containsExactly("restrained");
                    assertThat(s.roll().kept()).containsExactly(4);
                    assertThat(s.roll().outcome()).isEqualTo("failure");
                });
    }

    @Test
    @DisplayName("001 › Conditions: a condition is either present or not; imposing it twice does nothing")
    void imposingAConditionTwiceChangesNothing() {
        ann().then(new ApplyCondition("ann", Condition.BLINDED, null))
                .when(new ApplyCondition("ann", Condition.BLINDED, "orc")).then(events -> assertThat(events).hasSize(1))
                .thenState(s -> assertThat(s.battle().combatant("ann").conditions()).hasSize(1));
    }
}
