package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.ExplorationCommand.PassTime;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.PrepareSpells;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.event.SpellEvent.WillpowerEffectEnded;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.model.Condition;
import battleledger.kernel.event.SpellEvent.WillpowerEffectStarted;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Duration by the game clock: "Round: The effect lasts until your turn in the next round. Stretch: The effect
 * lasts for one stretch of time. Shift: The effect lasts until the end of the current shift." A stretch is 15
 * minutes and a shift 6 hours (Dragonbane core rules › Time); shifts are counted from the battle's game time 0.
 */
class DurationByTheClockTest {

    static StatBlock vera() {
        return PreparingAndGrimoireTest.vera(List.of("fireball", "fear", "birdsong", "light"),
                new Mage("elementalism", List.of("fireball", "fear"), true, false, null, false, null));
    }

    static CastSpell cast(String spell, List<String> targets) {
        return new CastSpell("vera", spell, null, null, targets, null, null, false, null,
                targets.isEmpty() ? null : 1, null, null, null, null);
    }

    static GivenWhenThen calm(Integer... dice) {
        return given(Fixtures.history(DragonbaneEncounterTest.encounter(dice), new AddCombatant(vera())));
    }

    static <T> T find(List<EncounterEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).findFirst().orElse(null);
    }

    @Test
    @DisplayName("004 › Duration: \"Stretch: The effect lasts for one stretch of time\": Birdsong still sings after 14 minutes and ends at the 15th")
    void aStretchSpellEndsAfterFifteenMinutesOfGameTime() {
        GivenWhenThen singing = calm().when("vera", cast("birdsong", List.of())).then(events -> {
            WillpowerEffectStarted started = find(events, WillpowerEffectStarted.class);
            assertThat(started.effect().duration()).isEqualTo("stretch");
            assertThat(started.effect().endsAt()).isEqualTo(15 * 60);
        }).andThen();
        GivenWhenThen later = singing.when(new PassTime(null, 14, null, "listening"))
                .then(events -> assertThat(find(events, WillpowerEffectEnded.class)).isNull()).andThen();
        later.when(new PassTime(null, 1, null, "listening")).then(events ->
                assertThat(find(events, WillpowerEffectEnded.class).spell()).isEqualTo("birdsong"))
                .thenState(s -> assertThat(s.battle().combatant("vera").casting().will().lasting()).isEmpty());
    }

    @Test
    @DisplayName("004 › Duration: \"Shift: The effect lasts until the end of the current shift\": Light cast at 0 lasts to 6 h; a shift of study ends it")
    void aShiftSpellEndsAtTheEndOfTheCurrentShift() {
        GivenWhenThen lit = calm().when("vera", cast("light", List.of())).then(events ->
                assertThat(find(events, WillpowerEffectStarted.class).effect().endsAt()).isEqualTo(6 * 3600))
                .andThen().when(new PassTime(null, null, 5, "exploring"))
                .then(events -> assertThat(find(events, WillpowerEffectEnded.class)).isNull()).andThen();
        lit.when("vera", new PrepareSpells("vera", List.of("fireball"))).then(events ->
                assertThat(find(events, WillpowerEffectEnded.class).reason()).contains("shift"));
    }

    @Test
    @DisplayName("004 › Duration: \"Round: The effect lasts until your turn in the next round\": Vera's Fear ends when her turn comes in round 2")
    void aRoundSpellEndsAtTheCastersTurnInTheNextRound() {
        GivenWhenThen fight = given(Fixtures.history(DragonbaneEncounterTest.encounter(DragonbaneEncounterTest.script(
                5, 15).toArray(Integer[]::new)), new AddCombatant(vera()), new AddCombatant(DragonbaneEncounterTest.orc()),
                new StartCombat(List.of(), List.of())));
        GivenWhenThen scared = fight.when("vera", cast("fear", List.of("orc"))).then(events -> {
            assertThat(find(events, WillpowerEffectStarted.class).effect().untilRound()).isEqualTo(2);
            SpellResisted resisted = find(events, SpellResisted.class);
            assertThat(resisted.roll().total()).isEqualTo(15);
            assertThat(resisted.roll().against()).isEqualTo(9);
            assertThat(resisted.resisted()).isFalse();
            assertThat(find(events, ConditionApplied.class).condition()).isEqualTo(Condition.SCARED);
        }).andThen();
        GivenWhenThen orcsTurn = scared.when(new EndTurn("vera"))
                .then(events -> assertThat(find(events, WillpowerEffectEnded.class)).isNull()).andThen();
        orcsTurn.when(new EndTurn("orc")).then(events -> {
            assertThat(find(events, WillpowerEffectEnded.class).reason()).contains("next round");
            assertThat(find(events, ConditionRemoved.class).condition()).isEqualTo(Condition.SCARED);
        }).thenState(s -> assertThat(s.battle().combatant("orc").has(Condition.SCARED)).isFalse());
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"your target must roll a dragon to resist\": after Vera's Dragon, the orc's WIL roll of 3 does not resist her Fear")
    void afterADragonOnlyADragonResists() {
        given(Fixtures.history(DragonbaneEncounterTest.encounter(DragonbaneEncounterTest.script(1, 3)
                .toArray(Integer[]::new)), new AddCombatant(vera()), new AddCombatant(DragonbaneEncounterTest.orc()),
                new StartCombat(List.of(), List.of())))
                .when("vera", new CastSpell("vera", "fear", null, null, List.of("orc"), null, null, false, null, 1,
                        null, null, null, "free"))
                .then(events -> {
                    assertThat(find(events, SpellResisted.class).resisted()).isFalse();
                    assertThat(find(events, ConditionApplied.class).condition()).isEqualTo(Condition.SCARED);
                });
    }
}
