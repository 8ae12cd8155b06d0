package battleledger.kernel.ruleset.dragonbane;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** 004 › Power Level, with Power from the Body. */
class PowerTest {

    @Test
    @DisplayName("004 › Power Level: \"Casting a spell costs 2 WP per power level\"")
    void eachPowerLevelCostsTwoWp() {
        Spell fireball = Grimoire.spell("fireball");
        assertThat(fireball.cost(1)).isEqualTo(2);
        assertThat(fireball.cost(3)).isEqualTo(6);
        assertThat(Grimoire.spell("ignite").cost(3)).isEqualTo(1);
        assertThat(Grimoire.spell("protector").cost(3)).as("a spell without power level").isEqualTo(2);
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").power(3).at("orc-1", 10).with(5, 1, 1, 1, 1, 1, 1);
        assertThat(out.effects().get(0).roll().expression()).isEqualTo("6d6");
    }

    @Test
    @DisplayName("004 › Power Level: \"The power level ranges from 1 to 3\"; some spells \"do not use power level\"")
    void aPowerLevelOutsideOneToThreeOrOnASpellWithoutItIsRefused() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").power(4).at("orc-1", 10).with(5))
                .hasFieldOrPropertyWithValue("code", "power-level-out-of-range");
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "protector").power(2).at("elwyn", 0).with(5))
                .hasFieldOrPropertyWithValue("code", "power-level-not-used");
    }

    @Test
    @DisplayName("004 › Power Level: a cast the mage has not the WP for is refused and changes nothing")
    void notEnoughWpIsRefused() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn().withWp(5), "fireball").power(3).at("orc-1", 10).with(5))
                .hasFieldOrPropertyWithValue("code", "not-enough-wp")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.POWER_LEVEL);
    }

    @Test
    @DisplayName("004 › Power from the Body: \"Roll a die of your choice ... how many WP you gain ... you also take"
            + " the same amount of damage\"")
    void powerFromTheBodyGivesWpAndTheSameDamageAfterTheSpell() {
        CastOutcome out = Casts.of(Mages.elwyn().withWp(1), "fireball").power(2).body("d8").at("orc-1", 10)
                .with(6, 9, 2, 2, 2, 2);
        assertThat(out.bodyRoll().expression()).isEqualTo("1d8");
        assertThat(out.wpGained()).isEqualTo(6);
        assertThat(out.succeeded()).isTrue();
        assertThat(out.bodyDamage()).isEqualTo(6);
        assertThat(out.wpAfter()).as("4 WP used of the 6 gained; the other 2 are lost").isEqualTo(1);
    }

    @Test
    @DisplayName("004 › Casting Spells › Power from the Body: \"Roll a die ... before casting the spell – the result indicates how many"
            + " WP you gain and must use straight away\" — the spell is charged with the highest level they pay for")
    void theBodysDieComesFirstAndTheSpellIsChargedWithWhatItGave() {
        CastOutcome out = Casts.of(Mages.elwyn().withWp(0), "fireball").power(3).body("d4").at("orc-1", 10)
                .with(3, 5, 4, 4);
        assertThat(out.cast()).isTrue();
        assertThat(out.power()).as("3 WP pay for power 1, not the 3 named").isEqualTo(1);
        assertThat(out.wpSpent()).isEqualTo(2);
        assertThat(out.effects().get(0).roll().expression()).isEqualTo("2d6");
        assertThat(out.bodyDamage()).isEqualTo(3);
        assertThat(out.wpAfter()).as("the 1 WP not used at once is lost").isZero();
    }

    @Test
    @DisplayName("004 › Casting Spells › Power from the Body: the level named is the most the spell is charged with")
    void aLevelBelowWhatTheBodyGaveIsKept() {
        CastOutcome out = Casts.of(Mages.elwyn().withWp(1), "fireball").power(1).body("d20").at("orc-1", 10)
                .with(15, 5, 4, 4);
        assertThat(out.power()).isEqualTo(1);
        assertThat(out.wpSpent()).isEqualTo(2);
        assertThat(out.wpAfter()).as("the body's 15 WP are used for 2 and the rest is lost; the mage's 1 WP stays")
                .isEqualTo(1);
    }

    @Test
    @DisplayName("004 › Casting Spells › Power from the Body: \"WP not used immediately are lost\" — too little, and nothing is cast")
    void tooLittlePowerFromTheBodyCastsNothingButStillHurts() {
        CastOutcome out = Casts.of(Mages.elwyn().withWp(0), "fireball").power(3).body("d4").at("orc-1", 10)
                .with(1);
        assertThat(out.cast()).isFalse();
        assertThat(out.castingRoll()).isNull();
        assertThat(out.bodyDamage()).isEqualTo(1);
        assertThat(out.wpAfter()).isZero();
    }

    @Test
    @DisplayName("004 › Power from the Body: only at one or zero WP; never for healing spells; a D4 to a D20")
    void powerFromTheBodyHasItsLimits() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn().withWp(2), "fireball").body("d6").at("orc-1", 10).with(3))
                .hasFieldOrPropertyWithValue("code", "body-power-needs-low-wp");
        assertThatThrownBy(() -> Casts.of(Mages.brynja().withWp(0), "treat-wound").body("d6").at("grimsa", 2)
                .with(3)).hasFieldOrPropertyWithValue("code", "body-power-not-for-healing");
        assertThatThrownBy(() -> Casts.of(Mages.elwyn().withWp(0), "fireball").body("d100").at("orc-1", 10).with(3))
                .hasFieldOrPropertyWithValue("code", "invalid-body-die");
    }
}
