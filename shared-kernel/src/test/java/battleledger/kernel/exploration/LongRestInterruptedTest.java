package battleledger.kernel.exploration;

import battleledger.kernel.command.ExplorationCommand.PassTime;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.SetupCommand.BeginLongRest;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.LongRest;
import battleledger.kernel.event.ExplorationEvent.LongRestInterrupted;
import battleledger.kernel.event.SetupEvent.LongRestBegun;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Damage and Dying › Resting › Long Rest: "A long rest is a period of extended downtime, about 8 hours long ...
 * If you take any strenuous action during a long rest, such as attacking, taking damage, or casting a spell, you must
 * start the rest over."
 */
class LongRestInterruptedTest {

    /** The orc hit Ann for 4 (8 → 4 hit points) in a fight the GM then ended. */
    static Scene annHurt() {
        return Scene.of(Creature.named("orc").side("orcs").sword("1d6").hp(20), Creature.named("ann").hp(8).sword("1d6"))
                .then(new Move("orc", 5, List.of(), List.of("ann"), false))
                .then(new Attack("orc", "ann", "sword", null, false, null), 15, 4)
                .then(new EndTurn("orc")).then(new EndCombat());
    }

    @Test
    @DisplayName("001 › Resting › Long Rest: \"about 8 hours long ... At the end of the rest, you regain all your hit "
            + "points\" — a begun rest ends when the GM has let 8 hours pass, not before")
    void aBegunLongRestEndsWhenEightHoursHavePassed() {
        Scene resting = annHurt().then(new BeginLongRest(List.of("ann")));
        assertThat(resting.state().battle().combatant("ann").hp()).isEqualTo(4);
        resting.when(new PassTime(null, null, 5, "the watch")).then(events -> assertThat(none(events, Rested.class))
                .isTrue());
        resting.then(new PassTime(null, null, 5, null)).when(new PassTime(null, null, 3, null)).then(events -> {
            Rested rested = first(events, Rested.class);
            assertThat(rested.combatant()).isEqualTo("ann");
            assertThat(rested.hpAfter()).isEqualTo(8);
        }).thenState(s -> {
            assertThat(s.battle().combatant("ann").hp()).isEqualTo(8);
            assertThat(s.battle().time().resting()).isEmpty();
            // the day's one long rest counts from when it began
            assertThat(s.battle().time().longRestBegun()).containsEntry("ann", resting.state().battle().time()
                    .seconds());
        });
    }

    @Test
    @DisplayName("001 › Resting › Long Rest: \"If you take any strenuous action during a long rest, such as attacking, "
            + "taking damage ... you must start the rest over\" — the orc that attacks and Ann who is hit both must")
    void attackingAndTakingDamageInterruptTheRest() {
        Scene near = Scene.of(Creature.named("orc").side("orcs").sword("1d6").hp(20),
                        Creature.named("ann").hp(8).sword("1d6"))
                .beforeCombat(new BeginLongRest(List.of()))
                .then(new Move("orc", 5, List.of(), List.of("ann"), false));
        near.when(new Attack("orc", "ann", "sword", null, false, null), 15, 4).then(events -> {
                    List<LongRestInterrupted> over = events.stream().filter(e -> e instanceof LongRestInterrupted)
                            .map(e -> (LongRestInterrupted) e).toList();
                    assertThat(over).extracting(LongRestInterrupted::combatant).containsExactly("orc", "ann");
                    assertThat(over).extracting(LongRestInterrupted::cause).containsExactly("attacking",
                            "taking damage");
                    assertThat(Narrator.narrate(near.state().battle(), over.get(1)).text()).isEqualTo("Ann must start the long rest "
                            + "over: taking damage is strenuous.");
                }).thenState(s -> assertThat(s.battle().time().resting()).isEmpty());
    }

    @Test
    @DisplayName("001 › Resting › Long Rest: \"... or casting a spell, you must start the rest over\"")
    void castingASpellInterruptsTheRest() {
        Scene.of(Creature.named("wren").wizard(5, "magic-missile"), Creature.named("orc").side("orcs").hp(20))
                .beforeCombat(new BeginLongRest(List.of("wren")))
                .when(CastSpell.at("wren", "magic-missile", List.of("orc")), 3)
                .then(events -> assertThat(first(events, LongRestInterrupted.class).cause())
                        .isEqualTo("casting a spell"));
    }

    @Test
    @DisplayName("001 › Resting › Long Rest: an interrupted rest regains nothing and is no long rest: the GM begins it "
            + "again at once, and its 8 hours count from then")
    void anInterruptedRestIsBegunAgainAndCountsFromThen() {
        Scene again = Scene.of(Creature.named("orc").side("orcs").sword("1d6").hp(20),
                        Creature.named("ann").hp(8).sword("1d6"))
                .beforeCombat(new BeginLongRest(List.of("ann")))
                .then(new Move("orc", 5, List.of(), List.of("ann"), false))
                .then(new Attack("orc", "ann", "sword", null, false, null), 15, 4)
                .then(new EndTurn("orc")).then(new EndCombat());
        assertThat(again.state().battle().time().longRestBegun()).doesNotContainKey("ann");
        long now = again.state().battle().time().seconds();
        again.then(new BeginLongRest(List.of("ann"))).then(new PassTime(null, 59, 7, null))
                .when(new PassTime(null, 1, null, null)).then(events -> assertThat(first(events, Rested.class)
                        .hpAfter()).isEqualTo(8))
                .thenState(s -> assertThat(s.battle().time().longRestBegun()).containsEntry("ann", now));
    }

    @Test
    @DisplayName("001 › Resting › Long Rest: a rest is begun out of combat, by the GM, once, and not within a day of the "
            + "last; \"You must have at least 1 hit point to take a long rest\"")
    void whatMayNotBeginALongRest() {
        Scene hurt = annHurt();
        hurt.when("ann", new BeginLongRest(List.of())).thenRejectedWith("gm-only");
        hurt.then(new BeginLongRest(List.of("ann"))).when(new BeginLongRest(List.of("ann")))
                .thenRejectedWith("already-resting");
        hurt.then(new LongRest(List.of("ann"))).when(new BeginLongRest(List.of("ann")))
                .thenRejectedWith("long-rest-too-soon");
        Scene.of(Creature.named("ann"), Creature.named("orc").side("orcs")).when(new BeginLongRest(List.of()))
                .thenRejectedWith("in-combat");
        hurt.when(new BeginLongRest(List.of())).then(events -> assertThat(first(events, LongRestBegun.class).resting())
                .containsExactly("orc", "ann"));
    }
}
