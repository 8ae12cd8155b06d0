package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndSpell;
import battleledger.kernel.command.IntentCommand.Help;
import battleledger.kernel.command.IntentCommand.MakeNoise;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Traverse;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.RuleFall;
import battleledger.kernel.command.SetupCommand.BeginLongRest;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;

/**
 * Guards of turns, moves and actions that no test asked before GUARDS.md listed them (issue 10, item 2: guards are
 * named policies that can be listed): each refuses with its code and cites its rule.
 */
class CombatGuardsTest {

    static Creature ann() {
        return Creature.named("ann").str(16).hp(30).sword("1d8");
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").ac(13).hp(30).sword("1d6");
    }

    static Move move(String who, int feet, List<String> leaves, List<String> enters) {
        return new Move(who, feet, leaves, enters, false);
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat: a creature already within another's reach cannot enter it again")
    void enteringAReachAlreadyEnteredIsRefused() {
        Scene.of(ann(), orc()).then(move("ann", 10, List.of(), List.of("orc")))
                .when(move("ann", 5, List.of(), List.of("orc"))).thenRejectedWith("already-within-reach");
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat: a move cannot enter the mover's own reach")
    void aMoveThatEntersItsOwnReachIsRefused() {
        Scene.of(ann(), orc()).when(move("ann", 5, List.of(), List.of("ann"))).thenRejectedWith("invalid-move");
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Stand Up: only a prone creature stands up")
    void standingUpWhenNotProneIsRefused() {
        Scene.of(ann(), orc()).when(new Move("ann", 5, List.of(), List.of(), true)).thenRejectedWith("not-prone");
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Help: \"you can lend your aid to another creature\", not yourself")
    void helpingYourselfIsRefused() {
        Scene.of(ann(), orc()).when(new Help("ann", "ann", null, null)).thenRejectedWith("self-help");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics: an attack is one the attacker has")
    void anAttackTheAttackerDoesNotHaveIsUnknown() {
        Scene.of(ann(), orc()).when(new Attack("ann", "orc", "axe", null, false, null))
                .thenRejectedWith("unknown-attack");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Staying Quiet: a creature that cannot act makes no noise on purpose")
    void anIncapacitatedCreatureMakesNoNoise() {
        Scene.of(ann(), orc()).then(new ApplyCondition("orc", Condition.PARALYZED, null))
                .when(new MakeNoise("orc", "a shout")).thenRejectedWith("cannot-act");
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dead: a dead creature takes no action")
    void aDeadCreatureCannotAct() {
        Scene s = Scene.of(ann().hp(1).monster(), orc()).then(new RuleFall("ann", 30, null, null), 6, 6, 6);
        s.when("ann", new Help("ann", "orc", null, null)).thenRejectedWith("dead");
    }

    @Test
    @DisplayName("001 › Damage and Dying › Dead: the GM rules nothing more on a dead creature")
    void aRulingOnADeadCreatureIsRefused() {
        Scene s = Scene.of(ann(), orc().hp(1).monster()).then(new RuleFall("orc", 30, null, null), 6, 6, 6);
        s.when(new ApplyCondition("orc", Condition.PRONE, null)).thenRejectedWith("target-dead");
    }

    @Test
    @DisplayName("001 › Damage and Dying › Resting › Long Rest: a creature must have at least 1 hit point to rest")
    void aDeadCreatureCannotTakeALongRest() {
        Scene s = Scene.of(ann(), orc().hp(1).monster()).then(new RuleFall("orc", 30, null, null), 6, 6, 6);
        s.then(new EndCombat()).when(new BeginLongRest(List.of("orc"))).thenRejectedWith("too-hurt-to-rest");
    }

    @Test
    @DisplayName("001 › Magic › Duration: only a spell in effect can be ended")
    void endingASpellThatIsNotInEffectIsUnknown() {
        Scene.of(ann(), orc()).when("ann", new EndSpell("ann", "e0.0")).thenRejectedWith("unknown-effect");
    }

    @Test
    @DisplayName("001 › Combat › Initiative › Resolving Ties: \"continue re-rolling until they are resolved\", up to a "
            + "thousand roll-offs; dice that tie for ever are refused")
    void initiativeTiedAThousandRollOffsInARowIsRefused() {
        Integer[] fives = new Integer[2 + 2 * 1_001];
        Arrays.fill(fives, 5);
        given(Fixtures.history(Fixtures.encounter(Fixtures.scripted(fives)),
                Fixtures.add(Creature.named("ann").build()), Fixtures.add(Creature.named("orc").side("orcs").build())))
                .when(new StartCombat(List.of(), List.of())).thenRejectedWith("initiative-unresolved");
    }

    @Test
    @DisplayName("001 › Exploration › Movement › Modes of Movement › Crawl: \"crawling is your only option for movement "
            + "while you remain prone\": a prone creature does not climb")
    void aProneCreatureDoesNotClimb() {
        Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.PRONE, null))
                .when("ann", new Traverse("ann", "climb", 10, List.of(), List.of(), List.of())).thenRejectedWith("prone");
    }
}
