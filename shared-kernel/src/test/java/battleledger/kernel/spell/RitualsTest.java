package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Magic › Rituals: minutes instead of an action, no slot, gold pieces' worth of components consumed, and only
 * for a caster whose class feature allows it.
 */
class RitualsTest {

    static final CastSpell SILENCE_RITUAL = CastSpell.at("wren", "silence", List.of()).asRitual();

    @Test
    @DisplayName("001 › Magic › Rituals: a ritual spends no slot and consumes its components (silence: 25 gp)")
    void aRitualSpendsNoSlotButConsumesItsComponents() {
        Scene.of(Creature.named("wren").wizard(5, "silence"))
                .whenBeforeCombat(Submission.GM, SILENCE_RITUAL).then(events -> {
                    SpellCast cast = first(events, SpellCast.class);
                    assertThat(cast.slot()).isNull();
                    assertThat(cast.ritualGp()).isEqualTo(25);
                }).thenState(s -> {
                    assertThat(s.battle().combatant("wren").casting().slotsUsed()).isEmpty();
                    assertThat(s.battle().combatant("wren").casting().ritualGp()).isEqualTo(25);
                });
    }

    @Test
    @DisplayName("001 › Magic › Rituals: \"Performing a ritual takes more time than simply casting a spell. Each ritual "
            + "specifies the time needed to complete it\" — silence as a ritual moves the game clock its 10 minutes")
    void aRitualTakesItsMinutesOfGameTime() {
        Scene wren = Scene.of(Creature.named("wren").wizard(5, "silence"));
        long before = wren.state().battle().time().seconds();
        wren.whenBeforeCombat(Submission.GM, SILENCE_RITUAL).then(events -> {
            var spent = first(events, battleledger.kernel.event.SpellEvent.RitualTimeSpent.class);
            assertThat(spent.seconds()).isEqualTo(600);
            assertThat(battleledger.kernel.narration.Narrator.narrate(wren.state().battle(), spent).text())
                    .isEqualTo("Wren's ritual of silence takes 10 minutes.");
        }).thenState(s -> assertThat(s.battle().time().seconds()).isEqualTo(before + 600));
        Scene.of(Creature.named("wren").wizard(5, "silence"))
                .whenBeforeCombat(Submission.GM, CastSpell.at("wren", "silence", List.of()))
                .then(events -> assertThat(events).noneMatch(
                        e -> e instanceof battleledger.kernel.event.SpellEvent.RitualTimeSpent));
    }

    @Test
    @DisplayName("001 › Magic › Rituals: \"a ritual component pouch provides you with the materials\" — until spent")
    void aRitualNeedsComponentsLeftToConsume() {
        Scene.of(Creature.named("wren").wizard(5, "silence").gear(1, true, 30))
                .beforeCombat(SILENCE_RITUAL)
                .whenBeforeCombat(Submission.GM, SILENCE_RITUAL).thenRejectedWith("no-ritual-components");
    }

    @Test
    @DisplayName("001 › Magic › Rituals: \"You cannot use a spell as a ritual unless you have ... a class feature\"")
    void onlyACasterWithTheFeatureCastsRituals() {
        Scene.of(Creature.named("bob").cleric(5, "silence"))
                .whenBeforeCombat(Submission.GM, CastSpell.at("bob", "silence", List.of()).asRitual())
                .thenRejectedWith("rituals-not-allowed");
    }

    @Test
    @DisplayName("001 › Magic › Rituals: only a spell with a ritual version")
    void aSpellWithoutARitualVersionIsNotARitual() {
        Scene.of(Creature.named("wren").wizard(5, "fireball"))
                .whenBeforeCombat(Submission.GM, CastSpell.at("wren", "fireball", List.of()).asRitual())
                .thenRejectedWith("not-a-ritual");
    }

    @Test
    @DisplayName("001 › Magic › Rituals: a ritual takes minutes, so not in the middle of a fight")
    void aRitualTakesTooLongForCombat() {
        Scene.of(Creature.named("wren").wizard(5, "silence")).when(SILENCE_RITUAL)
                .thenRejectedWith("ritual-takes-minutes");
    }
}
