package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.AttackEvent.AttackBaned;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Protector's bane on a blow that had boons: "boons and banes cancel each other out" (Dragonbane core rules › Boons
 * and Banes), so the bane takes a boon away rather than rolling a die of its own ({@link LateBane}). The table is
 * {@link ProtectorTest}'s: Vera the mage, the orc (swords 12), Grimsa; the GM gives the orc's attacks boons first.
 */
class ProtectorOnABoonTest {

    /** The orc, with {@code boons} boons from the GM, swings at Grimsa: its dice, then Vera's, from {@code dice}. */
    private static GivenWhenThen struckWithBoons(int boons, Integer... dice) {
        GivenWhenThen g = ProtectorTest.table(10, dice).when("vera", new EndTurn("vera")).andThen();
        for (int i = 0; i < boons; i++) {
            g = g.when(new GrantAdvantage("orc", "attack", true, "high ground " + (i + 1))).andThen();
        }
        return g.when("orc", new Attack("orc", "grimsa", "broadsword", null, false, ProtectorTest.NEAR)).andThen();
    }

    private static AttackBaned baned(GivenWhenThen g) {
        List<AttackBaned> all = all(g.history(), AttackBaned.class);
        return all.get(all.size() - 1);
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes: the orc's blow with a boon (15 and 9, the 9 kept) hits; Vera's Protector cancels the boon, so its first die, the 15, counts, no die is rolled, and the blow misses")
    void theBaneCancelsTheBlowsOneBoon() {
        // the orc's 2d20 keep lowest: 15, 9; Vera's casting roll 3; a 20 left in the script, never drawn
        GivenWhenThen struck = struckWithBoons(1, 15, 9, 3, 20);
        assertThat(struck.state().battle().offers()).as("the 9 struck home").hasSize(1);
        GivenWhenThen cancelled = struck.when("vera", ProtectorTest.protector("vera", List.of(), 4)).andThen();
        AttackBaned bane = baned(cancelled);
        Roll roll = bane.roll();
        assertThat(roll.dice()).as("the blow's first die; none rolled").containsExactly(15);
        assertThat(roll.kept()).containsExactly(15);
        assertThat(roll.outcome()).isEqualTo("failure");
        assertThat(roll.advantage()).containsExactly("GM: high ground 1");
        assertThat(roll.disadvantage()).singleElement().asString().contains("cast by vera");
        assertThat(bane.attackDie()).isEqualTo(9);
        assertThat(bane.hit()).isFalse();
        assertThat(cancelled.state().battle().offers()).isEmpty();
        assertThat(all(cancelled.history(), DamageDealt.class)).isEmpty();
        assertThat(Narrator.narrate(struck.state().battle(), bane).text()).contains(": it cancels the blow's boon, so"
                + " its first die counts, ").contains("the blow now misses");
        assertThat(Verifier.verify(cancelled.history()).verified()).isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes: with two boons the orc's blow keeps one after Protector's bane, so its 9 stands and it still awaits Grimsa's defence; a second Protector cancels that one too, and the first die, 15, misses")
    void aSecondBoonOutlastsTheFirstBane() {
        GivenWhenThen struck = struckWithBoons(2, 15, 9, 3, 4);
        GivenWhenThen once = struck.when("vera", ProtectorTest.protector("vera", List.of(), 4)).andThen();
        AttackBaned first = baned(once);
        assertThat(first.roll().dice()).as("the two d20 one boon rolls").containsExactly(15, 9);
        assertThat(first.roll().kept()).containsExactly(9);
        assertThat(first.hit()).isTrue();
        assertThat(once.state().battle().offers()).hasSize(1);
        assertThat(Narrator.narrate(struck.state().battle(), first).text())
                .contains("it cancels one of the blow's boons, and the one left keeps the 9");

        GivenWhenThen twice = once.when("vera", ProtectorTest.protector("vera", List.of(), 4)).andThen();
        AttackBaned second = baned(twice);
        assertThat(second.roll().kept()).containsExactly(15);
        assertThat(second.hit()).isFalse();
        assertThat(twice.state().battle().offers()).isEmpty();
    }
}
