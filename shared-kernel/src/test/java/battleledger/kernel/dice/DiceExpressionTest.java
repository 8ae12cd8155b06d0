package battleledger.kernel.dice;

import battleledger.kernel.RuleViolation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DiceExpressionTest {

    @Test
    void anExpressionOfSeveralTermsAndAConstantParsesAndPrintsCanonically() {
        DiceExpression e = DiceExpression.parse("2d6 + d4+3-1");
        assertThat(e.terms()).containsExactly(new DiceTerm(2, 6), new DiceTerm(1, 4));
        assertThat(e.constant()).isEqualTo(2);
        assertThat(e).hasToString("2d6+1d4+2");
        assertThat(e.maximum()).isEqualTo(18);
    }

    @Test
    void advantageAndDisadvantageAreKeepHighestAndKeepLowest() {
        assertThat(DiceExpression.parse("2d20kh1").terms().get(0).keep()).isEqualTo(DiceTerm.Keep.highest(1));
        assertThat(DiceExpression.parse("2d20kl1").terms().get(0).keep()).isEqualTo(DiceTerm.Keep.lowest(1));
        assertThat(DiceExpression.parse("2d20kh1")).hasToString("2d20kh1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10000d10000", "101d6", "60d6+41d6", "1d1001", "3d0", "0d6", "1d20+10001", "2d20kh3"})
    void absurdDiceAreRefusedWithATypedError(String text) {
        assertThatThrownBy(() -> DiceExpression.parse(text))
                .isInstanceOfSatisfying(RuleViolation.class, v -> {
                    assertThat(v.code()).isEqualTo("dice-out-of-bounds");
                    assertThat(v.kind()).isEqualTo(RuleViolation.Kind.INVALID);
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "d", "2x6", "1d6+", "+", "1d6-1d4", "abc", "1d6 1d4", "99999999d6"})
    void textThatIsNotADiceExpressionIsRefused(String text) {
        assertThatThrownBy(() -> DiceExpression.parse(text)).isInstanceOf(RuleViolation.class);
    }

    @Test
    void exactlyAHundredDiceOfAThousandFacesAreAllowed() {
        assertThat(DiceExpression.parse("100d1000").diceCount()).isEqualTo(100);
    }

    @Test
    void keepHighestKeepsTheHighestDieAndRecordsBothInRollOrder() {
        Dice dice = new ScriptedDice(List.of(7, 15), 0);
        Roll roll = Roller.roll(dice, "teresa", "attack", DiceExpression.parse("2d20kh1"),
                List.of(new Modifier("dex", 2)), null);
        assertThat(roll.dice()).containsExactly(7, 15);
        assertThat(roll.kept()).containsExactly(15);
        assertThat(roll.total()).isEqualTo(17);
        assertThat(roll.natural()).isEqualTo(15);
    }

    @Test
    void keepLowestKeepsTheLowestDie() {
        Roll roll = Roller.roll(new ScriptedDice(List.of(7, 15), 0), "teresa", "attack",
                DiceExpression.parse("2d20kl1"), List.of(), null);
        assertThat(roll.kept()).containsExactly(7);
        assertThat(roll.total()).isEqualTo(7);
    }

    @Test
    void theConstantOfAnExpressionIsRecordedAsAFixedModifier() {
        Roll roll = Roller.roll(new ScriptedDice(List.of(3, 5), 0), "timmon", "damage",
                DiceExpression.parse("2d6+1"), List.of(new Modifier("str", 3)), null);
        assertThat(roll.modifiers()).containsExactly(new Modifier("fixed", 1), new Modifier("str", 3));
        assertThat(roll.total()).isEqualTo(12);
        assertThat(roll.expression()).isEqualTo("2d6");
    }

    @Test
    void aMaximumRollDrawsNoDieAndKeepsEveryDieAtItsMaximum() {
        Roll roll = Roller.maximum("timmon", "damage", DiceExpression.parse("2d6+1d4"), List.of(), null);
        assertThat(roll.dice()).isEmpty();
        assertThat(roll.kept()).containsExactly(6, 6, 4);
        assertThat(roll.total()).isEqualTo(16);
    }
}
