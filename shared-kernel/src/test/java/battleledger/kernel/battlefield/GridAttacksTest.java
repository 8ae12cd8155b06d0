package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;


import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.flanking;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * With a grid, reach, range, sight and cover come from where the creatures stand (003 › Line of Sight, Cover), are
 * written into the roll's breakdown, and a GM may rule otherwise; flanking, when the encounter uses it.
 */
class GridAttacksTest {

    static Attack shoot(String actor, String target) {
        return new Attack(actor, target, "bow", null, false, null);
    }

    static Attack hit(String actor, String target, String weapon) {
        return new Attack(actor, target, weapon, null, false, null);
    }

    static AttackRolled rolled(Scene s, Attack a, Integer... dice) {
        return first(s.when(a, dice).events(), AttackRolled.class);
    }

    /** Ann the archer at (0,0), Bob at (1,0) in the line of fire, the orc at (3,0). */
    static Scene lineOfFire() {
        return onSquares(Creature.named("ann").dex(14).bow("1d8").sword("1d6").glaive("1d10", 10).at(0, 0),
                Creature.named("bob").at(1, 0), Creature.named("orc").side("orcs").monster().hp(30).at(3, 0));
    }

    @Test
    @DisplayName("003 › Cover: a creature squarely in the way gives half cover, and the roll says which lines")
    void aCreatureInTheWayGivesHalfCoverWithItsLines() {
        AttackRolled a = rolled(lineOfFire(), shoot("ann", "orc"), 10, 3);
        assertThat(a.acModifiers()).extracting(Modifier::value).containsExactly(2);
        assertThat(a.acModifiers().get(0).source()).startsWith("half cover: 2 of 4 lines blocked from corner ")
                .endsWith(" to cell (3,0)");
    }

    @Test
    @DisplayName("003 › Cover: walls flush above and below the target block one more line from every corner: "
            + "three-quarters cover")
    void wallsAndACreatureGiveThreeQuartersCover() {
        AttackRolled a = rolled(lineOfFire().beforeCombat(walls(at(3, -1), at(3, 1))), shoot("ann", "orc"), 10, 3);
        assertThat(a.acModifiers()).extracting(Modifier::value).containsExactly(5);
        assertThat(a.acModifiers().get(0).source())
                .isEqualTo("three-quarters cover: 3 of 4 lines blocked from corner (0,0) to cell (3,0)");
    }

    @Test
    @DisplayName("003 › Line of Sight: behind a wall nobody can be seen, and total cover refuses the attack")
    void behindAWallThereIsTotalCover() {
        lineOfFire().beforeCombat(walls(at(2, -1), at(2, 0), at(2, 1))).when(shoot("ann", "orc"))
                .thenRejectedWith("total-cover");
    }

    @Test
    @DisplayName("A GM may rule the cover otherwise; the breakdown says it was ruled")
    void aGmRulingOverridesTheGrid() {
        AttackRolled a = rolled(lineOfFire(), new Attack("ann", "orc", "bow", null, false,
                new Situation(Situation.Cover.NONE, null, true)), 10, 3);
        assertThat(a.acModifiers()).isEmpty();
        assertThat(a.roll().disadvantage()).contains("unseen target");
        assertThat(a.acModifiers()).isEmpty();
        // a player's own account of the field does not count: the grid decides (Bob is in the way)
        AttackRolled b = first(lineOfFire().when("ann", new Attack("ann", "orc", "bow", null, false,
                new Situation(Situation.Cover.NONE, 30, false)), 10, 3).events(), AttackRolled.class);
        assertThat(b.acModifiers()).extracting(Modifier::value).containsExactly(2);
        // the GM rules half cover where the grid sees none: "half cover, ruled by the GM"
        Scene open = onSquares(Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(3, 0));
        AttackRolled c = rolled(open, new Attack("ann", "orc", "bow", null, false,
                new Situation(Situation.Cover.HALF, null, false)), 10, 3);
        assertThat(c.acModifiers()).extracting(Modifier::source).containsExactly("half cover, ruled by the GM");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Melee Attacks: the target must be within the weapon's reach — 10 feet for a glaive")
    void reachIsMeasuredOnTheGrid() {
        Scene s = onSquares(Creature.named("ann").sword("1d6").glaive("1d10", 10).at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(2, 0));
        s.when(hit("ann", "orc", "sword")).thenRejectedWith("out-of-reach");
        assertThat(rolled(s, hit("ann", "orc", "glaive"), 10, 3).mode()).isEqualTo("melee");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks: beyond normal range the attack has disadvantage; beyond long range none")
    void rangeIsMeasuredOnTheGrid() {
        Scene far = onSquares(Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(20, 0));
        assertThat(rolled(far, shoot("ann", "orc"), 10, 5, 3).roll().disadvantage()).containsExactly("long range");
        onSquares(Creature.named("ann").dex(14).bow("1d8").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(70, 0)).when(shoot("ann", "orc"))
                .thenRejectedWith("out-of-range");
    }

    @Test
    @DisplayName("003 › Optional Rule: Flanking: allies on opposite sides have advantage on melee attacks")
    void alliesOnOppositeSidesFlank() {
        Scene s = flanking(Creature.named("ann").sword("1d6").at(0, 1), Creature.named("bob").sword("1d6").at(2, 1),
                Creature.named("orc").side("orcs").monster().hp(30).at(1, 1));
        assertThat(rolled(s, hit("ann", "orc", "sword"), 10, 5, 3).roll().advantage())
                .containsExactly("flanking with Bob");
        // an incapacitated ally does not flank
        assertThat(rolled(s.then(new ApplyCondition("bob", Condition.STUNNED, null)), hit("ann", "orc", "sword"), 10, 3)
                .roll().advantage()).isEmpty();
        // without the optional rule, no flanking
        assertThat(rolled(onSquares(Creature.named("ann").sword("1d6").at(0, 1), Creature.named("bob").at(2, 1),
                Creature.named("orc").side("orcs").monster().hp(30).at(1, 1)), hit("ann", "orc", "sword"), 10, 3)
                .roll().advantage()).isEmpty();
        // an ally at a right angle does not flank
        assertThat(rolled(flanking(Creature.named("ann").sword("1d6").at(0, 1), Creature.named("bob").at(1, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(1, 1)), hit("ann", "orc", "sword"), 10, 3)
                .roll().advantage()).isEmpty();
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Coup de Grace: \"Doing so requires you to attack that creature\":"
            + " on a grid the attack reads the field like any other, so an orc lying in thick fog is an unseen target")
    void aCoupDeGraceReadsTheFieldLikeAnyAttack() {
        Scene s = onSquares(Creature.named("ann").sword("1d6").at(0, 0),
                Creature.named("orc").side("orcs").monster().hp(30).at(1, 0))
                .beforeCombat(new battleledger.kernel.command.SetupCommand.PlaceTerrain(List.of(), List.of(),
                        List.of(at(1, 0))))
                .then(new ApplyCondition("orc", Condition.UNCONSCIOUS, null));
        AttackRolled a = first(s.when(new battleledger.kernel.command.IntentCommand.CoupDeGrace("ann", "orc",
                "sword"), 15, 6).events(), AttackRolled.class);
        assertThat(a.roll().disadvantage()).contains("unseen target");
    }

    @Test
    @DisplayName("003 › Optional Rule: Flanking: \"A creature can't flank an enemy that it can't see\": Ann and Bob on"
            + " opposite sides of an invisible orc have no advantage, and Ann's attack keeps its disadvantage")
    void nobodyFlanksAnEnemyItCannotSee() {
        Scene s = flanking(Creature.named("ann").sword("1d6").at(0, 1), Creature.named("bob").sword("1d6").at(2, 1),
                Creature.named("orc").side("orcs").monster().hp(30).at(1, 1))
                .then(new ApplyCondition("orc", Condition.INVISIBLE, null));
        AttackRolled a = rolled(s, hit("ann", "orc", "sword"), 10, 3);
        assertThat(a.roll().advantage()).isEmpty();
        assertThat(a.roll().disadvantage()).isNotEmpty();
    }

}
