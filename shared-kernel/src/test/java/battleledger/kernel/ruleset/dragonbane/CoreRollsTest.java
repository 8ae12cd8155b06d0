package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static battleledger.kernel.ruleset.dragonbane.Mages.dice;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Dragonbane core rules › Attributes, Base Chance, Skills, Skill Rolls, Boons and Banes, Dragons and Demons. */
class CoreRollsTest {

    @Test
    @DisplayName("Dragonbane core rules › Base Chance: 1–5 → 3, 6–8 → 4, 9–12 → 5, 13–15 → 6, 16–18 → 7")
    void theBaseChanceFollowsTheAttributeInFiveBands() {
        int[] expected = {3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7};
        for (int v = 1; v <= 18; v++) {
            assertThat(Attribute.baseChance(v)).as("value %d", v).isEqualTo(expected[v - 1]);
        }
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: each attribute is 3 to 18")
    void anAttributeOutsideThreeToEighteenIsRefused() {
        assertThatThrownBy(() -> new Attributes(19, 10, 10, 10, 10, 10)).isInstanceOf(RuleViolation.class)
                .hasFieldOrPropertyWithValue("code", "attribute-out-of-range");
        assertThatThrownBy(() -> new Attributes(10, 10, 10, 10, 10, 2)).isInstanceOf(RuleViolation.class);
    }

    @Test
    @DisplayName("Dragonbane core rules › Skills: an untrained skill's level is its attribute's base chance")
    void anUntrainedSkillHasTheBaseChanceOfItsAttribute() {
        Fighter elwyn = Mages.elwyn();
        assertThat(elwyn.skill("elementalism")).isEqualTo(14);
        assertThat(elwyn.skill("swords")).isEqualTo(4); // STR 8
        assertThat(elwyn.skill("awareness")).isEqualTo(6); // INT 13
        assertThatThrownBy(() -> Skills.checked(Map.of("juggling", 5))).isInstanceOf(RuleViolation.class)
                .hasFieldOrPropertyWithValue("code", "unknown-skill");
    }

    @Test
    @DisplayName("Dragonbane core rules › Skill Rolls: a d20 at or under the skill level succeeds")
    void aRollAtOrUnderTheSkillLevelSucceeds() {
        SkillRoll at = SkillRoll.roll(dice(12), "elwyn", "check", 12, List.of(), List.of(), DragonbaneRule.SKILL_ROLLS);
        SkillRoll over = SkillRoll.roll(dice(13), "elwyn", "check", 12, List.of(), List.of(),
                DragonbaneRule.SKILL_ROLLS);
        assertThat(at.succeeded()).isTrue();
        assertThat(at.roll().outcome()).isEqualTo("success");
        assertThat(at.roll().against()).isEqualTo(12);
        assertThat(over.succeeded()).isFalse();
        assertThat(over.roll().expression()).isEqualTo("1d20");
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes: a boon keeps the lower of two d20, a bane the higher")
    void aBoonKeepsTheLowerDieAndABaneTheHigher() {
        SkillRoll boon = SkillRoll.roll(dice(15, 4), "a", "check", 10, List.of("help"), List.of(),
                DragonbaneRule.BOONS_AND_BANES);
        SkillRoll bane = SkillRoll.roll(dice(15, 4), "a", "check", 10, List.of(), List.of("scared"),
                DragonbaneRule.BOONS_AND_BANES);
        assertThat(boon.kept()).isEqualTo(4);
        assertThat(boon.roll().dice()).containsExactly(15, 4);
        assertThat(boon.roll().advantage()).containsExactly("help");
        assertThat(boon.succeeded()).isTrue();
        assertThat(bane.kept()).isEqualTo(15);
        assertThat(bane.roll().expression()).isEqualTo("2d20kh1");
        assertThat(bane.succeeded()).isFalse();
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes: boons and banes cancel one for one")
    void boonsAndBanesCancelOneForOne() {
        SkillRoll even = SkillRoll.roll(dice(15, 4), "a", "check", 10, List.of("help"), List.of("dark"),
                DragonbaneRule.BOONS_AND_BANES);
        assertThat(even.roll().dice()).containsExactly(15);
        assertThat(even.boons()).isEqualTo(1);
        assertThat(even.banes()).isEqualTo(1);
        SkillRoll twoBanesOneBoon = SkillRoll.roll(dice(3, 18), "a", "check", 10, List.of("help"),
                List.of("dark", "scared"), DragonbaneRule.BOONS_AND_BANES);
        assertThat(twoBanesOneBoon.kept()).isEqualTo(18);
        assertThat(SkillRoll.describe(2, 1)).isEqualTo("2d20 keep lowest");
    }

    @Test
    @DisplayName("Dragonbane core rules › Dragons and Demons: a natural 1 is a Dragon, a natural 20 a Demon")
    void aNaturalOneIsADragonAndATwentyADemon() {
        SkillRoll dragon = SkillRoll.roll(dice(1), "a", "check", 0, List.of(), List.of(), DragonbaneRule.SKILL_ROLLS);
        SkillRoll demon = SkillRoll.roll(dice(20), "a", "check", 20, List.of(), List.of(), DragonbaneRule.SKILL_ROLLS);
        assertThat(dragon.dragon()).isTrue();
        assertThat(dragon.succeeded()).isTrue();
        assertThat(dragon.roll().outcome()).isEqualTo("dragon");
        assertThat(demon.demon()).isTrue();
        assertThat(demon.succeeded()).as("a Demon fails even under an 20 skill").isFalse();
        assertThat(demon.roll().outcome()).isEqualTo("demon");
    }

    @Test
    @DisplayName("Dragonbane core rules › Pushing Your Roll: roll once more and take the attribute's condition")
    void pushingRollsAgainAndTakesTheConditionOfTheAttribute() {
        SkillRoll failed = SkillRoll.roll(dice(17), "elwyn", "casting", 14, List.of(), List.of(),
                DragonbaneRule.CASTING_SPELLS);
        Pushing.Pushed pushed = Pushing.push(true, failed, Attribute.WIL, Set.of(), dice(9));
        assertThat(pushed.roll().succeeded()).isTrue();
        assertThat(pushed.roll().pushed()).isTrue();
        assertThat(pushed.condition()).isEqualTo("scared");
        assertThatThrownBy(() -> Pushing.push(true, pushed.roll(), Attribute.WIL, Set.of(), dice(9)))
                .hasFieldOrPropertyWithValue("code", "roll-not-failed");
    }

    @Test
    @DisplayName("Dragonbane core rules › Pushing Your Roll: an option off by default; never a Demon, never twice")
    void pushingIsRefusedWhenOffOnADemonTwiceOrWithTheConditionAlreadyTaken() {
        SkillRoll failed = SkillRoll.roll(dice(17), "e", "check", 14, List.of(), List.of(), DragonbaneRule.SKILL_ROLLS);
        SkillRoll demon = SkillRoll.roll(dice(20), "e", "check", 14, List.of(), List.of(), DragonbaneRule.SKILL_ROLLS);
        assertThat(Pushing.refusal(false, failed, Attribute.WIL, Set.of()).code()).isEqualTo("pushing-not-used");
        assertThat(Pushing.refusal(true, demon, Attribute.WIL, Set.of()).code()).isEqualTo("demon-cannot-be-pushed");
        assertThat(Pushing.refusal(true, demon, Attribute.WIL, Set.of()).rule()).isEqualTo(DragonbaneRule.DEMON);
        assertThat(Pushing.refusal(true, failed, Attribute.WIL, Set.of("scared")).code())
                .isEqualTo("condition-already-taken");
        SkillRoll again = Pushing.push(true, failed, Attribute.WIL, Set.of(), dice(18)).roll();
        assertThat(Pushing.refusal(true, again, Attribute.WIL, Set.of()).code()).isEqualTo("already-pushed");
        // scared already, the roller pushes a WIL roll at the cost of another condition of its choice
        assertThat(Pushing.refusal(true, failed, Attribute.WIL, Set.of("scared"), "angry")).isNull();
        assertThat(Pushing.push(true, failed, Attribute.WIL, Set.of("scared"), dice(9), "angry").condition())
                .isEqualTo("angry");
        assertThat(Pushing.refusal(true, failed, Attribute.WIL, Set.of("angry"), "angry").code())
                .isEqualTo("condition-already-taken");
        assertThat(Pushing.refusal(true, failed, Attribute.WIL, Set.of(), "tired").code())
                .isEqualTo("unknown-condition");
    }

    @Test
    @DisplayName("Dragonbane core rules › Conditions: a condition gives a bane on rolls of its attribute")
    void aConditionGivesABaneOnRollsOfItsAttribute() {
        assertThat(Pushing.conditionBanes(Set.of("scared"), Attribute.WIL)).containsExactly("scared");
        assertThat(Pushing.conditionBanes(Set.of("scared"), Attribute.AGL)).isEmpty();
    }
}
