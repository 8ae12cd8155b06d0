package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Help;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Improvise;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.IntentCommand.Search;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.SetDifficulty;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.event.SpellEvent.SpellIdentified;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.StanceEvent.AdvantageSpent;
import battleledger.kernel.event.IntentEvent.Helped;
import battleledger.kernel.event.StanceEvent.DodgeEnded;
import battleledger.kernel.event.StanceEvent.HelpLapsed;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.event.StanceEvent.ReadiedActionExpired;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Combat › Actions in Combat: Dodge, Help, Hide, Search, Improvise, Ready. */
class ActionsTest {

    static Creature ann() {
        return Creature.named("ann").dex(16).wis(12).sword("1d6");
    }

    static Creature bob() {
        return Creature.named("bob").wis(14).sword("1d6");
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").wis(8).sword("1d6").bow("1d6");
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Dodge: the bonus lasts until the creature's next turn")
    void theDodgeEndsAtTheCreaturesNextTurn() {
        Scene s = Scene.of(ann(), orc()).then(new Dodge("ann")).then(new EndTurn("ann"));
        assertThat(s.state().battle().combatant("ann").stance().dodging()).isTrue();
        s.when(new EndTurn("orc")).then(events -> assertThat(first(events, DodgeEnded.class).combatant())
                .isEqualTo("ann"));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Dodge: the bonus is lost when the creature cannot move or act")
    void aParalyzedCreatureLosesItsDodge() {
        Scene.of(ann(), orc()).then(new Dodge("ann"))
                .when(new ApplyCondition("ann", Condition.PARALYZED, null))
                .then(events -> assertThat(first(events, DodgeEnded.class).reason()).contains("paralyzed"))
                .thenState(s -> {
                    assertThat(s.battle().combatant("ann").stance().dodging()).isFalse();
                    assertThat(s.battle().combatant("ann").has(Condition.PRONE)).isTrue(); // paralyzed: falls prone
                });
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Help: advantage on the helped creature's next relevant check, then it is spent")
    void helpGivesAdvantageOnTheNextCheckOnly() {
        Scene.of(bob(), ann(), orc()).then(new Help("bob", "ann", "wis"))
                .when(new CallForCheck("ann", "str", 12, "lift the gate"), 4)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().advantage()).isEmpty());
        Scene helped = Scene.of(bob(), ann(), orc()).then(new Help("bob", "ann", "str"));
        helped.when(new CallForCheck("ann", "str", 12, "lift the gate"), 4, 15).then(events -> {
            CheckRolled c = first(events, CheckRolled.class);
            assertThat(c.roll().advantage()).containsExactly("help from bob");
            assertThat(c.roll().kept()).containsExactly(15);
            assertThat(c.roll().outcome()).isEqualTo("success");
            assertThat(first(events, AdvantageSpent.class).source()).isEqualTo("help from bob");
        }).thenState(s -> assertThat(s.battle().combatant("ann").stance().helpedBy()).isEmpty());
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Help: the advantage lapses at the helper's next turn")
    void helpLapsesAtTheHelpersNextTurn() {
        Scene.of(bob(), ann(), orc()).then(new Help("bob", "ann", null)).then(new EndTurn("bob"))
                .then(new EndTurn("ann")).when(new EndTurn("orc"))
                .then(events -> assertThat(first(events, HelpLapsed.class).helper()).isEqualTo("bob"));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Help: \"Some tasks are so specialized that the DM might further require "
            + "you to have training in a relevant skill\" — a Help naming the skill needs a helper trained in it")
    void aSpecializedTaskNeedsAHelperTrainedInItsSkill() {
        Scene.of(bob(), ann(), orc()).when(new Help("bob", "ann", "dex", "thieves-tools"))
                .thenRejectedWith("help-needs-training");
        Scene.of(Creature.named("bob").dex(12).trained("thieves-tools", "arcana"), ann(), orc())
                .when(new Help("bob", "ann", "dex", "thieves-tools"))
                .then(events -> assertThat(first(events, Helped.class).skill()).isEqualTo("thieves-tools"))
                .thenState(s -> assertThat(s.battle().combatant("ann").stance().helpedBy()).hasSize(1));
    }

    @Test
    @DisplayName("001 › Basic Rules › Checks › Making a Check: \"If a class feature, a skill, a spell, or some other effect "
            + "gives you a bonus ... apply it to your current total\" — Ann, trained in thieves' tools (+2), adds it to "
            + "the check the GM calls for with that skill, and not to one without it")
    void aSkillsTrainingBonusIsAddedToItsCheck() {
        Scene trained = Scene.of(bob(), Creature.named("ann").dex(14).trained("thieves-tools"), orc());
        trained.when(new CallForCheck("ann", "dex", 15, "pick the lock", false, null, "thieves-tools"), 11)
                .then(events -> {
                    CheckRolled c = first(events, CheckRolled.class);
                    assertThat(c.roll().modifiers()).containsExactly(new Modifier("dex", 2),
                            new Modifier("thieves-tools", 2));
                    assertThat(c.roll().total()).isEqualTo(15);
                    assertThat(c.roll().outcome()).isEqualTo("success");
                });
        trained.when(new CallForCheck("ann", "dex", 15, "pick the lock"), 11)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().total()).isEqualTo(13));
        Scene.of(bob(), ann(), orc()).when(new CallForCheck("ann", "dex", 15, "pick the lock", false, null,
                        "thieves-tools"), 11)
                .then(events -> assertThat(first(events, CheckRolled.class).roll().modifiers())
                        .extracting(Modifier::source).containsExactly("dex"));
    }

    @Test
    @DisplayName("001 › Basic Rules › Checks › Making a Check: a skill's bonus applies to the checks the rules name it "
            + "for — Ann's stealth (+2) on her Dexterity check to hide, the orc's perception (+2) on its Wisdom check "
            + "(001 › Exploration › Stealth), and the sage's arcana on identifying a spell (000: \"an Intelligence "
            + "(Arcana) check\")")
    void theSkillsTheRulesNameAreAddedToTheirChecks() {
        Scene.of(Creature.named("ann").dex(14).trained("stealth"), Creature.named("orc").side("orcs").trained("perception"))
                .when(new Hide("ann", List.of()), 10, 11).then(events -> {
                    HideResolved h = first(events, HideResolved.class);
                    assertThat(h.stealth().modifiers()).contains(new Modifier("stealth", 2));
                    assertThat(h.stealth().total()).isEqualTo(14);
                    assertThat(h.observers().get(0).modifiers()).contains(new Modifier("perception", 2));
                    assertThat(h.observers().get(0).total()).isEqualTo(13);
                    assertThat(h.hiddenFrom()).containsExactly("orc");
                });
        Creature imp = Creature.named("imp").side("fiends").monster().hp(30).wizard(5, "fireball").innate();
        Scene.of(imp, Creature.named("sage").wizard(3).hp(60).trained("arcana"))
                .then(CastSpell.at("imp", "fireball", List.of("sage")), 1, 1, 1, 1, 1, 1, 1, 1, 1)
                .then(new EndTurn("imp")).when(new IdentifySpell("sage", "imp"), 14).then(events -> {
                    SpellIdentified id = first(events, SpellIdentified.class);
                    assertThat(id.roll().modifiers()).contains(new Modifier("arcana", 2));
                    assertThat(id.roll().total()).isEqualTo(14 + 4 + 2); // a wizard: Int 18
                });
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Help: \"The creature you aid gains advantage for the next relevant "
            + "check\" — a Help the task needed thieves' tools for is spent on the thieves' tools check, not on the "
            + "next Dexterity check of another kind")
    void aHelpWithASkillIsForTheCheckOfThatSkill() {
        Scene helped = Scene.of(Creature.named("bob").dex(12).trained("thieves-tools"),
                        Creature.named("ann").dex(14).trained("thieves-tools"), orc())
                .then(new Help("bob", "ann", "dex", "thieves-tools"));
        helped.when(new CallForCheck("ann", "dex", 12, "keep her balance"), 9).then(events ->
                assertThat(first(events, CheckRolled.class).roll().advantage()).isEmpty());
        helped.when(new CallForCheck("ann", "dex", 15, "pick the lock", false, null, "thieves-tools"), 4, 12)
                .then(events -> {
                    CheckRolled c = first(events, CheckRolled.class);
                    assertThat(c.roll().advantage()).containsExactly("help from bob");
                    assertThat(c.roll().total()).isEqualTo(12 + 2 + 2);
                }).thenState(s -> assertThat(s.battle().combatant("ann").stance().helpedBy()).isEmpty());
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Help: the DM will typically require at least a 10 in the related ability")
    void helpingNeedsTenInTheAbility() {
        Scene.of(Creature.named("bob").str(8), ann(), orc()).when(new Help("bob", "ann", "str"))
                .thenRejectedWith("help-needs-10");
    }

    @Test
    @DisplayName("001 › Exploration › Stealth: a Dexterity check against each observer's Wisdom check; a tie fails "
            + "against an aware observer")
    void hidingIsAContestWithEachObserver() {
        // the Hide action (Playtest.HIDE) is this contest
        // ann: Dex 16 (+3) rolls 9 = 12. orc (Wis 8: −1) rolls 12 = 11; bob is on her side and does not watch.
        Scene.of(ann(), bob(), orc()).when(new Hide("ann", List.of()), 9, 12).then(events -> {
            HideResolved h = first(events, HideResolved.class);
            assertThat(h.stealth().total()).isEqualTo(12);
            assertThat(h.observers()).hasSize(1);
            assertThat(h.hiddenFrom()).containsExactly("orc");
        });
        Scene.of(ann(), bob(), orc()).when(new Hide("ann", List.of()), 9, 13)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).isEmpty());
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: it cannot be targeted; its attacks have advantage and "
            + "reveal it")
    void aHiddenCreatureCannotBeTargetedAndAttacksWithAdvantage() {
        // the orc cannot attack whom it cannot find (Playtest.HIDDEN_TARGETS)
        Scene hidden = Scene.of(ann(), orc()).then(new Hide("ann", List.of()), 19, 2).then(new EndTurn("ann"));
        hidden.when(new Attack("orc", "ann", "bow", null, false, null)).thenRejectedWith("target-hidden");
        hidden.then(new EndTurn("orc"))
                .then(new battleledger.kernel.command.IntentCommand.Move("ann", 5, List.of(), List.of("orc"), false))
                .when(new Attack("ann", "orc", "sword", null, false, null), 3, 18, 2).then(events -> {
                    assertThat(first(events, battleledger.kernel.event.AttackEvent.AttackRolled.class).roll()
                            .advantage()).containsExactly("hidden from the target");
                    assertThat(first(events, Revealed.class).reason()).contains("reveals");
                }).thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNull());
    }

    @Test
    @DisplayName("001 › Exploration › Perception › Spotting a Hidden Creature: a Wisdom check against the hidden Dexterity check")
    void searchingFindsTheHidden() {
        // the Search action (Playtest.SEARCH)
        Scene hidden = Scene.of(ann(), orc()).then(new Hide("ann", List.of()), 9, 2).then(new EndTurn("ann"));
        hidden.when(new Search("orc", null), 14)
                .then(events -> assertThat(first(events, Revealed.class).from()).containsExactly("orc"))
                .thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNull());
        hidden.when(new Search("orc", null), 13) // 13 − 1 = 12: a tie leaves her hidden
                .thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNotNull());
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Improvise: the DM says what check the action takes; the check is then rolled")
    void anImprovisedActionWaitsForTheGmsRulingOnItsCheck() {
        Scene improvising = Scene.of(ann(), orc()).then(new Improvise("ann", "swing on the chandelier"));
        assertThat(improvising.state().battle().economy().improvising()).isEqualTo("swing on the chandelier");
        improvising.when(new SetDifficulty("ann", "dex", 15), 12).then(events -> {
            CheckRolled c = first(events, CheckRolled.class);
            assertThat(c.roll().total()).isEqualTo(15);
            assertThat(c.roll().outcome()).isEqualTo("success");
            assertThat(c.purpose()).isEqualTo("swing on the chandelier");
        });
        improvising.when("ann", new SetDifficulty("ann", "dex", 15)).thenRejectedWith("gm-only");
        Scene.of(ann(), orc()).when(new SetDifficulty("ann", "dex", 15)).thenRejectedWith("nothing-to-rule");
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action: the readied action is kept, and lapses at the creature's next turn")
    void aReadiedActionIsStoredAndLapses() {
        Ready ready = new Ready("ann", new Trigger("AttackDeclared", new Trigger.Who("enemy", null), null, null),
                new Attack("ann", "orc", "sword", null, false, null));
        Scene readied = Scene.of(ann(), orc()).then(ready);
        assertThat(readied.state().battle().combatant("ann").stance().readied().trigger().on())
                .isEqualTo("AttackDeclared");
        readied.then(new EndTurn("ann")).when(new EndTurn("orc"))
                .then(events -> assertThat(first(events, ReadiedActionExpired.class).combatant()).isEqualTo("ann"));
        Scene.of(ann(), orc()).when(new Ready("ann", new Trigger("Sneezes", null, null, null),
                new Dodge("ann"))).thenRejectedWith("invalid-trigger");
        Scene.of(ann(), orc()).when(new Ready("ann", new Trigger("Moved", null, null, null),
                new Dodge("orc"))).thenRejectedWith("invalid-readied-action");
    }
}
