package battleledger.kernel.gm;

import battleledger.kernel.command.RulingCommand.RuleFall;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.event.RulingEvent.FallRuled;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Design;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fall is the GM's ruling. 001 knows falls ("you might fall into a pit that opens beneath you", 001 › Saving Throw
 * Outcomes; "the feather fall spell allows you to float safely to the ground the moment you fall into a pit", 001 ›
 * Magic › Casting Time) but gives them no number, so the engine's default is 1d6 bludgeoning for every 10 feet, at most
 * 20d6, and the creature lands prone (DESIGN › Kinds of events › ruling).
 */
class FallRulingTest {

    static Scene pit() {
        return Scene.of(Creature.named("ann").hp(30), Creature.named("orc").side("orcs").monster());
    }

    @Test
    @DisplayName("Ann falls 30 feet into the pit: 3d6 bludgeoning, rolled and kept, and she lands prone")
    void thirtyFeetAreThreeDice() {
        pit().when(new RuleFall("ann", 30, null, "the floor gives way"), 2, 3, 4).then(events -> {
            assertThat(first(events, FallRuled.class).dice()).isEqualTo("3d6");
            DamageDealt dealt = first(events, DamageDealt.class);
            assertThat(dealt.damageType()).isEqualTo("bludgeoning");
            assertThat(dealt.amount()).isEqualTo(9);
            assertThat(dealt.roll().rule()).isEqualTo(Design.FALLING.citation());
            assertThat(first(events, ConditionApplied.class).condition()).isEqualTo(Condition.PRONE);
        }).thenState(s -> assertThat(s.battle().combatant("ann").hp()).isEqualTo(21));
    }

    @Test
    @DisplayName("Five feet do no damage; 300 feet are at most 20d6; the GM may name other dice")
    void shortLongAndTheGmsOwnDice() {
        pit().when(new RuleFall("ann", 5, null, null)).then(events -> {
            assertThat(first(events, FallRuled.class).dice()).isNull();
            assertThat(none(events, DamageDealt.class)).isTrue();
            assertThat(first(events, ConditionApplied.class).condition()).isEqualTo(Condition.PRONE);
        });
        Integer[] ones = new Integer[20];
        java.util.Arrays.fill(ones, 1);
        pit().when(new RuleFall("ann", 300, null, null), ones)
                .then(events -> assertThat(first(events, FallRuled.class).dice()).isEqualTo("20d6"));
        pit().when(new RuleFall("ann", 20, "1d10", "onto the spikes"), 7)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(7));
    }

    @Test
    @DisplayName("Only the GM rules a fall, on a living creature, of 1 foot or more; revoking it gives the hit points back")
    void aRulingLikeAnyOther() {
        pit().when("ann", new RuleFall("ann", 30, null, null)).thenRejectedWith("gm-only");
        pit().when(new RuleFall("ann", 0, null, null)).thenRejectedWith("invalid-distance");
        pit().when(new RuleFall("ann", 30, "a lot", null)).thenRejectedWith("invalid-dice");
        Scene fallen = pit().then(new RuleFall("ann", 30, null, null), 2, 3, 4);
        int step = fallen.state().timeline().lastStep();
        fallen.when(new RevokeRuling(step)).thenState(s -> {
            assertThat(s.battle().combatant("ann").hp()).isEqualTo(30);
            assertThat(s.battle().combatant("ann").has(Condition.PRONE)).isFalse();
        });
    }
}
