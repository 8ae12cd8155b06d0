package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Traverse;
import battleledger.kernel.event.IntentEvent.Traversed;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Position;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.difficult;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.path;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Exploration › Movement › Modes of Movement: "These different modes of movement can be combined when you move.
 * Simply deduct the distance of each segment of your move from your speed until it is spent".
 */
class ModesOfMovementTest {

    /** Ann (Str 14, speed 30) and an orc far off, without a grid. */
    static Scene annAndAFarOrc() {
        return Scene.of(Creature.named("ann").str(14), Creature.named("orc").side("orcs"));
    }

    static Traverse traverse(String mode, int feet) {
        return new Traverse("ann", mode, feet, List.of(), List.of(), List.of());
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Climb: \"every 5 feet you climb costs 5 extra feet of movement\" — 15 feet "
            + "up a wall cost 30, and 5 more are too many")
    void climbingCostsDouble() {
        annAndAFarOrc().when(traverse("climb", 15)).then(events -> {
            Traversed t = first(events, Traversed.class);
            assertThat(t.cost()).isEqualTo(30);
            assertThat(t.limit()).isNull();
        }).thenState(s -> assertThat(s.battle().economy().movementLeft()).isZero());
        annAndAFarOrc().then(traverse("climb", 10)).when(traverse("swim", 10)).thenRejectedWith("not-enough-movement");
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Swim: \"every 5 feet you swim costs 5 extra feet of movement\"; the modes "
            + "combine — 10 feet walked, then 10 swum, spend 30")
    void swimmingCostsDoubleAndModesCombine() {
        annAndAFarOrc().then(new Move("ann", 10, List.of(), List.of(), false)).when(traverse("swim", 10))
                .then(events -> assertThat(first(events, Traversed.class).cost()).isEqualTo(20))
                .thenState(s -> assertThat(s.battle().economy().movementLeft()).isZero());
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Long Jump: \"If you walk at least 10 feet and then make a long jump, you "
            + "leap a number of feet up to your Strength score. Otherwise, you can leap only half that distance.\"")
    void aLongJumpReachesTheStrengthScoreAfterARunUp() {
        annAndAFarOrc().when(traverse("long-jump", 7)).then(events -> {
            Traversed t = first(events, Traversed.class);
            assertThat(t.runUp()).isFalse();
            assertThat(t.limit()).isEqualTo(7);
        });
        annAndAFarOrc().when(traverse("long-jump", 8)).thenRejectedWith("too-far");
        annAndAFarOrc().then(new Move("ann", 10, List.of(), List.of(), false)).when(traverse("long-jump", 14))
                .then(events -> {
                    Traversed t = first(events, Traversed.class);
                    assertThat(t.runUp()).isTrue();
                    assertThat(t.cost()).isEqualTo(14);
                });
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Long Jump: \"If you walk at least 10 feet\" — feet "
            + "walked, not movement spent: 5 feet climbed, or 5 crawled and standing up (15 of movement), are no run-up; "
            + "5 and 5 walked are one")
    void aRunUpIsTenFeetWalked() {
        annAndAFarOrc().then(traverse("climb", 5)).when(traverse("long-jump", 7)).then(events -> {
            Traversed t = first(events, Traversed.class);
            assertThat(t.runUp()).isFalse();
            assertThat(t.limit()).isEqualTo(7);
        });
        annAndAFarOrc().then(new ApplyCondition("ann", Condition.PRONE, null))
                .then(new Move("ann", 5, List.of(), List.of(), false)) // crawled: 10 feet of movement
                .then(new Move("ann", 0, List.of(), List.of(), true)) // stood up: 5 more
                .when(traverse("long-jump", 14)).thenRejectedWith("too-far");
        annAndAFarOrc().then(new Move("ann", 5, List.of(), List.of(), false))
                .then(new Move("ann", 5, List.of(), List.of(), false))
                .when(traverse("long-jump", 14)).then(events -> assertThat(first(events, Traversed.class).runUp())
                        .isTrue());
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › High Jump: \"up to 3 + your Strength modifier\" after a run-up, "
            + "\"Otherwise ... up to your Strength modifier (minimum 1)\"")
    void aHighJumpDependsOnTheStrengthModifier() {
        annAndAFarOrc().when(traverse("high-jump", 3)).thenRejectedWith("too-far");
        annAndAFarOrc().when(traverse("high-jump", 2)).then(events -> assertThat(first(events, Traversed.class)
                .limit()).isEqualTo(2));
        Scene weak = Scene.of(Creature.named("ann").str(8), Creature.named("orc").side("orcs"));
        weak.when(traverse("high-jump", 1)).then(events -> assertThat(first(events, Traversed.class).limit())
                .isEqualTo(1));
        annAndAFarOrc().then(new Move("ann", 10, List.of(), List.of(), false)).when(traverse("high-jump", 5))
                .then(events -> assertThat(first(events, Traversed.class).limit()).isEqualTo(5));
    }

    @Test
    @DisplayName("001 › Modes of Movement › Climb and Long Jump, on squares: a climb over rubble costs like a crawl, a "
            + "leap sails over difficult terrain, and leaving the orc's reach by a leap still provokes")
    void onTheGridTheCellsTellHowFar() {
        Scene field = onSquares(Creature.named("ann").str(20).at(0, 0),
                Creature.named("orc").side("orcs").sword("1d6").at(1, 0));
        field.when(new Traverse("ann", "climb", 0, List.of(), List.of(), path(0, 1, 0, 2)))
                .then(events -> assertThat(first(events, Traversed.class).cost()).isEqualTo(20))
                .thenState(s -> assertThat(s.battle().combatant("ann").stats().position())
                        .isEqualTo(new Position(0, 2)));
        field.beforeCombat(difficult(at(0, 1), at(0, 2))).when(new Traverse("ann", "long-jump", 0, List.of(), List.of(), path(0, 1, 0, 2))).then(events -> {
            Traversed t = first(events, Traversed.class);
            assertThat(t.feet()).isEqualTo(10);
            assertThat(t.cost()).isEqualTo(10);
            assertThat(t.leaves()).containsExactly("orc");
            assertThat(first(events, ReactionOffered.class).reactor()).isEqualTo("orc");
        });
        field.when(new Traverse("ann", "high-jump", 1, List.of(), List.of(), path(0, 1)))
                .thenRejectedWith("invalid-path");
        field.when(new Traverse("ann", "fly", 5, List.of(), List.of(), List.of())).thenRejectedWith("invalid-mode");
    }
}
