package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.orc;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Casting Spells: "To cast a spell you must spend Willpower Points (WP) and roll against your skill level in the
 * relevant school. [...] If the roll succeeds, the spell has the intended effect, as per its description. Otherwise,
 * it has no effect. You can push the roll if this optional rule is used." A failed casting roll is pushed with
 * {@code PushRoll} like any failed roll (Dragonbane core rules › Pushing Your Roll): made once more, the mage taking
 * the condition tied to WIL (scared); the WP are spent once; and 004 › Rolling a Demon: "If you roll a Demon, you
 * cannot push the roll." Vera (card 1; Elementalism 14, 10 WP) casts a fireball at the orc (card 2) in step 5.
 */
class PushedCastTest {

    static final int CAST_STEP = 5;

    static GivenWhenThen table(boolean pushing, Integer... dice) {
        CreateEncounter create = new CreateEncounter("tower", "The mage tower", RulesetId.DRAGONBANE, 7,
                new EncounterOptions(null, null, false, null,
                        EncounterOptions.DiceOptions.scripted(DragonbaneEncounterTest.script(dice)), false,
                        pushing ? Boolean.TRUE : null));
        return given(Fixtures.history(create,
                new AddCombatant(SpellDefenceTest.mage("vera", List.of("fireball"))),
                new AddCombatant(orc("orc", null)), new StartCombat(List.of(), List.of())));
    }

    static CastSpell fireball(String dragonChoice) {
        return new CastSpell("vera", "fireball", null, null, List.of("orc"), null, null, false, null, 1, null, null,
                null, dragonChoice);
    }

    @Test
    @DisplayName("004 › Casting Spells: \"You can push the roll if this optional rule is used\" — Vera's fireball fails (17), she pushes it (5), is scared, and the fireball takes effect; its 2 WP are spent once")
    void aFailedCastingRollIsPushedAndTheSpellTakesEffect() {
        GivenWhenThen failed = table(true, 17, 5, 3, 4).when("vera", fireball(null)).then(events -> {
            SpellCastWithWillpower cast = all(events, SpellCastWithWillpower.class).get(0);
            assertThat(cast.step()).isEqualTo(CAST_STEP);
            assertThat(cast.succeeded()).isFalse();
            assertThat(cast.wpAfter()).isEqualTo(8);
        }).andThen();
        GivenWhenThen pushed = failed.when("vera", new PushRoll("vera", CAST_STEP)).then(events -> {
            RollPushed push = all(events, RollPushed.class).get(0);
            assertThat(push.forStep()).isEqualTo(CAST_STEP);
            assertThat(push.roll().total()).isEqualTo(5);
            assertThat(push.condition()).isEqualTo("scared");
            assertThat(push.rule()).isEqualTo(DragonbaneRule.PUSHING.citation());
            assertThat(all(events, ConditionApplied.class).get(0).condition()).isEqualTo(Condition.SCARED);
            SpellCastWithWillpower cast = all(events, SpellCastWithWillpower.class).get(0);
            assertThat(cast.pushedFrom()).isEqualTo(CAST_STEP);
            assertThat(cast.succeeded()).isTrue();
            assertThat(cast.castingRoll()).as("the roll made again is the RollPushed's").isNull();
            assertThat(cast.usesAction()).isFalse();
            assertThat(cast.wpAfter()).as("the WP are spent once").isEqualTo(8);
            assertThat(cast.hits().get(0).amount()).isEqualTo(7);
            assertThat(all(events, DefenceOffered.class).get(0).reactor()).isEqualTo("orc");
        }).thenState(s -> {
            assertThat(s.battle().combatant("vera").casting().will().spent()).isEqualTo(2);
            assertThat(s.battle().combatant("vera").has(Condition.SCARED)).isTrue();
        }).andThen();
        pushed.when("orc", new PassReaction("orc")).then(events ->
                assertThat(all(events, DamageDealt.class).get(0).amount()).isEqualTo(7))
                .thenState(s -> assertThat(s.battle().combatant("orc").hp()).isEqualTo(13));
    }

    @Test
    @DisplayName("004 › Casting Spells: a pushed cast is told as such — \"Vera casts fireball with the roll pushed\"")
    void thePushedCastIsNarrated() {
        GivenWhenThen failed = table(true, 17, 5, 3, 4).when("vera", fireball(null)).andThen();
        GivenWhenThen.When push = failed.when("vera", new PushRoll("vera", CAST_STEP));
        SpellCastWithWillpower cast = all(push.events(), SpellCastWithWillpower.class).get(0);
        GivenWhenThen after = push.andThen();
        assertThat(Narrator.narrate(after.state().battle(), cast).text())
                .startsWith("vera casts fireball with the roll pushed (the failed cast of step 5 paid its WP)");
    }

    @Test
    @DisplayName("004 › Rolling a Demon: \"If you roll a Demon, you cannot push the roll\" — a casting roll of 20 is refused (409), citing 004")
    void aDemonCastCannotBePushed() {
        RuleViolation refused = table(true, 20).when("vera", fireball(null)).andThen()
                .when("vera", new PushRoll("vera", CAST_STEP)).thenRejectedWith("demon-cannot-be-pushed");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.DEMON);
    }

    @Test
    @DisplayName("004 › Casting Spells: \"if this optional rule is used\" — with the option off a failed cast is not pushed; a cast pushed and failed again is not pushed twice")
    void pushingIsOptionalAndOnce() {
        table(false, 17).when("vera", fireball(null)).andThen()
                .when("vera", new PushRoll("vera", CAST_STEP)).thenRejectedWith("pushing-not-used");
        GivenWhenThen again = table(true, 17, 16).when("vera", fireball(null)).andThen()
                .when("vera", new PushRoll("vera", CAST_STEP)).then(events -> {
                    assertThat(all(events, RollPushed.class).get(0).roll().total()).isEqualTo(16);
                    assertThat(all(events, SpellCastWithWillpower.class)).as("it fails again: no effect").isEmpty();
                }).andThen();
        again.when("vera", new PushRoll("vera", CAST_STEP + 1)).thenRejectedWith("already-pushed");
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"The spell does not cost any WP\" — a Dragon on the pushed roll, with the free choice, gives back the WP the failure spent")
    void aDragonOnThePushedRollMakesItFree() {
        table(true, 17, 1, 3, 4).when("vera", fireball("free")).andThen()
                .when("vera", new PushRoll("vera", CAST_STEP)).then(events -> {
                    SpellCastWithWillpower cast = all(events, SpellCastWithWillpower.class).get(0);
                    assertThat(cast.dragonChoice()).isEqualTo("free");
                    assertThat(cast.wpAfter()).isEqualTo(10);
                    assertThat(all(events, DefenceOffered.class).get(0).dragon()).isTrue();
                }).thenState(s -> assertThat(s.battle().combatant("vera").casting().will().spent()).isZero());
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"your target must roll a dragon to resist\" — Vera's Fear fails (17), the push rolls a Dragon, and the orc's WIL roll of 3 does not resist it")
    void aDragonOnThePushedRollAsksTheTargetForADragon() {
        GivenWhenThen given = given(Fixtures.history(new CreateEncounter("tower", "The mage tower",
                        RulesetId.DRAGONBANE, 7, new EncounterOptions(null, null, false, null,
                        EncounterOptions.DiceOptions.scripted(DragonbaneEncounterTest.script(17, 1, 3)), false,
                        Boolean.TRUE)), new AddCombatant(SpellDefenceTest.mage("vera", List.of("fear"))),
                new AddCombatant(orc("orc", null)), new StartCombat(List.of(), List.of())));
        given.when("vera", new CastSpell("vera", "fear", null, null, List.of("orc"), null, null, false, null, 1, null,
                        null, null, null)).andThen()
                .when("vera", new PushRoll("vera", CAST_STEP)).then(events -> {
                    var resisted = all(events, battleledger.kernel.event.SpellEvent.SpellResisted.class).get(0);
                    assertThat(resisted.roll().total()).isEqualTo(3);
                    assertThat(resisted.resisted()).as("a 3 is no Dragon").isFalse();
                    assertThat(resisted.roll().rule()).isEqualTo(DragonbaneRule.DRAGON.citation());
                }).thenState(s -> assertThat(s.battle().combatant("orc").has(Condition.SCARED)).isTrue());
    }
}
