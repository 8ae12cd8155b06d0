package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.dice.ScriptedDice;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.ActionForgone;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.DeathRollFailedByDamage;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Situation;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Harm;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Parry and dodge as reactions to a blow that struck home, the round's action they take (Dragonbane core rules ›
 * Parrying, Dodging); a Dragon parried or dodged only by a Dragon (Dragonbane core rules › Dragons and Demons);
 * pushing a failed roll, the condition it costs and the bane that condition gives (Dragonbane core rules › Pushing
 * Your Roll, Conditions; 004 › Rolling a Demon); damage taken while dying as a failed death roll (Dragonbane core
 * rules › Death Rolls). Grimsa (card 1, swords 14, armor 2) fights an orc (card 2, swords 12, evade 8, armor 1).
 */
class ParryDodgePushTest {

    static final Situation NEAR = new Situation(null, 5, false, null);

    static GivenWhenThen fight(boolean pushing, Integer... dice) {
        CreateEncounter create = new CreateEncounter("ambush", "Ambush at the ford", RulesetId.DRAGONBANE, 42,
                new EncounterOptions(null, null, false, null,
                        EncounterOptions.DiceOptions.scripted(DragonbaneEncounterTest.script(dice)), false,
                        pushing ? Boolean.TRUE : null));
        return given(Fixtures.history(create, new AddCombatant(DragonbaneEncounterTest.grimsa()),
                new AddCombatant(DragonbaneEncounterTest.orc()), new StartCombat(List.of(), List.of())));
    }

    static Attack grimsaAttacks() {
        return new Attack("grimsa", "orc", "broadsword", null, false, NEAR);
    }

    static <T> T find(List<EncounterEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).findFirst().orElse(null);
    }

    @Test
    @DisplayName("Dragonbane core rules › Parrying: the orc parries Grimsa's blow with its broadsword; the blow is stopped, and the parry was the orc's action of the round")
    void aSuccessfulParryStopsTheBlowAndTakesTheRoundsAction() {
        // Grimsa's attack 7 (swords 14) hits; the orc's parry 5 (swords 12) holds
        GivenWhenThen hit = fight(false, 7, 5).when("grimsa", grimsaAttacks()).then(events -> {
            DefenceOffered offered = find(events, DefenceOffered.class);
            assertThat(offered.reactor()).isEqualTo("orc");
            assertThat(offered.parry()).isTrue();
            assertThat(find(events, DamageDealt.class)).as("nothing lands before the defence").isNull();
        }).andThen();
        hit.when("grimsa", new EndTurn("grimsa")).thenRejectedWith("awaiting-reaction");
        GivenWhenThen parried = hit.when("orc", new Defend("orc", "parry", "broadsword")).then(events -> {
            DefenceRolled parry = find(events, DefenceRolled.class);
            assertThat(parry.roll().against()).isEqualTo(12);
            assertThat(parry.held()).isTrue();
            assertThat(parry.rule()).isEqualTo("Dragonbane core rules › Parrying");
            assertThat(find(events, DamageDealt.class)).isNull();
        }).andThen();
        GivenWhenThen orcsTurn = parried.when("grimsa", new EndTurn("grimsa"))
                .then(events -> assertThat(find(events, ActionForgone.class).actor()).isEqualTo("orc")).andThen();
        orcsTurn.when("orc", new Attack("orc", "grimsa", "broadsword", null, false, NEAR))
                .thenRejectedWith("action-used");
    }

    @Test
    @DisplayName("Dragonbane core rules › Dodging: a failed dodge lets the blow through; its damage less armor lands")
    void aFailedDodgeLetsTheBlowLand() {
        fight(false, 7, 15, 3, 4).when("grimsa", grimsaAttacks()).andThen()
                .when("orc", new Defend("orc", "dodge", null)).then(events -> {
                    DefenceRolled dodge = find(events, DefenceRolled.class);
                    assertThat(dodge.roll().against()).isEqualTo(8); // evade 8
                    assertThat(dodge.held()).isFalse();
                    DamageDealt dealt = find(events, DamageDealt.class);
                    assertThat(dealt.rolled()).isEqualTo(7);
                    assertThat(dealt.amount()).isEqualTo(6);
                });
    }

    @Test
    @DisplayName("Dragonbane core rules › Dragons and Demons: against Grimsa's Dragon only a Dragon parries; a 5 does not, and the Dragon's doubled dice land")
    void aDragonIsParriedOnlyWithADragon() {
        fight(false, 1, 5, 1, 1, 1, 1).when("grimsa", grimsaAttacks())
                .then(events -> assertThat(find(events, DefenceOffered.class).dragon()).isTrue()).andThen()
                .when("orc", new Defend("orc", "parry", "broadsword")).then(events -> {
                    assertThat(find(events, DefenceRolled.class).held()).isFalse();
                    assertThat(find(events, DamageDealt.class).rolled()).isEqualTo(4); // 4d6, every die a 1
                });
        fight(false, 1, 1).when("grimsa", grimsaAttacks()).andThen()
                .when("orc", new Defend("orc", "parry", "broadsword"))
                .then(events -> assertThat(find(events, DefenceRolled.class).held()).isTrue());
    }

    @Test
    @DisplayName("Dragonbane core rules › Parrying, Dodging: Grimsa has acted this round, so she has no action left to dodge the orc's blow (409); she lets it pass and it lands")
    void noActionLeftNoDefence() {
        GivenWhenThen struck = fight(false, 3, 4, 4).when("grimsa", new EndTurn("grimsa")).andThen()
                .when("orc", new Attack("orc", "grimsa", "broadsword", null, false, NEAR)).andThen();
        RuleViolation refused = struck.when("grimsa", new Defend("grimsa", "dodge", null))
                .thenRejectedWith("no-action-left");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.DODGE);
        struck.when("grimsa", new Defend("grimsa", "parry", "broadsword")).thenRejectedWith("no-action-left");
        struck.when("grimsa", new PassReaction("grimsa"))
                .then(events -> assertThat(find(events, DamageDealt.class).amount()).isEqualTo(6)); // 8 less armor 2
    }

    @Test
    @DisplayName("004 › Area of Effect: a spell offered to the defence as an area is dodged, not parried; a Dragon on the casting asks a Dragon (004 › Rolling a Dragon)")
    void anAreaSpellIsDodgedNotParried() {
        Combatant orc = Combatant.joining(DragonbaneRuleset.INSTANCE.admit(DragonbaneEncounterTest.orc()));
        Harm whirlwind = new Harm(Harm.SPELL, "whirlwind", false, false, "p9.1");
        assertThatThrownBy(() -> DragonbaneRuleset.INSTANCE.defend(new ScriptedDice(List.of(5), 0), orc, "parry",
                "broadsword", whirlwind, true)).isInstanceOfSatisfying(RuleViolation.class, v -> {
                    assertThat(v.code()).isEqualTo("cannot-be-parried");
                    assertThat(v.rule()).isEqualTo(DragonbaneRule.AREA_OF_EFFECT);
                });
        Ruleset.Defence dodged = DragonbaneRuleset.INSTANCE.defend(new ScriptedDice(List.of(5), 0), orc, "dodge", null,
                whirlwind, true);
        assertThat(dodged.held()).isTrue();
        Ruleset.Defence notADragon = DragonbaneRuleset.INSTANCE.defend(new ScriptedDice(List.of(5), 0), orc, "dodge",
                null, new Harm(Harm.SPELL, "whirlwind", true, false, "p9.1"), true);
        assertThat(notADragon.held()).isFalse();
        assertThat(notADragon.rule()).isEqualTo(DragonbaneRule.DRAGON);
    }

    @Test
    @DisplayName("Dragonbane core rules › Pushing Your Roll: Grimsa pushes her failed attack, hits, and is exhausted; her next STR-skill attack has a bane")
    void aPushedAttackHitsAndTheConditionGivesABane() {
        // attack 15 fails; pushed: 7 hits; the orc lets it pass: 2d6 = 2+2 less armor 1; next round 3 and 9 (bane)
        GivenWhenThen pushed = fight(true, 15, 7, 2, 2, 3, 9).when("grimsa", grimsaAttacks()).andThen()
                .when("grimsa", new PushRoll("grimsa", 5)).then(events -> {
                    RollPushed push = find(events, RollPushed.class);
                    assertThat(push.forStep()).isEqualTo(5);
                    assertThat(push.roll().natural()).isEqualTo(7);
                    assertThat(push.condition()).isEqualTo("exhausted");
                    assertThat(push.rule()).isEqualTo("Dragonbane core rules › Pushing Your Roll");
                    assertThat(find(events, DefenceOffered.class).reactor()).isEqualTo("orc");
                }).thenState(s -> assertThat(s.battle().combatant("grimsa").has(Condition.EXHAUSTED)).isTrue())
                .andThen();
        GivenWhenThen round2 = pushed.when("orc", new PassReaction("orc")).andThen()
                .when("grimsa", new EndTurn("grimsa")).andThen().when("orc", new EndTurn("orc")).andThen();
        round2.when("grimsa", grimsaAttacks()).then(events -> {
            AttackRolled again = find(events, AttackRolled.class);
            assertThat(again.roll().disadvantage()).containsExactly("exhausted");
            assertThat(again.roll().natural()).isEqualTo(9); // two d20, the higher kept
        });
    }

    @Test
    @DisplayName("Dragonbane core rules › Pushing Your Roll: the roller chooses the condition it takes, not one it has: Grimsa pushes her attack at the cost of being angry, not exhausted")
    void theRollerChoosesTheConditionAPushCosts() {
        fight(true, 15, 7, 2, 2).when("grimsa", grimsaAttacks()).andThen()
                .when("grimsa", new PushRoll("grimsa", 5, "angry")).then(events -> {
                    assertThat(find(events, RollPushed.class).condition()).isEqualTo("angry");
                    assertThat(find(events, battleledger.kernel.event.DragonbaneIntent.PushDeclared.class).condition())
                            .as("the choice is stored with the declaration, so a replay takes it again")
                            .isEqualTo("angry");
                }).thenState(s -> {
                    assertThat(s.battle().combatant("grimsa").has(Condition.ANGRY)).isTrue();
                    assertThat(s.battle().combatant("grimsa").has(Condition.EXHAUSTED)).isFalse();
                });
        fight(true, 15, 7).when("grimsa", grimsaAttacks()).andThen()
                .when("grimsa", new PushRoll("grimsa", 5, "tired")).thenRejectedWith("unknown-condition");
    }

    @Test
    @DisplayName("Dragonbane core rules › Pushing Your Roll: refused when the option is off, for a Demon (004 › Rolling a Demon), twice, for a roll that was not the last, and for a success")
    void pushesThatAreRefused() {
        fight(false, 15).when("grimsa", grimsaAttacks()).andThen().when("grimsa", new PushRoll("grimsa", 5))
                .thenRejectedWith("pushing-not-used");
        fight(true, 20).when("grimsa", grimsaAttacks()).andThen().when("grimsa", new PushRoll("grimsa", 5))
                .thenRejectedWith("demon-cannot-be-pushed");
        fight(true, 15, 16).when("grimsa", grimsaAttacks()).andThen().when("grimsa", new PushRoll("grimsa", 5))
                .andThen().when("grimsa", new PushRoll("grimsa", 6)).thenRejectedWith("already-pushed");
        fight(true, 15).when("grimsa", grimsaAttacks()).andThen().when("grimsa", new PushRoll("grimsa", 4))
                .thenRejectedWith("not-the-last-roll");
        fight(true, 7, 1, 1).when("grimsa", grimsaAttacks()).andThen().when("grimsa", new PushRoll("grimsa", 5))
                .thenRejectedWith("roll-not-failed");
        fight(true, 15).when("grimsa", grimsaAttacks()).andThen().when("orc", new PushRoll("orc", 5))
                .thenRejectedWith("no-roll-to-push");
    }

    @Test
    @DisplayName("Dragonbane core rules › Death Rolls: damage taken at 0 HP counts as a failed death roll, and the third failure kills")
    void damageWhileDyingIsAFailedDeathRoll() {
        // 7 hits, 6+6 less 1 takes the orc to 0; its death roll 5 succeeds; round 2: 7 and 7 (a boon against the
        // unconscious orc) hit, 2+2 less 1 while dying
        GivenWhenThen dying = fight(false, 7, 6, 6, 5, 7, 7, 2, 2).when("grimsa", grimsaAttacks()).andThen()
                .when("orc", new PassReaction("orc")).andThen()
                .when("grimsa", new EndTurn("grimsa")).andThen().when("orc", new EndTurn("orc")).andThen();
        assertThat(dying.state().battle().combatant("orc").vitals().life()).isEqualTo(Life.DYING);
        dying.when("grimsa", grimsaAttacks()).then(events -> {
            assertThat(find(events, DefenceOffered.class)).as("the dying orc cannot defend").isNull();
            DeathRollFailedByDamage failed = find(events, DeathRollFailedByDamage.class);
            assertThat(failed.failures()).isEqualTo(1);
            assertThat(failed.rule()).isEqualTo("Dragonbane core rules › Death Rolls");
        }).thenState(s -> assertThat(s.battle().combatant("orc").vitals().deathFailures()).isEqualTo(1));
    }

    @Test
    @DisplayName("Dragonbane core rules › Death Rolls: a dying creature with two failures dies of the next damage")
    void theThirdFailureFromDamageKills() {
        GivenWhenThen dying = fight(false, 7, 6, 6, 20, 7, 7, 2, 2).when("grimsa", grimsaAttacks()).andThen()
                .when("orc", new PassReaction("orc")).andThen()
                .when("grimsa", new EndTurn("grimsa")).andThen().when("orc", new EndTurn("orc")).andThen();
        assertThat(dying.state().battle().combatant("orc").vitals().deathFailures())
                .as("a Demon on the death roll counts two failures").isEqualTo(2);
        dying.when("grimsa", grimsaAttacks()).then(events -> {
            assertThat(find(events, DeathRollFailedByDamage.class).failures()).isEqualTo(3);
            assertThat(find(events, LifeChanged.class).to()).isEqualTo(Life.DEAD);
        });
    }
}
