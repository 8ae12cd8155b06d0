package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Size;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Ability Scores › Strength › Carrying Capacity: "To determine how many pounds you can carry unencumbered,
 * multiply your Strength score by 10. If you carry more than this weight, you are encumbered, which means your speed
 * drops by 10 feet, and you have disadvantage on checks, attack rolls, and saving throws. The maximum weight you can
 * carry encumbered equals twice your unencumbered carrying capacity."
 */
class CarryingCapacityTest {

    /** Ann, Strength 10 (100 lb unencumbered), speed 30, with what she carries. */
    static Scene annCarrying(int pounds) {
        return Scene.of(Creature.named("ann").str(10).carrying(pounds).sword("1d6"),
                Creature.named("orc").side("orcs").hp(30));
    }

    @Test
    @DisplayName("001 › Ability Scores › Strength › Carrying Capacity: \"you have disadvantage on checks, attack rolls, and saving "
            + "throws\" — Ann with 120 lb on Strength 10 rolls her attack, a check and a save twice, keeping the lower")
    void anEncumberedCreatureHasDisadvantageOnAttacksChecksAndSaves() {
        Scene loaded = annCarrying(120).then(new Move("ann", 5, List.of(), List.of("orc"), false));
        loaded.when(new Attack("ann", "orc", "sword", null, false, null), 18, 4, 3).then(events -> {
            AttackRolled attack = first(events, AttackRolled.class);
            assertThat(attack.roll().disadvantage()).containsExactly("encumbered");
            assertThat(attack.roll().natural()).isEqualTo(4);
        });
        loaded.when(new CallForCheck("ann", "str", 10, "lift the gate"), 17, 2).then(events ->
                assertThat(first(events, CheckRolled.class).roll().disadvantage()).containsExactly("encumbered"));
        loaded.when(new CallForSave("ann", "dex", 10, "the falling rocks"), 17, 2).then(events ->
                assertThat(first(events, SavingThrowMade.class).roll().disadvantage()).containsExactly("encumbered"));
    }

    @Test
    @DisplayName("001 › Ability Scores › Strength › Carrying Capacity: \"your speed drops by 10 feet\" — 20 feet of Ann's 30; at "
            + "exactly 100 lb she is not encumbered")
    void anEncumberedCreatureIsTenFeetSlower() {
        annCarrying(120).when(new Move("ann", 25, List.of(), List.of(), false)).thenRejectedWith("not-enough-movement");
        annCarrying(120).when(new Move("ann", 20, List.of(), List.of(), false)).then(events -> { });
        Scene light = annCarrying(100).then(new Move("ann", 5, List.of(), List.of("orc"), false));
        light.when(new Attack("ann", "orc", "sword", null, false, null), 18, 3).then(events ->
                assertThat(first(events, AttackRolled.class).roll().disadvantage()).isEmpty());
        annCarrying(100).when(new Move("ann", 30, List.of(), List.of(), false)).then(events -> { });
    }

    @Test
    @DisplayName("001 › Ability Scores › Strength › Carrying Capacity: \"The maximum weight you can carry encumbered equals twice "
            + "your unencumbered carrying capacity\"; \"For each size category above Medium, double\" it, \"For a Tiny "
            + "creature, halve\"")
    void nobodyCarriesMoreThanTwiceItsCapacity() {
        EncounterOptions defaults = EncounterOptions.defaults();
        given(history(encounter(defaults))).when(add(Creature.named("ann").str(10).carrying(201).build()))
                .thenRejectedWith("over-carrying-capacity");
        given(history(encounter(defaults))).when(add(Creature.named("ann").str(10).carrying(200).build()))
                .then(events -> assertThat(events).hasSize(1));
        given(history(encounter(defaults))).when(add(Creature.named("ogre").str(10).size(Size.LARGE).carrying(400)
                .build())).then(events -> assertThat(events).hasSize(1));
        given(history(encounter(defaults))).when(add(Creature.named("imp").str(10).size(Size.TINY).carrying(101)
                .build())).thenRejectedWith("over-carrying-capacity");
    }
}
