package battleledger.kernel.exploration;

import battleledger.kernel.command.ExplorationCommand.PassTime;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.ShortRest;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Magic › Duration: "A duration can be expressed as a period of time, expressed as rounds, minutes, hours, or
 * even years" — and 001 › Exploration › Time: "10 rounds fit into a minute". A spell of minutes or hours ends when
 * that much game time has passed, in the fight or between fights, by the battle's clock and never the wall clock.
 */
class DurationsByTheClockTest {

    static List<String> spells(EncounterState s) {
        return s.battle().effects().stream().map(ActiveEffect::spell).toList();
    }

    /** Cara wards herself against fire for an hour in the first round; the fight ends early in the second. */
    static Scene wardedThenFightOver() {
        return Scene.of(Creature.named("cara").cleric(5, "protection-from-elements"),
                        Creature.named("orc").side("orcs").monster())
                .then(CastSpell.at("cara", "protection-from-elements", List.of("cara")).withMode("fire"))
                .then(new EndTurn("cara")).then(new EndTurn("orc")).then(new EndCombat());
    }

    @Test
    @DisplayName("001 › Magic › Duration: protection from elements lasts an hour — cast in the first round, it holds "
            + "after 59 more minutes and ends when the hour is over")
    void anHourSpellEndsWhenTheHourHasPassed() {
        Scene over = wardedThenFightOver();
        assertThat(over.state().battle().time().seconds()).isEqualTo(12); // round 2 began, then combat ended: two rounds
        assertThat(over.state().battle().time().effectsEndAt()).containsValue(3600L);
        Scene later = over.then(new PassTime(null, 59, null, "searching the hall"));
        assertThat(spells(later.state())).containsExactly("protection-from-elements");
        later.when(new PassTime(null, 1, null, null)).then(events -> {
            assertThat(first(events, EffectEnded.class).reason()).isEqualTo("its duration is over by the game clock");
        }).thenState(s -> {
            assertThat(spells(s)).isEmpty();
            assertThat(s.battle().time().effectsEndAt()).isEmpty();
        });
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting: a long rest is \"about 8 hours\" — an hour's spell does not "
            + "outlast it; a short rest of \"about 10 minutes\" leaves it be")
    void restsAreTimeTooForSpells() {
        Scene over = wardedThenFightOver();
        over.when(new ShortRest(Map.of(), false)).then(events -> assertThat(none(events, EffectEnded.class)).isTrue());
        over.when(new battleledger.kernel.command.SetupCommand.LongRest(List.of()))
                .then(events -> assertThat(first(events, EffectEnded.class).effect()).startsWith("e"))
                .thenState(s -> assertThat(spells(s)).isEmpty());
    }

    @Test
    @DisplayName("001 › Magic › Duration: feather fall cast before the fight lasts a minute — \"10 rounds fit into a "
            + "minute\" — so it ends as the eleventh round begins")
    void aMinuteCastBeforeTheFightEndsAfterTenRounds() {
        Scene s = Scene.of(Creature.named("wren").wizard(5, "feather-fall"),
                        Creature.named("orc").side("orcs").monster())
                .beforeCombat(CastSpell.at("wren", "feather-fall", List.of("wren")));
        for (int round = 1; round < 11; round++) {
            assertThat(spells(s.state())).as("round " + round).contains("feather-fall");
            s = s.then(new EndTurn("wren")).then(new EndTurn("orc"));
        }
        assertThat(s.state().battle().round()).isEqualTo(11);
        assertThat(s.state().battle().time().seconds()).isEqualTo(60);
        assertThat(spells(s.state())).isEmpty();
    }
}
