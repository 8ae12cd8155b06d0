package battleledger.kernel.battlefield;

import battleledger.kernel.combat.InsideObjects;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.path;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Conditions › Ethereal: "The creature can pass through non-ethereal creatures. It can also pass through solid
 * objects, but it is blinded while doing so and cannot target anything but the object while inside it."
 */
class EtherealThroughObjectsTest {

    /** The shade, ethereal, at (0,0); a wall at (1,0) and (1,1); the orc at (2,1); the ghost, ethereal too, at (0,2). */
    static Scene field() {
        return onSquares(Creature.named("shade").sword("1d6").at(0, 0),
                Creature.named("orc").side("orcs").monster().sword("1d8").at(2, 1),
                Creature.named("ghost").side("orcs").monster().sword("1d4").at(0, 2))
                .beforeCombat(walls(at(1, 0), at(1, 1)))
                .then(new ApplyCondition("shade", Condition.ETHEREAL, null))
                .then(new ApplyCondition("ghost", Condition.ETHEREAL, null));
    }

    @Test
    @DisplayName("An ethereal creature passes into a wall, and is blinded while inside it")
    void itPassesIntoAWallBlinded() {
        // a creature that is not ethereal is stopped by the wall (001 › Combat › Movement in Combat)
        onSquares(Creature.named("ann").at(0, 0)).beforeCombat(walls(at(1, 0)))
                .when(Move.along("ann", path(1, 0))).thenRejectedWith("illegal-path");
        field().when(Move.along("shade", path(1, 0))).then(events -> {
            assertThat(first(events, Moved.class).feet()).isEqualTo(5);
            ConditionApplied blinded = first(events, ConditionApplied.class);
            assertThat(blinded.condition()).isEqualTo(Condition.BLINDED);
            assertThat(blinded.source()).isEqualTo(InsideObjects.SOURCE);
        }).thenState(s -> assertThat(s.battle().combatant("shade").has(Condition.BLINDED)).isTrue());
    }

    @Test
    @DisplayName("Inside the wall it cannot target anything but the wall: not the orc right beside it")
    void insideItTargetsNothingButTheObject() {
        Scene inside = field().then(Move.along("shade", path(1, 0, 1, 1)));
        assertThat(inside.state().battle().combatant("shade").stats().position()).isEqualTo(at(1, 1));
        inside.when(new Attack("shade", "orc", "sword", null, false, Situation.OPEN))
                .thenRejectedWith("inside-object");
    }

    @Test
    @DisplayName("Walking out of the wall ends the blindness it gave, and the shade may attack again")
    void outOfTheWallItSeesAgain() {
        Scene out = field().then(Move.along("shade", path(1, 0, 2, 0)));
        assertThat(out.state().battle().combatant("shade").has(Condition.BLINDED)).isFalse();
        field().then(Move.along("shade", path(1, 0))).when(Move.along("shade", path(2, 0))).then(events ->
                assertThat(first(events, ConditionRemoved.class).condition()).isEqualTo(Condition.BLINDED));
        out.when(new Attack("shade", "orc", "sword", null, false, Situation.OPEN), 15, 3)
                .then(events -> assertThat(events).isNotEmpty());
    }

    @Test
    @DisplayName("It passes through a non-ethereal foe, not through an ethereal one, and ends in nobody's space")
    void throughCreaturesThatAreNotEthereal() {
        Scene beside = field();
        // through the orc at (2,1) from the wall to (3,1)
        beside.when(Move.along("shade", path(1, 1, 2, 1, 3, 1)))
                .then(events -> assertThat(first(events, Moved.class).feet()).isEqualTo(15));
        beside.when(Move.along("shade", path(1, 1, 2, 1))).thenRejectedWith("cell-occupied");
        // the ghost is ethereal too: its space stops the shade as any foe's would
        beside.when(Move.along("shade", path(0, 1, 0, 2, 0, 3))).thenRejectedWith("illegal-path");
    }

    @Test
    @DisplayName("From inside the wall it is offered no opportunity attack against a foe walking away")
    void noOpportunityAttackFromInsideTheWall() {
        Scene inside = field().then(Move.along("shade", path(1, 0, 1, 1))).then(new EndTurn("shade"));
        // the orc at (2,1) is within the shade's reach and walks away from it
        inside.when("orc", Move.along("orc", path(3, 1, 4, 1))).then(events -> {
            assertThat(first(events, Moved.class).leaves()).contains("shade");
            assertThat(events).noneMatch(e -> e instanceof ReactionOffered r && r.reactor().equals("shade"));
        });
    }
}
