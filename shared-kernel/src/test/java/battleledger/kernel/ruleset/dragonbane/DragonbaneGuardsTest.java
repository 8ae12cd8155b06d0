package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.ruleset.playtest.PlaytestRuleset;
import battleledger.kernel.support.Fixtures;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Guards of the Dragonbane ruleset that no test asked before GUARDS.md listed them (issue 10, item 2: guards are
 * named policies that can be listed): the bounds of a fighter, the preparing of spells, the deck and the casting
 * asked the other ruleset's way.
 */
class DragonbaneGuardsTest {

    static Fighter fighter(int hp, int maxHp, int wp, int maxWp, int armor, Map<String, Integer> skills) {
        return new Fighter("x", new Attributes(12, 12, 12, 12, 12, 12), skills, hp, maxHp, wp, maxWp, armor, false,
                List.of(), Set.of(), null);
    }

    @Test
    @DisplayName("Dragonbane core rules › Hit Points and Willpower Points: hit points and willpower points run from 0 to "
            + "their maximum, at most 99")
    void hitPointsAndWillpowerOutOfBoundsAreRefused() {
        assertThatThrownBy(() -> fighter(11, 10, 5, 10, 0, Map.of()))
                .hasFieldOrPropertyWithValue("code", "hp-out-of-range");
        assertThatThrownBy(() -> fighter(10, 10, 11, 10, 0, Map.of()))
                .hasFieldOrPropertyWithValue("code", "wp-out-of-range");
    }

    @Test
    @DisplayName("Dragonbane core rules › Armor: an armor rating runs from 0 to 10")
    void anArmorOfElevenIsRefused() {
        assertThatThrownBy(() -> fighter(10, 10, 5, 10, 11, Map.of()))
                .hasFieldOrPropertyWithValue("code", "armor-out-of-range");
    }

    @Test
    @DisplayName("Dragonbane core rules › Skills: a skill level runs from 1 to 18")
    void aSkillOfNineteenIsRefused() {
        assertThatThrownBy(() -> fighter(10, 10, 5, 10, 0, Map.of("swords", 19)))
                .hasFieldOrPropertyWithValue("code", "skill-out-of-range");
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: the attributes are STR, CON, AGL, INT, WIL and CHA")
    void anAttributeNamedLuckIsUnknown() {
        assertThatThrownBy(() -> Attribute.of("luck")).hasFieldOrPropertyWithValue("code", "unknown-attribute");
    }

    @Test
    @DisplayName("004 › Magic and Metal: a fighter strikes or parries with a weapon at hand")
    void aWeaponNotAtHandIsUnknown() {
        assertThatThrownBy(() -> Mages.grimsa().weapon("halberd"))
                .hasFieldOrPropertyWithValue("code", "unknown-weapon");
    }

    @Test
    @DisplayName("004 › Casting Spells: the schools of magic are animism, elementalism and mentalism, and general magic")
    void aSchoolNamedNecromancyIsUnknown() {
        assertThatThrownBy(() -> WillpowerCasting.school("necromancy"))
                .hasFieldOrPropertyWithValue("code", "unknown-school");
    }

    @Test
    @DisplayName("Dragonbane core rules › Parrying: the orc offered a defence against Grimsa's blow parries or dodges")
    void aDefenceOtherThanParryOrDodgeIsRefused() {
        ParryDodgePushTest.fight(false, 7).when("grimsa", ParryDodgePushTest.grimsaAttacks()).andThen()
                .when("orc", new Defend("orc", "block", null)).thenRejectedWith("invalid-defence");
    }

    @Test
    @DisplayName("004 › Prepared Spells: a fighter with no magic prepares no spell")
    void aWarriorPreparesNoSpell() {
        assertThatThrownBy(() -> Preparation.prepare(Mages.grimsa(), List.of("sleep-dust"), false))
                .hasFieldOrPropertyWithValue("code", "not-a-mage");
    }

    @Test
    @DisplayName("004 › Prepared Spells: \"the maximum number of spells you can hold prepared ... is equal to your"
            + " base chance for INT\"")
    void fourSpellsAreTooManyForABaseChanceOfThree() {
        Fighter e = Mages.elwyn();
        Fighter dull = new Fighter("dull", new Attributes(8, 12, 12, 5, 15, 10), e.skills(), 10, 10, 10, 10, 1,
                false, e.atHand(), Set.of(), e.magic());
        assertThatThrownBy(() -> Preparation.prepare(dull, List.of("fireball", "frost", "whirlwind", "fear"), false))
                .hasFieldOrPropertyWithValue("code", "too-many-prepared");
    }

    @Test
    @DisplayName("004 › Newly Created Mage: \"three rank 1 spells and three Magic Tricks ... from your school of"
            + " magic or general magic\"")
    void aNewMageNeedsASchoolAndThreeTricks() {
        assertThatThrownBy(() -> Preparation.newMage(School.ELEMENTALISM, List.of("fireball", "frost", "fear"),
                List.of("ignite", "light", "frost"), null)).hasFieldOrPropertyWithValue("code", "not-a-trick");
        assertThatThrownBy(() -> Preparation.newMage(School.GENERAL, List.of("fireball", "frost", "fear"),
                List.of("ignite", "light", "open"), null)).hasFieldOrPropertyWithValue("code", "school-needed");
    }

    @Test
    @DisplayName("004 › Casting Spells › Range: a spell that is no area affects one target, and needs one")
    void aSpellOfOneTargetNamesExactlyOne() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").at("orc-1", 10).at("orc-2", 10).with(5))
                .hasFieldOrPropertyWithValue("code", "one-target");
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").with(5))
                .hasFieldOrPropertyWithValue("code", "target-needed");
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: the deck is dealt once, so a latecomer has no card to draw")
    void aCombatantJoiningTheFightIsRefused() {
        given(Fixtures.history(DragonbaneEncounterTest.encounter(DragonbaneEncounterTest.TOP_CARDS),
                new AddCombatant(DragonbaneEncounterTest.grimsa()), new AddCombatant(DragonbaneEncounterTest.orc()),
                new StartCombat(List.of(), List.of())))
                .when(new AddCombatant(DragonbaneEncounterTest.fighter("late", "orcs", 10, 0, 1, 12, 2)))
                .thenRejectedWith("initiative-deck-dealt");
    }

    @Test
    @DisplayName("004 › Casting Spells: a Dragonbane spell is paid in willpower and a playtest spell with slots; each "
            + "ruleset refuses a cast asked the other's way")
    void aCastAskedTheOtherRulesetsWayIsRefused() {
        assertThatThrownBy(() -> DragonbaneRuleset.INSTANCE.castingLevel(null, null))
                .hasFieldOrPropertyWithValue("code", "casting-not-available");
        assertThatThrownBy(() -> PlaytestRuleset.INSTANCE.castWithWillpower(null, null, null))
                .hasFieldOrPropertyWithValue("code", "casting-not-available");
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: a bluff is a stage of 002's casting, which a "
            + "Dragonbane cast (004) does not have")
    void aBluffedDragonbaneCastIsRefused() {
        given(Fixtures.history(DragonbaneEncounterTest.encounter(), new AddCombatant(DragonbaneEncounterTest.grimsa())))
                .when("grimsa", CastSpell.at("grimsa", "fireball", List.of()).bluffed())
                .thenRejectedWith("bluff-not-available");
    }
}
