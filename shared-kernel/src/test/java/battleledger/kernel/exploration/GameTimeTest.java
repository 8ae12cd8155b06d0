package battleledger.kernel.exploration;

import battleledger.kernel.command.ExplorationCommand.PassTime;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.LongRest;
import battleledger.kernel.command.SetupCommand.ShortRest;
import battleledger.kernel.event.ExplorationEvent.RecoveryRolled;
import battleledger.kernel.event.ExplorationEvent.TimePassed;
import battleledger.kernel.event.VitalsEvent.Healed;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Life;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Exploration › Time: the battle's clock, moved by events only; rests and the stabilized creature's hours. */
class GameTimeTest {

    static Scene twoRoundsFought() {
        return Scene.of(Creature.named("ann"), Creature.named("orc").side("orcs"))
                .then(new EndTurn("ann")).then(new EndTurn("orc"))
                .then(new EndTurn("ann")).then(new EndTurn("orc"));
    }

    @Test
    @DisplayName("001 › Exploration › Time › Rounds: \"Each round lasts about 6 seconds\" — two rounds fought and "
            + "ended are 12 seconds")
    void roundsCountSixSecondsEach() {
        Scene fought = twoRoundsFought();
        assertThat(fought.state().battle().round()).isEqualTo(3);
        assertThat(fought.state().battle().time().seconds()).isEqualTo(12);
        fought.then(new EndTurn("ann")).when(new EndCombat())
                .thenState(s -> assertThat(s.battle().time().seconds()).isEqualTo(18));
    }

    @Test
    @DisplayName("001 › Exploration › Time: the GM lets minutes and hours pass out of combat, never in it")
    void theGmLetsTimePass() {
        Scene.of(Creature.named("ann"), Creature.named("orc").side("orcs"))
                .whenBeforeCombat("gm", new PassTime(null, 10, 2, "clearing the sand from the tomb"))
                .then(events -> {
                    TimePassed t = first(events, TimePassed.class);
                    assertThat(t.seconds()).isEqualTo(2 * 3600 + 10 * 60);
                    assertThat(Narrator.narrate(null, t).text())
                            .isEqualTo("The GM lets 2 hours and 10 minutes pass (clearing the sand from the tomb).");
                }).thenState(s -> assertThat(s.battle().time().seconds()).isEqualTo(7800));
        twoRoundsFought().when(new PassTime(null, 1, null, null)).thenRejectedWith("in-combat");
        Scene.of(Creature.named("ann")).whenBeforeCombat("gm", new PassTime(0, 0, 0, null))
                .thenRejectedWith("out-of-bounds");
        Scene.of(Creature.named("ann")).whenBeforeCombat("ann", new PassTime(null, 5, null, null))
                .thenRejectedWith("gm-only");
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting: a short rest is \"about 10 minutes\", a long rest \"about 8 hours\"")
    void restsTakeTheirTime() {
        Scene.of(Creature.named("ann")).beforeCombat(new ShortRest(Map.of(), false))
                .whenBeforeCombat("gm", new LongRest(List.of()))
                .thenState(st -> {
                    assertThat(st.battle().time().seconds()).isEqualTo(600 + 8 * 3600);
                    assertThat(st.battle().time().longRestBegun()).containsEntry("ann", 600L);
                });
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting › Long Rest: \"You cannot take more than one long rest in a 24-hour period\" — the second "
            + "right after is refused; 16 more hours later it is taken")
    void notMoreThanOneLongRestInADay() {
        Scene rested = Scene.of(Creature.named("ann")).beforeCombat(new LongRest(List.of()));
        rested.whenBeforeCombat("gm", new LongRest(List.of())).thenRejectedWith("long-rest-too-soon");
        rested.whenBeforeCombat("gm", new LongRest(List.of("ann"))).thenRejectedWith("long-rest-too-soon");
        rested.beforeCombat(new PassTime(null, 59, 15, null))
                .whenBeforeCombat("gm", new LongRest(List.of())).thenRejectedWith("long-rest-too-soon");
        rested.beforeCombat(new PassTime(null, null, 16, null))
                .whenBeforeCombat("gm", new LongRest(List.of()))
                .thenState(st -> assertThat(st.battle().time().longRestBegun()).containsEntry("ann", 24L * 3600));
    }

    /** Ann drops to −3, then makes three death saves (success, failure, success, success) and is stable. */
    static Scene annStabilized() {
        Scene s = Scene.of(Creature.named("orc").side("orcs").str(18).sword("2d6").hp(30),
                        Creature.named("ann").con(12).level(2).hp(8).sword("1d4"),
                        Creature.named("bob").sword("1d6").str(14))
                .then(new Move("orc", 5, List.of(), List.of("ann", "bob"), false))
                .then(new Attack("orc", "ann", "sword", null, false, null), 15, 3, 4).then(new EndTurn("orc"), 14)
                .then(new EndTurn("ann")).then(new EndTurn("bob")).then(new EndTurn("orc"), 3, 2)
                .then(new EndTurn("ann")).then(new EndTurn("bob")).then(new EndTurn("orc"), 10)
                .then(new EndTurn("ann")).then(new EndTurn("bob")).then(new EndTurn("orc"), 19);
        assertThat(s.state().battle().combatant("ann").vitals().life()).isEqualTo(Life.STABLE);
        return s.then(new EndTurn("ann")).then(new EndTurn("bob")).then(new EndCombat());
    }

    @Test
    @DisplayName("001 › Damage and Dying › Stabilized: \"You remain unconscious while stabilized until ... after 2d6 hours have passed, "
            + "at which point you regain 1 hit point\"")
    void aStabilizedCreatureRegainsOneHitPointAfterTwoD6Hours() {
        Scene stable = annStabilized();
        // the first hour passes: the 2d6 are rolled (2 + 3 = 5 hours) and she sleeps on
        stable.when(new PassTime(null, null, 1, null), 2, 3).then(events -> {
            assertThat(first(events, RecoveryRolled.class).roll().total()).isEqualTo(5);
            assertThat(none(events, Healed.class)).isTrue();
        });
        stable.then(new PassTime(null, null, 1, null), 2, 3).when(new PassTime(null, null, 4, null))
                .then(events -> {
                    assertThat(first(events, Healed.class).hpAfter()).isEqualTo(1);
                    assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.ALIVE);
                }).thenState(s -> assertThat(s.battle().combatant("ann").hp()).isEqualTo(1));
    }
}
