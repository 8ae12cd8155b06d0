package battleledger.kernel.ruleset.dragonbane;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** 004 › Duration. */
class DurationTest {

    @Test
    @DisplayName("004 › Duration: \"Round: The effect lasts until your turn in the next round\"")
    void aRoundSpellEndsAtTheMagesTurnNextRound() {
        Concentration.Lasting fear = Concentration.lasting(Spell.Duration.ROUND, 3);
        assertThat(Concentration.endedAtTurn(fear, 3)).isFalse();
        assertThat(Concentration.endedAtTurn(fear, 4)).isTrue();
        assertThat(Concentration.endedAtTurn(Concentration.lasting(Spell.Duration.INSTANT, 3), 3)).isTrue();
        assertThat(Concentration.lasting(Spell.Duration.SHIFT, 1).until()).contains("end of the current shift");
        assertThat(Concentration.lasting(Spell.Duration.STRETCH, 1).until()).contains("stretch");
    }

    @Test
    @DisplayName("004 › Duration: concentration \"ceases if you perform another action, take damage, or fail a WIL"
            + " roll for resisting fear\"")
    void concentrationEndsOnAnotherActionDamageOrFear() {
        assertThat(Concentration.breaksOnAction(true)).isTrue();
        assertThat(Concentration.breaksOnAction(false)).as("a reaction spell is not an action").isFalse();
        assertThat(Concentration.breaksOnDamage(1)).isTrue();
        assertThat(Concentration.breaksOnDamage(0)).isFalse();
        SkillRoll failed = SkillRoll.roll(Mages.dice(17), "orla", "resist fear", 16, java.util.List.of(),
                java.util.List.of(), DragonbaneRule.DURATION);
        assertThat(Concentration.breaksOnFear(failed)).isTrue();
    }

    @Test
    @DisplayName("004 › Duration: \"If you are interrupted by a sudden disturbance ... you must make a WIL roll (not"
            + " an action)\"")
    void aDisturbanceAsksAWilRoll() {
        Concentration.Kept kept = Concentration.disturbed(Mages.dice(12), Mages.orla(), "a door slams");
        assertThat(kept.roll().roll().against()).isEqualTo(16);
        assertThat(kept.held()).isTrue();
        assertThat(Concentration.disturbed(Mages.dice(17), Mages.orla(), "a scream").held()).isFalse();
    }
}
