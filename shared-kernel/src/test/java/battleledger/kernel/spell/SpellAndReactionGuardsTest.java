package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Contingent;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Spot;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

/**
 * Guards of spells and reactions that no test asked before GUARDS.md listed them (issue 10, item 2: guards are named
 * policies that can be listed): each refuses with its code and cites its rule.
 */
class SpellAndReactionGuardsTest {

    static Creature wren() {
        return Creature.named("wren").hp(30).wizard(11, "magic-missile", "counterspell", "contingency", "fireball",
                "cone-of-cold");
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").hp(30).sword("1d6");
    }

    /** Wren leaves the reach of the orc she walked up to: the orc is offered its opportunity attack. */
    static Scene wrenLeavesTheOrc(Creature orc) {
        return Scene.of(Creature.named("ann").hp(30).sword("1d8"), orc)
                .then(new Move("ann", 10, List.of(), List.of("orc"), false))
                .then(new Move("ann", 5, List.of("orc"), List.of(), false));
    }

    @Test
    @DisplayName("001 › Magic › Targets: a spell that targets creatures names one to as many as it takes")
    void aSpellAtNobodyIsRefused() {
        Scene.of(wren(), orc()).when("wren", CastSpell.at("wren", "magic-missile", List.of()))
                .thenRejectedWith("invalid-targets");
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action: \"$trigger\" names what set off a readied spell, "
            + "and a spell cast on one's turn has none")
    void theTriggerOfASpellNotReadiedIsRefused() {
        Scene.of(wren(), orc()).when("wren", CastSpell.at("wren", "magic-missile", List.of("$trigger")))
                .thenRejectedWith("no-trigger");
    }

    @Test
    @DisplayName("002 › Sequences: a spell aimed at a spell needs a casting in the sequence to aim at")
    void counterspellWithNoCastingToCounterIsRefused() {
        Scene.of(orc(), wren()).when("wren", CastSpell.at("wren", "counterspell", List.of("orc")))
                .thenRejectedWith("no-spell-to-target");
    }

    @Test
    @DisplayName("001 › Magic › Casting a Spell: a contingency holds a spell of 5th level or lower that targets only "
            + "its caster")
    void aContingencyHoldingAFireballIsRefused() {
        Scene.of(wren(), orc()).whenBeforeCombat("wren", CastSpell.at("wren", "contingency", List.of())
                        .holding(new Contingent("fireball", null, null,
                                new Trigger("HitPointsBelow", new Trigger.Who("self", null), null, 10))))
                .thenRejectedWith("invalid-contingency");
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: a bluffed casting pretends a level from the spell's "
            + "own to 9th")
    void aBluffAtTheTenthLevelIsRefused() {
        Scene.of(wren(), orc()).when("wren", new CastSpell("wren", "magic-missile", 10, null, List.of("orc"), null,
                null, false, null).bluffed()).thenRejectedWith("invalid-level");
    }

    @Test
    @DisplayName("003 › Areas of Effect: a cone starts at its caster and is aimed at a point away from it")
    void aConeAimedAtItsCastersCornerIsRefused() {
        Scene.of(wren().at(0, 0), orc().at(4, 0)).options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES,
                        EncounterOptions.AreaMethod.DMG, false))
                .when("wren", new CastSpell("wren", "cone-of-cold", null, null, List.of(), new Spot(0, 0), null,
                        false, null)).thenRejectedWith("invalid-point");
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn › Reactions: an opportunity attack offers no defence to roll")
    void defendingWhenNoDefenceIsOfferedIsRefused() {
        wrenLeavesTheOrc(orc()).when("orc", new Defend("orc", "dodge", null)).thenRejectedWith("no-defence-offered");
    }

    @Test
    @DisplayName("001 › Combat › Movement in Combat › Opportunity Attacks: \"you make one melee attack\"")
    void anOpportunityAttackWithABowIsRefused() {
        wrenLeavesTheOrc(orc().bow("1d6")).when("orc", new DeclareReaction("orc", "bow", null))
                .thenRejectedWith("melee-only");
    }

    @Test
    @DisplayName("001 › Combat › Taking a Turn › Reactions: \"you can't take another one until the start of your next "
            + "turn\"")
    void aSecondReactionInARoundIsRefused() {
        wrenLeavesTheOrc(orc().wizard(5, "shield")).then("orc", new DeclareReaction("orc", null, null), 1, 1, 1)
                .when("orc", CastSpell.at("orc", "shield", List.of())).thenRejectedWith("no-reaction");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics: the playtest's rolls are not pushed (pushing is Dragonbane's)")
    void pushingARollInThePlaytestIsRefused() {
        Scene.of(wren(), orc()).when("wren", new PushRoll("wren", 0)).thenRejectedWith("pushing-not-in-ruleset");
    }
}
