package battleledger.kernel.gm;

import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForContest;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.ContestRolled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Conditions › Deafened and Charmed, on the checks the GM calls for and on hiding. */
class SensesAndCharmTest {

    static Scene annAndTheOrc() {
        return Scene.of(Creature.named("ann"), Creature.named("orc").side("orcs"));
    }

    @Test
    @DisplayName("001 › Conditions › Deafened: \"The creature can't hear anything\" — a check that relies on hearing "
            + "fails, with no die rolled; one that does not is rolled as usual")
    void aDeafenedCreatureFailsAHearingCheck() {
        Scene deaf = annAndTheOrc().then(new ApplyCondition("ann", Condition.DEAFENED, null));
        deaf.when(new CallForCheck("ann", "wis", 5, "hear the footsteps", true, null)).then(events -> {
            CheckRolled c = first(events, CheckRolled.class);
            assertThat(c.roll().outcome()).isEqualTo("automatic failure (deafened)");
            assertThat(c.roll().dice()).isEmpty();
        });
        deaf.when(new CallForCheck("ann", "wis", 5, "spot the tracks", false, null), 12)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().outcome()).isEqualTo("success"));
        annAndTheOrc().when(new CallForCheck("ann", "wis", 5, "hear the footsteps", true, null), 12)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().outcome()).isEqualTo("success"));
    }

    @Test
    @DisplayName("001 › Conditions › Deafened: \"anyone attempting to sneak up on the creature succeeds automatically, "
            + "unless it has a chance to see them\" — invisible Ann hides from the deafened orc without its roll; from "
            + "a deafened orc that can see her, the contest is rolled")
    void sneakingUpOnADeafenedCreatureThatCannotSeeSucceeds() {
        Scene deafOrc = annAndTheOrc().then(new ApplyCondition("orc", Condition.DEAFENED, null));
        deafOrc.then(new ApplyCondition("ann", Condition.INVISIBLE, null)).when(new Hide("ann", List.of()), 2)
                .then(events -> {
                    HideResolved h = first(events, HideResolved.class);
                    assertThat(h.hiddenFrom()).containsExactly("orc");
                    assertThat(h.observers().get(0).dice()).isEmpty();
                    assertThat(h.observers().get(0).outcome()).contains("deafened");
                });
        deafOrc.when(new Hide("ann", List.of()), 2, 15)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).isEmpty());
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: \"The charmer has advantage on any check to interact socially with the "
            + "creature\"")
    void theCharmerHasAdvantageOnSocialChecksWithTheCharmed() {
        Scene charmed = annAndTheOrc().then(new ApplyCondition("orc", Condition.CHARMED, "ann"));
        charmed.when(new CallForCheck("ann", "cha", 15, "persuade the orc", false, "orc"), 4, 16).then(events -> {
            CheckRolled c = first(events, CheckRolled.class);
            assertThat(c.roll().advantage()).containsExactly("charmer of Orc");
            assertThat(c.roll().kept()).containsExactly(16);
        });
        annAndTheOrc().when(new CallForCheck("ann", "cha", 15, "persuade the orc", false, "orc"), 4)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().advantage()).isEmpty());
    }
    @Test
    @DisplayName("001 › Conditions › Charmed: \"The charmer has advantage on any check to interact socially with the "
            + "creature\" — in a contest too: Ann's Charisma against the charmed orc's Wisdom, called as a social contest")
    void theCharmerHasAdvantageInASocialContest() {
        Scene charmed = annAndTheOrc().then(new ApplyCondition("orc", Condition.CHARMED, "ann"));
        charmed.when(new CallForContest("orc", "wis", "ann", "cha", "talk it out of the toll", true), 10, 4, 16)
                .then(events -> {
                    ContestRolled c = first(events, ContestRolled.class);
                    assertThat(c.first().advantage()).isEmpty();
                    assertThat(c.second().advantage()).containsExactly("charmer of Orc");
                    assertThat(c.second().kept()).containsExactly(16);
                });
        charmed.when(new CallForContest("orc", "wis", "ann", "cha", "arm-wrestle"), 10, 4)
                .then(events -> assertThat(first(events, ContestRolled.class).second().advantage()).isEmpty());
    }
}
