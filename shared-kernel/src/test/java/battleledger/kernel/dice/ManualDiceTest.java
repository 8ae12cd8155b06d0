package battleledger.kernel.dice;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.ruleset.dragonbane.SkillRoll;
import battleledger.kernel.rules.Playtest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** DESIGN.md, dice "from people": manual dice wait for a roll, take submitted values, and check them. */
class ManualDiceTest {

    @Test
    void aRollWithoutSubmittedDiceStopsAndSaysWhoRollsWhat() {
        ManualDice none = new ManualDice(List.of());
        assertThatThrownBy(() -> Roller.roll(none, "teresa", "attack", DiceExpression.parse("2d20kh1"), List.of(),
                Playtest.ATTACK_ROLLS)).isInstanceOfSatisfying(AwaitingDice.class, w -> {
                    assertThat(w.awaited().roller()).isEqualTo("teresa");
                    assertThat(w.awaited().purpose()).isEqualTo("attack");
                    assertThat(w.awaited().dice()).isEqualTo("2d20 keep highest");
                    assertThat(w.awaited().count()).isEqualTo(2);
                    assertThat(w.awaited().faces()).isEqualTo(20);
                });
        assertThat(none.drawn()).as("nothing is drawn before all the roll's dice are there").isZero();
    }

    @Test
    void submittedDiceAreTakenInOrderSoADecisionAgainDrawsTheSame() {
        Roll first = Roller.roll(new ManualDice(List.of(4, 3, 5)), "timmon", "damage", DiceExpression.parse("3d6"),
                List.of(), Playtest.DAMAGE_ROLLS);
        Roll again = Roller.roll(new ManualDice(List.of(4, 3, 5)), "timmon", "damage", DiceExpression.parse("3d6"),
                List.of(), Playtest.DAMAGE_ROLLS);
        assertThat(first.dice()).containsExactly(4, 3, 5);
        assertThat(first.total()).isEqualTo(12);
        assertThat(again).isEqualTo(first);
        assertThatThrownBy(() -> Roller.roll(new ManualDice(List.of(14, 3, 5)), "t", "d", DiceExpression.parse("3d6"),
                List.of(), Playtest.DAMAGE_ROLLS)).isInstanceOf(RuleViolation.class)
                .hasFieldOrPropertyWithValue("code", "die-out-of-range");
    }

    @Test
    void aDragonbaneRollWithABoonWaitsForTwoD20KeepLowest() {
        assertThatThrownBy(() -> SkillRoll.roll(new ManualDice(List.of(7)), "elwyn", "casting Fireball", 14,
                List.of("help"), List.of(), DragonbaneRule.CASTING_SPELLS))
                .isInstanceOfSatisfying(AwaitingDice.class, w -> {
                    assertThat(w.awaited().dice()).isEqualTo("2d20 keep lowest");
                    assertThat(w.awaited().count()).isEqualTo(1);
                });
        SkillRoll roll = SkillRoll.roll(new ManualDice(List.of(17, 7)), "elwyn", "casting Fireball", 14,
                List.of("help"), List.of(), DragonbaneRule.CASTING_SPELLS);
        assertThat(roll.kept()).isEqualTo(7);
    }

    @Test
    void aSubmissionOfTheWrongCountOrOffTheDieIsRefused() {
        AwaitedRoll awaited = new AwaitedRoll("teresa", "attack", "2d20 keep highest", 2, 20, 0);
        ManualDice.check(awaited, List.of(20, 1));
        assertThatThrownBy(() -> ManualDice.check(awaited, List.of(20))).isInstanceOf(RuleViolation.class)
                .hasFieldOrPropertyWithValue("code", "wrong-dice-count")
                .hasFieldOrPropertyWithValue("kind", RuleViolation.Kind.ILLEGAL);
        assertThatThrownBy(() -> ManualDice.check(awaited, List.of(21, 3)))
                .hasFieldOrPropertyWithValue("code", "die-out-of-range");
        assertThatThrownBy(() -> ManualDice.check(awaited, List.of(0, 3)))
                .hasFieldOrPropertyWithValue("code", "die-out-of-range");
    }

    @Test
    void otherDiceSourcesNeverWait() {
        ManualDice.need(new KeyedDice(1, 1), "a", "b", DiceExpression.parse("100d6"));
        ManualDice.need(new ScriptedDice(List.of(), 0), "a", "b", "1d20", 1, 20);
    }
}
