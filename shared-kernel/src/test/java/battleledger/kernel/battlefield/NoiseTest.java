package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.MakeNoise;
import battleledger.kernel.event.IntentEvent.NoiseMade;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Exploration › Stealth › Staying Quiet: "If you make a noise, such as yelling a warning to an ally or knocking
 * over a vase, you give away your position and are thus no longer hidden."
 */
class NoiseTest {

    /** Ann hides behind a wall from the orc, and the orc's turn comes. */
    static Scene annHidden() {
        return onSquares(Creature.named("ann").dex(16).at(0, 0), Creature.named("orc").side("orcs").sword("1d6")
                .at(4, 0)).beforeCombat(walls(at(1, -1), at(1, 0), at(1, 1)))
                .then(new Hide("ann", List.of()), 19, 2).then(new EndTurn("ann"));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Staying Quiet: Ann yells a warning on the orc's turn — it costs her nothing and the "
            + "orc knows where she is")
    void aNoiseGivesAwayTheHider() {
        Scene hidden = annHidden();
        assertThat(hidden.state().battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        hidden.when("ann", new MakeNoise("ann", "yells a warning to Bob")).then(events -> {
            NoiseMade n = first(events, NoiseMade.class);
            assertThat(Narrator.narrate(hidden.state().battle(), n).text())
                    .isEqualTo("Ann makes a noise (yells a warning to Bob).");
            assertThat(first(events, Revealed.class).reason()).isEqualTo("a noise gives away its position");
        }).thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNull());
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Staying Quiet: a creature that is not hiding can make a noise too; nothing is revealed")
    void aNoiseFromSomeoneInTheOpenRevealsNothing() {
        annHidden().when(new MakeNoise("orc", "knocks over a vase"))
                .then(events -> assertThat(none(events, Revealed.class)).isTrue());
    }

    @Test
    @DisplayName("001 › Stealth › Benefits of Being Hidden: \"A creature from which you are hidden cannot target you\" "
            + "— once a noise gave Ann away, the orc may (no grid: the GM's observers)")
    void onceHeardTheHiderCanBeTargeted() {
        Scene hidden = Scene.of(Creature.named("ann").dex(16), Creature.named("orc").side("orcs").sword("1d6"))
                .then(new Hide("ann", List.of()), 19, 2).then(new EndTurn("ann"))
                .then(new battleledger.kernel.command.IntentCommand.Move("orc", 5, List.of(), List.of("ann"), false));
        Scene heard = hidden.then(new MakeNoise("ann", null));
        hidden.when(new Attack("orc", "ann", "sword", null, false, null), 10, 3).thenRejectedWith("target-hidden");
        heard.when(new Attack("orc", "ann", "sword", null, false, null), 10, 3)
                .then(events -> assertThat(none(events, Revealed.class)).isTrue());
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Staying Quiet: a spell's words are a noise — hidden Ann casts magic missile "
            + "and gives her position away; an innate caster speaks no words and stays hidden")
    void speakingASpellsWordsGivesAwayTheHider() {
        Scene.of(Creature.named("ann").dex(16).wizard(3, "magic-missile"), Creature.named("orc").side("orcs").hp(30))
                .then(new Hide("ann", List.of()), 19, 2).then(new EndTurn("ann")).then(new EndTurn("orc"))
                .when(battleledger.kernel.command.IntentCommand.CastSpell.at("ann", "magic-missile", List.of("orc")), 3)
                .then(events -> assertThat(first(events, Revealed.class).reason())
                        .isEqualTo("speaking a spell's words gives away its position"))
                .thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNull());
        Scene.of(Creature.named("ann").dex(16).wizard(3, "magic-missile").innate(),
                        Creature.named("orc").side("orcs").hp(30))
                .then(new Hide("ann", List.of()), 19, 2).then(new EndTurn("ann")).then(new EndTurn("orc"))
                .when(battleledger.kernel.command.IntentCommand.CastSpell.at("ann", "magic-missile", List.of("orc")), 3)
                .then(events -> assertThat(none(events, Revealed.class)).isTrue());
    }
}
