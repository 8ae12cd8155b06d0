package battleledger.kernel.defects;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.SequenceEvent.ActionCancelled;
import battleledger.kernel.event.SpellEvent.SpellFizzled;
import battleledger.kernel.event.SpellEvent.TargetSpared;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17's sweep: each rule that forbids or changes an attack reaches every way an attack is made — the Attack
 * action, the opportunity attack, the readied attack, the spell attack — and the rolls the GM calls for.
 */
class EveryAttackPathTest {

    static Creature ann() {
        return Creature.named("ann").dex(16).sword("1d6");
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").hp(30).sword("1d6").bow("1d6");
    }

    static Move move(String who, int feet, List<String> leaves, List<String> enters) {
        return new Move(who, feet, leaves, enters, false);
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Dodge: \"a +4 bonus to AC\" against an opportunity attack as against any other")
    void dodgeCountsAgainstAnOpportunityAttack() {
        Scene.of(ann(), orc()).then(move("ann", 5, List.of(), List.of("orc")))
                .then(new Dodge("ann")).then(move("ann", 5, List.of("orc"), List.of()))
                .when(new DeclareReaction("orc", "sword", null), 12, 9, 4).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.acModifiers()).contains(new Modifier("dodge", 4));
                    assertThat(a.roll().advantage()).contains("opportunity attack");
                });
    }

    @Test
    @DisplayName("001 › Conditions › Invisible: \"attacks against the creature have disadvantage\" — an opportunity "
            + "attack too, whose advantage it cancels")
    void anInvisibleMoverImposesDisadvantageOnTheOpportunityAttack() {
        Scene.of(ann(), orc()).then(move("ann", 5, List.of(), List.of("orc")))
                .then(new ApplyCondition("ann", Condition.INVISIBLE, null))
                .then(move("ann", 5, List.of("orc"), List.of()))
                .when(new DeclareReaction("orc", "sword", null), 12, 4).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().disadvantage()).contains("target invisible");
                    assertThat(a.roll().dice()).hasSize(1); // advantage and disadvantage cancel
                });
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: a readied attack on whoever comes near is not offered "
            + "against a creature hidden from the reactor")
    void aReadiedAttackIsNotOfferedAgainstAHiddenMover() {
        Ready ready = new Ready("orc", new Trigger("EntersReach", new Trigger.Who("enemy", null), null, null),
                new Attack("orc", "$trigger", "sword", null, false, null));
        Scene seen = Scene.of(ann(), orc()).then(new EndTurn("ann")).then(ready).then(new EndTurn("orc"));
        seen.when(move("ann", 5, List.of(), List.of("orc"))).then(events ->
                assertThat(first(events, ReactionOffered.class)).isNotNull());
        Scene.of(ann(), orc()).then(new Hide("ann", List.of()), 10, 2).then(new EndTurn("ann"))
                .then(ready).then(new EndTurn("orc"))
                .when(move("ann", 5, List.of(), List.of("orc")))
                .then(events -> assertThat(none(events, ReactionOffered.class)).isTrue());
    }

    @Test
    @DisplayName("001 › Damage and Dying › Nonlethal Damage: only a melee weapon attack can be nonlethal — a readied one too")
    void aReadiedRangedAttackCannotBeNonlethal() {
        Ready ready = new Ready("orc", new Trigger("Moved", new Trigger.Who("enemy", null), null, null),
                new Attack("orc", "$trigger", "bow", "ranged", true, null));
        Scene.of(orc(), ann()).then(ready).then(new EndTurn("orc")).then(move("ann", 5, List.of(), List.of()))
                .when(new DeclareReaction("orc", null, null)).thenRejectedWith("nonlethal-melee-only");
        // a readied attack is nonlethal by its own Attack, not by the declaration
        Scene.of(orc(), ann()).then(ready).then(new EndTurn("orc")).then(move("ann", 5, List.of(), List.of()))
                .when(new DeclareReaction("orc", null, null, true)).thenRejectedWith("readied-action-mismatch");
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: \"cannot ... target the charmer with harmful abilities or magical "
            + "effects\" — a harmful spell is refused, a healing one is not")
    void aCharmedCasterCannotTargetItsCharmerWithAHarmfulSpell() {
        Scene charmed = Scene.of(Creature.named("wren").cleric(5, "magic-missile", "cure-light-wounds"),
                        Creature.named("vamp").side("undead").hp(30))
                .beforeCombat(new ApplyCondition("wren", Condition.CHARMED, "vamp"))
                .then(move("wren", 5, List.of(), List.of("vamp")));
        charmed.when(CastSpell.at("wren", "magic-missile", List.of("vamp"))).thenRejectedWith("charmed");
        charmed.when(CastSpell.at("wren", "cure-light-wounds", List.of("vamp")), 4)
                .then(events -> assertThat(events).isNotEmpty());
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Dodge: the +4 to AC counts against a spell attack")
    void dodgeCountsAgainstASpellAttack() {
        Scene.of(Creature.named("orc").side("orcs").hp(40), Creature.named("wren").wizard(5, "shocking-grasp"))
                .then(new Dodge("orc")).then(move("orc", 5, List.of(), List.of("wren"))).then(new EndTurn("orc"))
                .when(CastSpell.at("wren", "shocking-grasp", List.of("orc")), 8, 4).then(events ->
                        assertThat(first(events, AttackRolled.class).acModifiers())
                                .contains(new Modifier("dodge", 4)));
    }

    @Test
    @DisplayName("001 › Conditions › Restrained and Paralyzed: disadvantage on, and failing, the saves the GM calls "
            + "for as well as a spell's")
    void conditionsReachTheSavesTheGmCallsFor() {
        Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.RESTRAINED, null))
                .when(new CallForSave("ann", "dex", 10, "the net tightens"), 15, 4).then(events ->
                        assertThat(first(events, SavingThrowMade.class).roll().disadvantage()).contains("restrained"));
        Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.PARALYZED, null))
                .when(new CallForSave("ann", "str", 5, "the floor gives way")).then(events ->
                        assertThat(first(events, SavingThrowMade.class).roll().outcome())
                                .isEqualTo("automatic failure (paralyzed)"));
    }

    @Test
    @DisplayName("001 › Conditions › Frightened: disadvantage on the checks the GM calls for while the source is in "
            + "sight")
    void frightIsOnTheChecksTheGmCallsFor() {
        Scene.of(ann(), orc()).then(new ApplyCondition("ann", Condition.FRIGHTENED, "orc"))
                .when(new CallForCheck("ann", "str", 10, "force the door"), 15, 4).then(events ->
                        assertThat(first(events, CheckRolled.class).roll().disadvantage()).contains("frightened"));
    }

    /** Wren readied charm person on the first enemy to attack; the orc walks up to her and attacks her. */
    static Scene theOrcAttacksWrenWhoReadiedACharm() {
        Ready ready = new Ready("wren", new Trigger("AttackDeclared", new Trigger.Who("enemy", null), null, null),
                CastSpell.at("wren", "charm-person", List.of("$trigger")));
        return Scene.of(Creature.named("wren").wizard(5, "charm-person").hp(30), orc())
                .then(ready).then(new EndTurn("wren")).then(move("orc", 5, List.of(), List.of("wren")))
                .then(new Attack("orc", "wren", "sword", null, false, null));
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: \"The creature cannot attack the charmer\" — an attack declared before "
            + "the charm, resolving after it in the sequence, is cancelled")
    void anAttackerCharmedByItsTargetMidSequenceDoesNotAttack() {
        // the charm resolves first (002 › Sequences: the last declared resolves first); the orc's Wisdom save: 1
        theOrcAttacksWrenWhoReadiedACharm().when(new DeclareReaction("wren", null, null), 1, 15, 3).then(events -> {
            assertThat(events).noneMatch(e -> e instanceof AttackRolled);
            ActionCancelled cancelled = first(events, ActionCancelled.class);
            assertThat(cancelled.actor()).isEqualTo("orc");
            assertThat(cancelled.reason()).contains("charmed by Wren");
        });
        // the orc saves (20): it is not charmed and its attack lands as declared
        theOrcAttacksWrenWhoReadiedACharm().when(new DeclareReaction("wren", null, null), 20, 15, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).target()).isEqualTo("wren"));
    }

    /** Wren readied charm person on the first enemy to begin a spell; the orc shaman casts magic missile at her. */
    static Scene theShamanCastsAtWrenWhoReadiedACharm(List<String> targets) {
        Ready ready = new Ready("wren", new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null),
                CastSpell.at("wren", "charm-person", List.of("$trigger")));
        return Scene.of(Creature.named("wren").wizard(5, "charm-person").hp(30), ann(),
                        Creature.named("shaman").side("orcs").hp(30).wizard(5, "magic-missile"))
                .then(ready).then(new EndTurn("wren")).then(new EndTurn("ann"))
                .then(CastSpell.at("shaman", "magic-missile", targets));
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: \"The creature cannot ... target the charmer with harmful abilities or "
            + "magical effects\" — a harmful spell begun before its caster was charmed by its target spares the "
            + "charmer when it resolves, and fizzles when nobody else is left")
    void aCasterCharmedByItsTargetMidSequenceSparesItsCharmer() {
        // the charm resolves first (002 › Sequences); the shaman's Wisdom save: 1 — charmed by Wren
        theShamanCastsAtWrenWhoReadiedACharm(List.of("wren")).when(new DeclareReaction("wren", null, null), 1)
                .then(events -> {
                    TargetSpared spared = first(events, TargetSpared.class);
                    assertThat(spared.target()).isEqualTo("wren");
                    assertThat(spared.reason()).contains("charmed by Wren");
                    assertThat(first(events, SpellFizzled.class).caster()).isEqualTo("shaman");
                    assertThat(events).noneMatch(e -> e instanceof DamageDealt h && h.target().equals("wren"));
                });
    }

    @Test
    @DisplayName("002 › Sequences: \"Spellcasters in a sequence can't change their minds about targets\" — the other "
            + "locked targets of the charmed caster's spell are still hit (001 › Conditions › Charmed)")
    void theOtherTargetsOfACharmedCastersSpellAreStillHit() {
        // Wisdom save 1; the darts' damage 3 (+1): Wren is spared, Ann takes both darts named for her
        theShamanCastsAtWrenWhoReadiedACharm(List.of("wren", "ann", "ann"))
                .when(new DeclareReaction("wren", null, null), 1, 3).then(events -> {
                    assertThat(first(events, TargetSpared.class).target()).isEqualTo("wren");
                    assertThat(none(events, SpellFizzled.class)).isTrue();
                    assertThat(events).noneMatch(e -> e instanceof DamageDealt h && h.target().equals("wren"));
                    assertThat(events).anyMatch(e -> e instanceof DamageDealt h && h.target().equals("ann"));
                });
        // the shaman saves (20): the spell resolves as chosen and Wren is hit
        theShamanCastsAtWrenWhoReadiedACharm(List.of("wren")).when(new DeclareReaction("wren", null, null), 20, 3)
                .then(events -> {
                    assertThat(none(events, TargetSpared.class)).isTrue();
                    assertThat(events).anyMatch(e -> e instanceof DamageDealt h && h.target().equals("wren"));
                });
    }
}
