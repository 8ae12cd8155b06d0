package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.PrepareSpells;
import battleledger.kernel.command.RulingCommand.DisturbConcentration;
import battleledger.kernel.command.RulingCommand.LoseGrimoire;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.DragonbaneIntent.SpellsPrepared;
import battleledger.kernel.event.RulingEvent.ConcentrationDisturbed;
import battleledger.kernel.event.RulingEvent.GrimoireLost;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Prepared Spells, Grimoire, Lost Grimoire, Newly Created Mage and Duration through the decider: a mage
 * prepares spells from the grimoire in a shift of game time, loses the grimoire by the GM's ruling, is checked when
 * newly created, and makes a WIL roll when its concentration is disturbed.
 */
class PreparingAndGrimoireTest {

    static StatBlock vera(List<String> spells, Mage mage) {
        return new StatBlock("vera", "Vera", "heroes", null, 0, 0, 12, 10, null, null,
                List.of(new AttackProfile("staff", "staves", 0, "1d8", "bludgeoning", 5, null)), spells, null, null,
                null, null, false, false, 0, null, null, null,
                Map.of("str", 10, "con", 12, "agl", 13, "int", 14, "wil", 12, "cha", 10),
                Map.of("elementalism", 14, "mentalism", 12, "staves", 10), 10, 0, mage);
    }

    static StatBlock vera() {
        return vera(List.of("fireball", "frost", "power-fist", "levitate", "ignite", "light"),
                new Mage("elementalism", List.of("fireball", "levitate"), true, false, null, false, null));
    }

    static CastSpell willpower(String spell, Boolean fromGrimoire) {
        return new CastSpell("vera", spell, null, null, List.of(), null, null, false, null, 1, null, null,
                fromGrimoire, null);
    }

    static GivenWhenThen table(Integer... dice) {
        return given(Fixtures.history(DragonbaneEncounterTest.encounter(dice), new AddCombatant(vera())));
    }

    @Test
    @DisplayName("004 › Prepared Spells: \"To prepare spells, you need to study them in a grimoire. This takes a shift of time, regardless of the number of spells\": Vera's new spells replace the old and the clock moves 6 hours")
    void preparingSpellsReplacesThePreparedSpellsAndTakesAShift() {
        table().when("vera", new PrepareSpells("vera", List.of("frost", "power-fist", "levitate")))
                .then(events -> {
                    SpellsPrepared p = (SpellsPrepared) events.get(0);
                    assertThat(p.spells()).containsExactly("frost", "power-fist", "levitate");
                    assertThat(p.previous()).containsExactly("fireball", "levitate");
                    assertThat(p.seconds()).isEqualTo(6 * 3600);
                })
                .thenState(s -> {
                    assertThat(s.battle().combatant("vera").stats().mage().prepared())
                            .containsExactly("frost", "power-fist", "levitate");
                    assertThat(s.battle().time().seconds()).isEqualTo(MageStudy.SHIFT_SECONDS);
                });
    }

    @Test
    @DisplayName("004 › Prepared Spells: \"This takes a shift of time\": no mage prepares spells in the middle of a fight")
    void noSpellsArePreparedInCombat() {
        given(Fixtures.history(DragonbaneEncounterTest.encounter(DragonbaneEncounterTest.TOP_CARDS),
                new AddCombatant(vera()), new StartCombat(List.of(), List.of())))
                .when("vera", new PrepareSpells("vera", List.of("frost"))).thenRejectedWith("preparing-takes-a-shift");
    }

    @Test
    @DisplayName("004 › Prepared Spells: a PrepareSpells that names no spells list is bad input (400 missing-field) and changes nothing: Vera keeps fireball and levitate prepared and no shift passes; an empty list prepares none")
    void aMissingSpellsListIsRefusedNotPreparedAsNone() {
        table().when("vera", new PrepareSpells("vera", null)).thenRejectedWith("missing-field");
        table().when("vera", new PrepareSpells("vera", List.of()))
                .then(events -> assertThat(((SpellsPrepared) events.get(0)).spells()).isEmpty());
    }

    @Test
    @DisplayName("004 › Prepared Spells: \"You can only prepare spells that you have learned\", and no more than the base chance of INT (Vera: 6)")
    void onlyLearnedSpellsAndNoMoreThanTheLimitArePrepared() {
        table().when(new PrepareSpells("vera", List.of("whirlwind"))).thenRejectedWith("spell-not-learned");
        table().when(new PrepareSpells("vera", List.of("ignite"))).thenRejectedWith("tricks-need-no-preparing");
        table().when("someone", new PrepareSpells("vera", List.of("frost"))).thenRejectedWith("not-your-combatant");
    }

    @Test
    @DisplayName("004 › Lost Grimoire: \"If you lose your grimoire, you cannot prepare the spells you kept in it\"; nor can Vera cast from it, until the GM revokes the ruling")
    void aLostGrimoireStopsPreparingAndCastingFromItUntilRevoked() {
        GivenWhenThen lost = table().when(new LoseGrimoire("vera"))
                .then(events -> assertThat(events).containsExactly(new GrimoireLost(3, "gm", "vera")))
                .thenState(s -> assertThat(s.battle().combatant("vera").stats().mage().grimoire()).isFalse())
                .andThen();
        lost.when("vera", new PrepareSpells("vera", List.of("frost"))).thenRejectedWith("no-grimoire");
        lost.when("vera", willpower("frost", true))
                .thenRejectedWith("no-grimoire");
        lost.when(new LoseGrimoire("vera")).thenRejectedWith("no-grimoire");
        lost.when(new RevokeRuling(3)).andThen()
                .when("vera", new PrepareSpells("vera", List.of("frost"))).then(events ->
                        assertThat(events.get(0)).isInstanceOf(SpellsPrepared.class));
    }

    @Test
    @DisplayName("004 › Newly Created Mage: \"three rank 1 spells and three Magic Tricks ... from your school of magic or general magic. You also get a grimoire\": the three spells start prepared")
    void aNewlyCreatedMageIsCheckedAndStartsWithItsSpellsPrepared() {
        Mage fresh = new Mage("elementalism", null, true, false, null, false, null, true);
        List<EncounterEvent> events = given(Fixtures.history(DragonbaneEncounterTest.encounter()))
                .when(new AddCombatant(vera(List.of("fireball", "frost", "fear", "ignite", "light", "open"), fresh)))
                .events();
        assertThat(((CombatantAdded) events.get(0)).combatant().mage().prepared())
                .containsExactly("fireball", "frost", "fear");
    }

    @Test
    @DisplayName("004 › Newly Created Mage: four spells, a spell of another school, a rank 2 spell or no grimoire are refused")
    void aNewlyCreatedMageOutsideTheRuleIsRefused() {
        Mage fresh = new Mage("elementalism", null, true, false, null, false, null, true);
        GivenWhenThen empty = given(Fixtures.history(DragonbaneEncounterTest.encounter()));
        empty.when(new AddCombatant(vera(List.of("fireball", "frost", "fear", "whirlwind", "ignite", "light",
                "open"), fresh))).thenRejectedWith("three-spells-three-tricks");
        empty.when(new AddCombatant(vera(List.of("fireball", "frost", "power-fist", "ignite", "light", "open"),
                fresh))).thenRejectedWith("wrong-school");
        empty.when(new AddCombatant(vera(List.of("fireball", "frost", "magic-seal", "ignite", "light", "open"),
                fresh))).thenRejectedWith("not-rank-1");
        empty.when(new AddCombatant(vera(List.of("fireball", "frost", "fear", "ignite", "light", "open"),
                new Mage("elementalism", null, false, false, null, false, null, true))))
                .thenRejectedWith("grimoire-needed");
    }

    @Test
    @DisplayName("004 › Duration: \"If you are interrupted by a sudden disturbance, such as a sound, you must make a WIL roll (not an action) to maintain your concentration\": 15 against WIL 12 fails and Levitate ends")
    void aDisturbanceAsksAWilRollAndAFailureEndsTheConcentration() {
        GivenWhenThen floating = table(5, 15, 3)
                .when("vera", willpower("levitate", null))
                .andThen();
        assertThat(floating.state().battle().combatant("vera").casting().will().concentration())
                .isEqualTo("levitate");
        GivenWhenThen broken = floating.when(new DisturbConcentration("vera", "a door slams")).then(events -> {
            ConcentrationDisturbed d = (ConcentrationDisturbed) events.get(0);
            assertThat(d.roll().total()).isEqualTo(15);
            assertThat(d.target()).isEqualTo(12);
            assertThat(d.held()).isFalse();
        }).thenState(s -> assertThat(s.battle().combatant("vera").casting().will().concentration()).isNull())
                .andThen();
        broken.when(new DisturbConcentration("vera", "another door")).thenRejectedWith("not-concentrating");
        floating.when("vera", new DisturbConcentration("vera", "a sound")).thenRejectedWith("gm-only");
    }

    @Test
    @DisplayName("004 › Duration: \"The effect ceases if you perform another action\": a shift of study ends Vera's Levitate")
    void preparingSpellsEndsTheConcentration() {
        table(5).when("vera", willpower("levitate", null)).andThen()
                .when("vera", new PrepareSpells("vera", List.of("frost")))
                .thenState(s -> assertThat(s.battle().combatant("vera").casting().will().concentration()).isNull());
    }

    @Test
    @DisplayName("004 › Duration: a WIL roll of 3 against WIL 12 keeps the concentration")
    void aSuccessfulWilRollKeepsTheConcentration() {
        table(5, 3).when("vera", willpower("levitate", null))
                .andThen().when(new DisturbConcentration("vera", "a distant howl"))
                .then(events -> assertThat(((ConcentrationDisturbed) events.get(0)).held()).isTrue())
                .thenState(s -> assertThat(s.battle().combatant("vera").casting().will().concentration())
                        .isEqualTo("levitate"));
    }
}
