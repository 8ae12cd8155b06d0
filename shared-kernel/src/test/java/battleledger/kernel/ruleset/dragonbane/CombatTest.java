package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.ruleset.dragonbane.Fighting.AttackOutcome;
import battleledger.kernel.ruleset.dragonbane.Fighting.Defence;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.Mages.dice;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Dragonbane core rules › Initiative, Melee Attacks, Ranged Attacks, Parrying, Dodging, Armor, Death Rolls. */
class CombatTest {

    @Test
    @DisplayName("Dragonbane core rules › Initiative: cards 1–10 from a deck shuffled by the encounter's dice, lowest first")
    void initiativeCardsAreDealtFromADeckShuffledByTheEncountersDice() {
        List<String> who = List.of("elwyn", "grimsa", "orc-1", "orc-2");
        InitiativeDeck.Dealt dealt = InitiativeDeck.deal(new KeyedDice(42, 5), who);
        InitiativeDeck.Dealt again = InitiativeDeck.deal(new KeyedDice(42, 5), who);
        assertThat(again).isEqualTo(dealt);
        assertThat(dealt.order()).extracting(InitiativeDeck.Card::combatant).containsExactlyInAnyOrderElementsOf(who);
        List<Integer> cards = dealt.order().stream().map(InitiativeDeck.Card::card).toList();
        assertThat(cards).isSorted().doesNotHaveDuplicates().allMatch(c -> c >= 1 && c <= 10);
        assertThat(dealt.shuffle().dice()).hasSize(9);
        assertThat(InitiativeDeck.deal(new KeyedDice(43, 5), who)).isNotEqualTo(dealt);
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: a scripted shuffle deals known cards")
    void aScriptedShuffleDealsKnownCards() {
        // the Fisher–Yates draws: always take the top card, so the deck stays 1..10 in order
        Integer[] keep = {10, 9, 8, 7, 6, 5, 4, 3, 2};
        InitiativeDeck.Dealt dealt = InitiativeDeck.deal(dice(keep), List.of("a", "b", "c"));
        assertThat(dealt.order()).containsExactly(new InitiativeDeck.Card("a", 1), new InitiativeDeck.Card("b", 2),
                new InitiativeDeck.Card("c", 3));
        assertThatThrownBy(() -> InitiativeDeck.deal(dice(keep), List.of("1", "2", "3", "4", "5", "6", "7", "8",
                "9", "10", "11"))).hasFieldOrPropertyWithValue("code", "initiative-deck-size");
    }

    @Test
    @DisplayName("Dragonbane core rules › Melee Attacks, Armor: a hit deals the weapon's damage minus armor")
    void aHitDealsTheWeaponsDamageMinusArmor() {
        AttackOutcome out = Fighting.attack(dice(7, 5, 4), Mages.grimsa(), "broadsword", Mages.orc("orc-1"),
                Defence.NONE, null, 2);
        assertThat(out.hit()).isTrue();
        assertThat(out.damageRoll().total()).isEqualTo(9);
        assertThat(out.armor()).isEqualTo(1);
        assertThat(out.damage()).isEqualTo(8);
    }

    @Test
    @DisplayName("Dragonbane core rules › Parrying: a parry with the weapon's skill stops the blow")
    void aSuccessfulParryStopsTheBlow() {
        AttackOutcome out = Fighting.attack(dice(7, 3), Mages.grimsa(), "broadsword", Mages.orc("orc-1"),
                Defence.PARRY, "handaxe", 2);
        assertThat(out.hit()).isFalse();
        assertThat(out.defence()).isEqualTo("parry");
        assertThat(out.defenceRoll().roll().against()).isEqualTo(12);
        assertThat(out.damage()).isZero();
    }

    @Test
    @DisplayName("Dragonbane core rules › Dodging: a failed dodge (Evade) lets the blow land")
    void aFailedDodgeLetsTheBlowLand() {
        AttackOutcome out = Fighting.attack(dice(5, 19, 2, 3), Mages.orc("orc-1"), "handaxe", Mages.elwyn(),
                Defence.DODGE, null, 2);
        assertThat(out.defenceRoll().roll().against()).isEqualTo(8);
        assertThat(out.hit()).isTrue();
        assertThat(out.damage()).as("2d6 of 2 and 3, minus Elwyn's armor 1").isEqualTo(4);
    }

    @Test
    @DisplayName("Dragonbane core rules › Parrying: a ranged weapon cannot parry; a melee weapon reaches 2 m")
    void aParryNeedsAMeleeWeaponAndMeleeNeedsReach() {
        Fighter archer = Mages.orc("archer").withAtHand(List.of(Weapon.ranged("shortbow", "bows", "1d10", true, 30)));
        assertThatThrownBy(() -> Fighting.attack(dice(7), Mages.grimsa(), "broadsword", archer, Defence.PARRY,
                "shortbow", 2)).hasFieldOrPropertyWithValue("code", "cannot-parry");
        assertThatThrownBy(() -> Fighting.attack(dice(7), Mages.grimsa(), "broadsword", archer, Defence.NONE, null,
                6)).hasFieldOrPropertyWithValue("code", "out-of-reach");
    }

    @Test
    @DisplayName("Dragonbane core rules › Ranged Attacks: beyond the weapon's range a bane, beyond twice it no shot")
    void beyondRangeABaneAndBeyondTwiceNoShot() {
        Fighter archer = Mages.orc("archer").withAtHand(List.of(Weapon.ranged("shortbow", "bows", "1d10", true, 30)));
        AttackOutcome far = Fighting.attack(dice(3, 16), archer, "shortbow", Mages.elwyn(), Defence.NONE, null, 40);
        assertThat(far.attackRoll().banes()).isEqualTo(1);
        assertThat(far.hit()).isFalse();
        assertThatThrownBy(() -> Fighting.attack(dice(3), archer, "shortbow", Mages.elwyn(), Defence.NONE, null, 61))
                .isInstanceOf(RuleViolation.class).hasFieldOrPropertyWithValue("code", "out-of-range");
    }

    @Test
    @DisplayName("Dragonbane core rules › Death Rolls: CON each turn; three successes live, three failures die")
    void threeFailedDeathRollsKill() {
        Fighter down = Mages.orc("orc-1").withHp(0);
        DeathRolls.Tally t = DeathRolls.Tally.NONE;
        t = DeathRolls.roll(dice(15), down, t).tally();
        t = DeathRolls.roll(dice(4), down, t).tally();
        assertThat(t).isEqualTo(new DeathRolls.Tally(1, 1));
        t = DeathRolls.damagedWhileDying(t);
        DeathRolls.DeathRoll last = DeathRolls.roll(dice(18), down, t);
        assertThat(last.roll().roll().against()).isEqualTo(13);
        assertThat(last.tally().dead()).isTrue();
        DeathRolls.Tally settled = last.tally();
        assertThatThrownBy(() -> DeathRolls.roll(dice(3), down, settled))
                .hasFieldOrPropertyWithValue("code", "no-death-roll");
    }

    @Test
    @DisplayName("Dragonbane core rules › Death Rolls: a Dragon counts two successes, a Demon two failures")
    void aDragonCountsTwiceAndADemonTwice() {
        Fighter down = Mages.orc("orc-1").withHp(0);
        DeathRolls.Tally t = DeathRolls.roll(dice(1), down, DeathRolls.Tally.NONE).tally();
        assertThat(t.successes()).isEqualTo(2);
        t = DeathRolls.roll(dice(5), down, t).tally();
        assertThat(t.survived()).isTrue();
        assertThat(DeathRolls.roll(dice(20), down, DeathRolls.Tally.NONE).tally().failures()).isEqualTo(2);
        assertThatThrownBy(() -> DeathRolls.roll(dice(5), Mages.orc("up"), DeathRolls.Tally.NONE))
                .hasFieldOrPropertyWithValue("code", "no-death-roll");
    }
}
