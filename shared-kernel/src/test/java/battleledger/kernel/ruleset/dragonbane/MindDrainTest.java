package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.event.SpellEvent.WillpowerDrained;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Zero WP: "Some spells can drain WP from another person. Hitting zero WP has no other effect than prohibiting
 * the use of abilities that require WP." Mind Drain (this engine's grimoire: "drains 1D6 WP per power level from a
 * target within 10 m who fails to resist with WIL") — the target's WIL roll is made as its data says. Vera
 * (Mentalism 14) drains Mira (WIL 12, 10 WP), out of combat.
 */
class MindDrainTest {

    static GivenWhenThen library(Integer... dice) {
        return given(Fixtures.history(new CreateEncounter("library", "The quiet library", RulesetId.DRAGONBANE, 7,
                        EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(List.of(dice)))),
                new AddCombatant(SpellDefenceTest.mage("vera", List.of("mind-drain"))),
                new AddCombatant(SpellDefenceTest.mage("mira", List.of("levitate")))));
    }

    static CastSpell drain(int power) {
        return new CastSpell("vera", "mind-drain", null, null, List.of("mira"), null, null, false, null, power, null,
                null, null, null);
    }

    @Test
    @DisplayName("004 › Zero WP: \"Some spells can drain WP from another person\" — Mira fails her WIL roll (15 against 12) and loses 4 WP")
    void aFailedWilRollLetsTheWpBeDrained() {
        library(5, 4, 15).when("vera", drain(1)).then(events -> {
            SpellResisted roll = all(events, SpellResisted.class).get(0);
            assertThat(roll.resisted()).isFalse();
            assertThat(roll.condition()).isNull();
            WillpowerDrained drained = all(events, WillpowerDrained.class).get(0);
            assertThat(drained.amount()).isEqualTo(4);
            assertThat(drained.wpAfter()).isEqualTo(6);
        });
    }

    @Test
    @DisplayName("004 › Zero WP: Mind Drain is resisted with WIL, as its data says — Mira's 3 resists and she keeps her WP")
    void aWilRollResistsTheDrain() {
        library(5, 4, 3).when("vera", drain(1)).then(events -> {
            assertThat(all(events, SpellResisted.class).get(0).resisted()).isTrue();
            assertThat(all(events, WillpowerDrained.class)).isEmpty();
        }).thenState(s -> assertThat(s.battle().combatant("mira").casting().will().spent()).isZero());
    }

    @Test
    @DisplayName("004 › Zero WP: \"prohibiting the use of abilities that require WP\" — drained of all 10 WP, Mira cannot levitate (409 zero-wp)")
    void drainedToZeroTheMageCannotCast() {
        library(5, 4, 4, 4, 15).when("vera", drain(3)).then(events ->
                        assertThat(all(events, WillpowerDrained.class).get(0).wpAfter()).isZero()).andThen()
                .when("mira", new CastSpell("mira", "levitate", null, null, List.of(), null, null, false, null, 1,
                        null, null, null, null)).thenRejectedWith("zero-wp");
    }
}
