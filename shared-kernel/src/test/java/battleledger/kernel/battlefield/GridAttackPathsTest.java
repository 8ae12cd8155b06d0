package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17's sweep on a grid: what the field gives an attack (003 › Cover) reaches a spell attack as it reaches a
 * weapon attack from the same square.
 */
class GridAttackPathsTest {

    /** Wren at (0,0) touches the orc at (1,1), diagonally, past a wall at (1,0). */
    static Scene pastAWallCorner() {
        return onSquares(Creature.named("wren").wizard(5, "shocking-grasp").sword("1d6").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(40).at(1, 1)).beforeCombat(walls(at(1, 0)));
    }

    @Test
    @DisplayName("003 › Cover: \"A target with half cover has a +2 bonus to AC\" — against a spell attack too, from the "
            + "lines the grid draws, the same as against a weapon attack from the same square")
    void aSpellAttackMeetsTheSameCoverAsAWeaponAttack() {
        AttackRolled sword = first(pastAWallCorner().when(new Attack("wren", "orc", "sword", null, false, null), 10, 3)
                .events(), AttackRolled.class);
        AttackRolled spell = first(pastAWallCorner().when(CastSpell.at("wren", "shocking-grasp", List.of("orc")), 10, 3)
                .events(), AttackRolled.class);
        assertThat(sword.acModifiers()).extracting(Modifier::value).containsExactly(2);
        assertThat(spell.acModifiers()).isEqualTo(sword.acModifiers());
        assertThat(spell.acModifiers().get(0).source())
                .isEqualTo("half cover: 1 of 4 lines blocked from corner (0,1) to cell (1,1)");
    }
    @Test
    @DisplayName("003 › Cover: \"A target with half cover has a +2 bonus to AC\" — against a readied attack too: the orc "
            + "steps to (1,1), past the wall's corner, into the reach of Wren's readied sword (001 › Ready an Action)")
    void aReadiedAttackMeetsTheSameCoverAsAnAttack() {
        Ready ready = new Ready("wren", new Trigger("EntersReach", new Trigger.Who("enemy", null), null, null),
                new Attack("wren", "$trigger", "sword", null, false, null));
        Scene readied = onSquares(Creature.named("wren").sword("1d6").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(40).at(2, 2)).beforeCombat(walls(at(1, 0)))
                .then(ready).then(new EndTurn("wren"))
                .then(new Move("orc", 5, List.of(), List.of(), false, GridScenes.path(1, 1)));
        readied.when(new DeclareReaction("wren", null, null), 10, 1).then(events ->
                assertThat(first(events, AttackRolled.class).acModifiers()).extracting(Modifier::value)
                        .containsExactly(2));
    }

    /** The orc at (1,0) beside Ann at (0,0) walks around the end of a wall to (1,2), behind it. */
    static Scene theOrcWalksBehindAWall() {
        return onSquares(Creature.named("orc").side("orcs").monster().hp(40).sword("1d6").at(1, 0),
                Creature.named("ann").sword("1d6").at(0, 0)).beforeCombat(walls(at(0, 1), at(1, 1)))
                .then(new Move("orc", 20, List.of(), List.of(), false, GridScenes.path(2, 0, 2, 1, 2, 2, 1, 2)));
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Opportunity Attacks: \"If you try to move beyond a hostile "
            + "creature's reach, that creature can take a reaction to make a melee attack against you\" — on a grid it "
            + "is made where the orc left Ann's reach, in the open beside her, not behind the wall where its move ended")
    void anOpportunityAttackIsMadeWhereTheMoverLeftTheReach() {
        Scene moved = theOrcWalksBehindAWall();
        assertThat(moved.state().battle().offers().get(0).from()).isEqualTo(at(1, 0));
        moved.when(new DeclareReaction("ann", "sword", null), 10, 10, 1).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.target()).isEqualTo("orc");
            assertThat(a.acModifiers()).isEmpty();
        });
    }
    @Test
    @DisplayName("001 › Combat › Movement in Combat › Opportunity Attacks: \"If you try to move beyond a hostile "
            + "creature's reach\" — the attack comes as the orc leaves Ann's reach: struck down, it lies at (1,0), "
            + "where it left, not behind the wall where its path ended; an orc the attack leaves standing goes on")
    void aMoverStruckDownByAnOpportunityAttackLiesWhereItLeftTheReach() {
        Scene dying = onSquares(Creature.named("orc").side("orcs").monster().hp(1).sword("1d6").at(1, 0),
                Creature.named("ann").sword("1d6").at(0, 0)).beforeCombat(walls(at(0, 1), at(1, 1)))
                .then(new Move("orc", 20, List.of(), List.of(), false, GridScenes.path(2, 0, 2, 1, 2, 2, 1, 2)));
        dying.when(new DeclareReaction("ann", "sword", null), 10, 10, 1).then(events ->
                assertThat(first(events, battleledger.kernel.event.StanceEvent.MoveCutShort.class).at())
                        .isEqualTo(at(1, 0)))
                .thenState(s -> assertThat(s.battle().combatant("orc").stats().position()).isEqualTo(at(1, 0)));
        // a bandit (not a monster: dying, unconscious) lets its sword fall there too
        Scene falling = onSquares(Creature.named("orc").side("orcs").hp(1).sword("1d6").holding(1, "sword").at(1, 0),
                Creature.named("ann").sword("1d6").at(0, 0)).beforeCombat(walls(at(0, 1), at(1, 1)))
                .then(new Move("orc", 20, List.of(), List.of(), false, GridScenes.path(2, 0, 2, 1, 2, 2, 1, 2)));
        falling.when(new DeclareReaction("ann", "sword", null), 10, 10, 1).thenState(s -> {
            assertThat(s.battle().combatant("orc").stats().position()).isEqualTo(at(1, 0));
            assertThat(s.battle().field().lying()).singleElement().satisfies(l -> assertThat(l.at()).isEqualTo(at(1, 0)));
        });
        theOrcWalksBehindAWall().when(new DeclareReaction("ann", "sword", null), 10, 10, 1)
                .then(events -> assertThat(events).noneMatch(e ->
                        e instanceof battleledger.kernel.event.StanceEvent.MoveCutShort))
                .thenState(s -> assertThat(s.battle().combatant("orc").stats().position()).isEqualTo(at(1, 2)));
    }

    /** Ann at (0,0) is frightened of the orc at (4,0); the goblin stands beside her at (0,1). */
    static Scene annAfraidOfTheOrc(boolean wallBetween) {
        Scene s = onSquares(Creature.named("ann").sword("1d6").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(40).at(4, 0),
                Creature.named("gob").side("orcs").monster().hp(40).at(1, 1));
        if (wallBetween) {
            s = s.beforeCombat(walls(at(2, -2), at(2, -1), at(2, 0), at(2, 1), at(2, 2)));
        }
        return s.then(new ApplyCondition("ann", Condition.FRIGHTENED, "orc"));
    }

    @Test
    @DisplayName("001 › Conditions › Frightened: \"disadvantage on checks and attacks while the source of its fear is "
            + "within line of sight\" — on a grid, with the orc behind a wall Ann attacks the goblin and makes the "
            + "GM's check without it; in its sight she has it on both")
    void frightReachesOnlyAsFarAsTheLineOfSight() {
        Attack atTheGoblin = new Attack("ann", "gob", "sword", null, false, null);
        CallForCheck door = new CallForCheck("ann", "str", 10, "force the door");
        annAfraidOfTheOrc(true).when(atTheGoblin, 10, 1).then(events ->
                assertThat(first(events, AttackRolled.class).roll().disadvantage()).doesNotContain("frightened"));
        annAfraidOfTheOrc(true).when(door, 10).then(events ->
                assertThat(first(events, CheckRolled.class).roll().disadvantage()).doesNotContain("frightened"));
        annAfraidOfTheOrc(false).when(atTheGoblin, 10, 10, 1).then(events ->
                assertThat(first(events, AttackRolled.class).roll().disadvantage()).contains("frightened"));
        annAfraidOfTheOrc(false).when(door, 10, 10).then(events ->
                assertThat(first(events, CheckRolled.class).roll().disadvantage()).contains("frightened"));
    }
}
