package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.DiceCommand.SubmitRoll;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.decision.Waiting;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.spell.WillpowerSpells;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.table;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Rolling a Dragon: "Rolling a Dragon when you cast a spell means ... you may choose one of the following
 * effects: ... You can immediately cast another spell, but get a bane on the roll." Through the shared decider, with
 * the table of {@link AreaDodgeTest} (Vera, Elementalism 14, 10 WP; an orc and a goblin).
 */
class DragonAgainTest {

    static CastSpell fireball(String target, String dragonChoice) {
        return new CastSpell("vera", "fireball", null, null, List.of(target), null, null, false, null, 1, null, null,
                null, dragonChoice);
    }

    static SpellCastWithWillpower cast(List<battleledger.kernel.event.EncounterEvent> events) {
        return all(events, SpellCastWithWillpower.class).get(0);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: after a Dragon with \"again\" Vera casts a second fireball at once (the orc letting the first land), without the action the first one used, rolling with a bane; a third is refused")
    void theCastAtOnceRollsWithABaneAndNeedsNoAction() {
        // fireball: a Dragon, 2D6 = 3+4; at once: 3 and 9 with a bane (the higher kept), 2D6 = 2+2
        GivenWhenThen dragon = table(1, 3, 4, 3, 9, 2, 2).when("vera", fireball("orc", "again")).then(events -> {
            assertThat(cast(events).castAgain()).isTrue();
            assertThat(cast(events).wpAfter()).isEqualTo(8);
        }).thenState(s -> assertThat(s.battle().combatant("vera").casting().will().againAt()).isNotNull()).andThen()
                .when("orc", new PassReaction("orc")).andThen(); // the fireball is offered to the orc's defence
        GivenWhenThen again = dragon.when("vera", fireball("goblin", null)).then(events -> {
            SpellCastWithWillpower second = cast(events);
            assertThat(second.castingRoll().disadvantage()).containsExactly(WillpowerSpells.AGAIN_BANE);
            assertThat(second.castingRoll().dice()).containsExactly(3, 9);
            assertThat(second.castingRoll().total()).isEqualTo(9);
            assertThat(second.succeeded()).isTrue();
            assertThat(second.wpAfter()).isEqualTo(6);
        }).andThen().when("goblin", new PassReaction("goblin")).thenState(s -> {
            assertThat(s.battle().combatant("vera").casting().will().againAt()).isNull();
            assertThat(s.battle().combatant("goblin").hp()).isEqualTo(16);
        }).andThen();
        again.when("vera", fireball("orc", null)).thenRejectedWith("action-used");
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: the dodges of a Dragon's whirlwind are answered, and Vera still casts again at once, with a bane")
    void theDodgesOfTheDragonsSpellDoNotEndTheCastAtOnce() {
        CastSpell whirlwind = new CastSpell("vera", "whirlwind", null, null, List.of("orc", "goblin"), null, null,
                false, null, 1, null, null, null, "again");
        table(1, 3, 9, 12, 2, 2).when("vera", whirlwind).andThen()
                .when("orc", new PassReaction("orc")).andThen()
                .when("goblin", new PassReaction("goblin")).andThen()
                .when("vera", fireball("orc", null)).then(events -> assertThat(cast(events).castingRoll()
                        .disadvantage()).containsExactly(WillpowerSpells.AGAIN_BANE));
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: with manual dice the cast at once still rolls with a bane and needs no action, though each cast waits for its dice, and the battle verifies")
    void theCastAtOnceWithManualDice() {
        CreateEncounter create =
                new CreateEncounter("bridge", "The burning bridge",
                        RulesetId.DRAGONBANE, 7,
                        EncounterOptions.defaults().withDice(
                                new EncounterOptions.DiceOptions(
                                        EncounterOptions.DiceMode.MANUAL, List.of())));
        GivenWhenThen battle = given(
                Fixtures.history(create,
                        new AddCombatant(AreaDodgeTest.vera(null)),
                        new AddCombatant(AreaDodgeTest.orc("orc", null)),
                        new AddCombatant(AreaDodgeTest.orc("goblin", null))))
                .when(new StartCombat(List.of(), List.of())).andThen()
                .when(roll(DragonbaneEncounterTest.TOP_CARDS)).andThen()
                .when("vera", fireball("orc", "again")).andThen()
                .when(roll(1)).andThen().when(roll(3, 4)).andThen()
                .when("orc", new PassReaction("orc")).andThen()
                .when("vera", fireball("goblin", null)).andThen();
        assertThat(Waiting.of(battle.state()).roll().count()).as("two d20, a bane")
                .isEqualTo(2);
        GivenWhenThen done = battle.when(roll(3, 9)).andThen().when(roll(2, 2)).then(events -> {
            assertThat(cast(events).castingRoll().disadvantage()).containsExactly(WillpowerSpells.AGAIN_BANE);
            assertThat(cast(events).succeeded()).isTrue();
        }).andThen().when("goblin", new PassReaction("goblin")).andThen();
        assertThat(done.state().battle().combatant("goblin").hp()).isEqualTo(16);
        assertThat(Verifier.verify(done.history()).verified()).isTrue();
    }

    static SubmitRoll roll(Integer... dice) {
        return new SubmitRoll(null, List.of(dice));
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"immediately\" — once Vera ends her turn the cast at once is gone: on the orc's turn a fireball needs an action, and next round it has no bane")
    void aCastLaterThanAtOnceHasNoBane() {
        GivenWhenThen later = table(1, 3, 4, 5, 2, 2).when("vera", fireball("orc", "again")).andThen()
                .when("orc", new PassReaction("orc")).andThen().when("vera", new EndTurn("vera"))
                .thenState(s -> assertThat(s.battle().combatant("vera").casting().will().againAt()).isNull())
                .andThen();
        later.when("vera", fireball("orc", null)).thenRejectedWith("action-used");
        later.when("orc", new EndTurn("orc")).andThen().when("goblin", new EndTurn("goblin")).andThen()
                .when("vera", fireball("orc", null)).then(events -> {
                    assertThat(cast(events).castingRoll().disadvantage()).isEmpty();
                    assertThat(cast(events).castingRoll().dice()).containsExactly(5);
                });
    }
}
