package battleledger.kernel.battlefield;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.PlaceTerrain;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.difficult;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.path;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The battlefield laid out and walked on a grid: terrain in the setup, creatures placed in their spaces (003 ›
 * Creature Size and Space), and moves cell by cell (001 › Combat › Movement in Combat).
 */
class GridMovementTest {

    /** Ann at (0,0) and her ally Bob at (1,0); the orc at (3,0); a wall at (1,1); difficult terrain at (0,2). */
    static Scene field() {
        return onSquares(Creature.named("ann").sword("1d8").at(0, 0), Creature.named("bob").at(1, 0),
                        Creature.named("orc").side("orcs").monster().sword("1d8").at(3, 0))
                .beforeCombat(walls(at(1, 1))).beforeCombat(difficult(at(0, 2)));
    }

    static Moved moved(Scene s, Move m) {
        return first(s.when(m).events(), Moved.class);
    }

    @Test
    @DisplayName("Terrain is laid out by the GM, on a grid, before the fight, and not on anyone's space")
    void terrainBelongsToTheSetup() {
        Scene.of(Creature.named("ann")).whenBeforeCombat(Submission.GM, walls(at(1, 1))).thenRejectedWith("no-grid");
        field().when(walls(at(5, 5))).thenRejectedWith("combat-already-started");
        field().whenBeforeCombat(Submission.GM, walls(at(3, 0))).thenRejectedWith("cell-occupied");
        field().whenBeforeCombat("ann", walls(at(5, 5))).thenRejectedWith("gm-only");
        assertThat(field().state().battle().field().walls()).containsExactly(at(1, 1));
        assertThat(field().state().battle().field().difficult()).containsExactly(at(0, 2));
    }

    @Test
    @DisplayName("003 › Creature Size and Space: on a grid a creature joins at a free place")
    void aCreatureJoinsWhereItHasRoom() {
        var grid = EncounterOptions.defaults().withGrid(EncounterOptions.GridKind.SQUARES, null, false);
        GivenWhenThen given = GivenWhenThen.given(Fixtures.history(Fixtures.encounter(grid),
                new PlaceTerrain(List.of(at(4, 4)), List.of()),
                new AddCombatant(Creature.named("ogre").size(battleledger.kernel.model.Size.LARGE).at(0, 0).build())));
        given.when(new AddCombatant(Creature.named("ann").build())).thenRejectedWith("position-required");
        given.when(new AddCombatant(Creature.named("ann").at(1, 1).build())).thenRejectedWith("cell-occupied");
        given.when(new AddCombatant(Creature.named("ann").at(4, 4).build())).thenRejectedWith("cell-occupied");
        given.when(new AddCombatant(Creature.named("ann").at(2, 0).build()))
                .thenState(s -> assertThat(s.battle().combatant("ann").stats().position()).isEqualTo(at(2, 0)));
        // a place beyond ±100,000 is refused, the least int too (Math.abs of it is negative: it once slipped through
        // and a sight read then searched the grid for ever)
        given.when(new AddCombatant(Creature.named("ann").at(Integer.MIN_VALUE, Integer.MIN_VALUE).build()))
                .thenRejectedWith("out-of-bounds");
        given.when(new AddCombatant(Creature.named("ann").at(100_001, 0).build())).thenRejectedWith("out-of-bounds");
    }

    @Test
    @DisplayName("003 › Creature Size and Space: \"Tiny 4 per square\": four rats share a square, a fifth joins or moves there and is refused")
    void fourTinyCreaturesShareASquareAndNoMore() {
        var grid = EncounterOptions.defaults().withGrid(EncounterOptions.GridKind.SQUARES, null, false);
        List<battleledger.kernel.command.EncounterCommand> setup = new java.util.ArrayList<>();
        setup.add(Fixtures.encounter(grid));
        for (int i = 1; i <= 4; i++) {
            setup.add(new AddCombatant(Creature.named("rat-" + i).size(battleledger.kernel.model.Size.TINY)
                    .at(3, 3).build()));
        }
        GivenWhenThen given = GivenWhenThen.given(Fixtures.history(setup.toArray(
                new battleledger.kernel.command.EncounterCommand[0])));
        RuleViolation fifth = given.when(new AddCombatant(Creature.named("rat-5")
                .size(battleledger.kernel.model.Size.TINY).at(3, 3).build())).thenRejectedWith("cell-occupied");
        assertThat(fifth.rule()).isEqualTo(battleledger.kernel.rules.GridRules.SIZE_AND_SPACE);
        assertThat(fifth.getMessage()).contains("four Tiny creatures");
        given.when(new AddCombatant(Creature.named("rat-5").size(battleledger.kernel.model.Size.TINY).at(3, 4)
                .build())).thenState(s -> assertThat(s.battle().combatant("rat-5")).isNotNull());

        Creature[] pack = new Creature[5];
        pack[0] = Creature.named("rat-5").size(battleledger.kernel.model.Size.TINY).at(3, 4);
        for (int i = 1; i <= 4; i++) {
            pack[i] = Creature.named("rat-" + i).size(battleledger.kernel.model.Size.TINY).at(3, 3);
        }
        onSquares(pack).when(Move.along("rat-5", path(3, 3))).thenRejectedWith("cell-occupied");
        onSquares(pack[0], pack[1], pack[2], pack[3]).when(Move.along("rat-5", path(3, 3)))
                .thenState(s -> assertThat(s.battle().combatant("rat-5").stats().position()).isEqualTo(at(3, 3)));
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat: 5 feet a cell, 10 into difficult terrain; the creature ends where the path ends")
    void aPathCostsFiveFeetACellAndTenInDifficultTerrain() {
        Moved m = moved(field(), Move.along("ann", path(0, 1, 0, 2)));
        assertThat(m.feet()).isEqualTo(10);
        assertThat(m.cost()).isEqualTo(15);
        field().when(Move.along("ann", path(0, 1, 0, 2))).thenState(s -> {
            assertThat(s.battle().combatant("ann").stats().position()).isEqualTo(at(0, 2));
            assertThat(s.battle().economy().movementLeft()).isEqualTo(15);
        });
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat: not through walls nor hostile creatures; through allies, not ending there")
    void wallsAndFoesBlockAlliesDoNot() {
        field().when(Move.along("ann", path(1, 1))).thenRejectedWith("illegal-path");
        field().when(Move.along("ann", path(1, 0))).thenRejectedWith("cell-occupied");
        field().when(Move.along("ann", path(1, 0, 2, 0)))
                .then(events -> assertThat(first(events, Moved.class).feet()).isEqualTo(10));
        field().when(Move.along("ann", path(1, 0, 2, 0, 3, 0))).thenRejectedWith("illegal-path");
        field().when(Move.along("ann", path(0, 3))).thenRejectedWith("illegal-path"); // not a neighbour
        // six cells, one of them difficult: 35 feet of a speed of 30
        field().when(Move.along("ann", path(0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6))).thenRejectedWith("not-enough-movement");
    }

    @Test
    @DisplayName("On a grid the path says it all: reach named by hand, or a distance that disagrees, is refused")
    void theEngineWorksOutReachFromThePath() {
        field().when(new Move("ann", 5, List.of(), List.of("orc"), false, path(0, 1)))
                .thenRejectedWith("reach-from-path");
        field().when(new Move("ann", 10, List.of(), List.of(), false, path(0, 1))).thenRejectedWith("invalid-distance");
        field().when(new Move("ann", 5, List.of(), List.of(), false)).thenRejectedWith("path-required");
        // and without a grid there is no path to walk
        Scene.of(Creature.named("ann"), Creature.named("orc").side("orcs")).when(Move.along("ann", path(0, 1)))
                .thenRejectedWith("no-grid");
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Opportunity Attacks: walking out of a hostile creature's reach offers it an attack")
    void leavingTheOrcsReachOffersItAnOpportunityAttack() {
        Scene close = field().then(Move.along("ann", path(0, 1)));
        Scene beside = onSquares(Creature.named("ann").sword("1d8").at(2, 0),
                Creature.named("orc").side("orcs").monster().sword("1d8").at(3, 0));
        beside.when(Move.along("ann", path(1, 0))).then(events -> {
            Moved m = first(events, Moved.class);
            assertThat(m.leaves()).containsExactly("orc");
            assertThat(first(events, ReactionOffered.class).reactor()).isEqualTo("orc");
        });
        // stepping along the orc's side stays within its reach: nothing offered
        beside.when(Move.along("ann", path(2, 1))).then(events ->
                assertThat(first(events, Moved.class).leaves()).isEmpty());
        assertThat(close.state().battle().combatant("ann").stats().position()).isEqualTo(at(0, 1));
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Crawl: crawling costs 5 extra feet a cell; "
            + "standing up costs 5 feet")
    void crawlingAndStandingUp() {
        // standing up (Playtest.STAND_UP) on a grid too
        Scene prone = field().then(new ApplyCondition("ann", Condition.PRONE, null));
        assertThat(moved(prone, Move.along("ann", path(0, 1))).cost()).isEqualTo(10);
        assertThat(moved(prone, new Move("ann", 0, List.of(), List.of(), true, path(0, 1))).cost()).isEqualTo(10);
    }
}
