package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Casting Spells › Power Level: "The power level of a spell indicates how much power you charge it with. The
 * power level ranges from 1 to 3. Casting a spell costs 2 WP per power level." A Dragonbane cast is charged by its
 * {@code power}; the playtest's slot {@code level}, {@code mode}, {@code ritual} and {@code holds} mean nothing to it,
 * and a cast that names them is refused (400 fields-of-another-ruleset), changing nothing, rather than cast as if they
 * were not there. Vera (card 1; Elementalism 14, 12 WP) aims a fireball at the orc.
 */
class SlotFieldsRefusedTest {

    private static CastSpell fireball(Integer level, String mode, boolean ritual) {
        return new CastSpell("vera", "fireball", level, mode, List.of("orc"), null, null, ritual, null, null, null,
                null, null, null);
    }

    @Test
    @DisplayName("004 › Power Level: Vera's fireball sent with the playtest's \"level\":3 is refused (400 fields-of-another-ruleset, citing Power Level), not cast at power 1 for 2 WP")
    void aSlotLevelIsRefusedNotCastAtPowerOne() {
        RuleViolation refused = SpellDefenceTest.table(false, 5, 3, 4).when("vera", fireball(3, null, false))
                .thenRejectedWith("fields-of-another-ruleset");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.POWER_LEVEL);
        assertThat(refused.getMessage()).contains("level");
    }

    @Test
    @DisplayName("004 › Casting Time: a mode or a ritual asked of a Dragonbane cast is refused too (a ritual is one by its spell)")
    void aModeOrARitualIsRefused() {
        SpellDefenceTest.table(false, 5, 3, 4).when("vera", fireball(null, "fire", false))
                .thenRejectedWith("fields-of-another-ruleset");
        SpellDefenceTest.table(false, 5, 3, 4).when("vera", fireball(null, null, true))
                .thenRejectedWith("fields-of-another-ruleset");
    }

    @Test
    @DisplayName("004 › Power Level: without them the same fireball is cast at power 1 for 2 WP")
    void withoutThemTheFireballIsCast() {
        SpellDefenceTest.table(false, 5, 3, 4).when("vera", fireball(null, null, false)).then(events -> {
            SpellCastWithWillpower cast = all(events, SpellCastWithWillpower.class).get(0);
            assertThat(cast.wpSpent()).isEqualTo(2);
            assertThat(cast.succeeded()).isTrue();
        });
    }
}
