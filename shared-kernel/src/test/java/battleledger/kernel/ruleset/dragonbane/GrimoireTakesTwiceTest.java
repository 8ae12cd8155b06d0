package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.TurnEvent.ActionForgone;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.orc;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Grimoire: "In an emergency, you can cast spells directly from the grimoire, but it takes twice as long as
 * normal." In combat a cast takes the round's action; one read from the grimoire takes the next round's as well.
 */
class GrimoireTakesTwiceTest {

    /** Vera has learned levitate and birdsong but prepared neither; the orc stands by. Casting rolls 5, then 6. */
    static GivenWhenThen veraWithoutPreparedSpells() {
        StatBlock vera = SpellDefenceTest.mage("vera", List.of("levitate", "birdsong"));
        vera = new StatBlock(vera.id(), vera.name(), vera.side(), vera.abilities(), vera.level(), vera.ac(), vera.hp(),
                vera.speed(), vera.size(), vera.position(), vera.attacks(), vera.spells(), vera.slots(),
                vera.resistances(), vera.vulnerabilities(), vera.immunities(), vera.monster(), vera.villain(),
                vera.hitDie(), vera.magic(), vera.creatureType(), vera.gear(), vera.attributes(), vera.skills(),
                vera.wp(), vera.armor(), new Mage("elementalism", List.of(), true, null, null, null, null));
        CreateEncounter create = new CreateEncounter("study", "The burning study", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(5, 6))));
        return given(Fixtures.history(create, new AddCombatant(vera), new AddCombatant(orc("orc", null)),
                new StartCombat(List.of(), List.of())));
    }

    static CastSpell fromTheGrimoire(String spell, Integer power) {
        return new CastSpell("vera", spell, null, null, List.of(), null, null, false, null, power, null, null, true,
                null);
    }

    @Test
    @DisplayName("004 › Grimoire: \"it takes twice as long as normal\" — Vera reads levitate from her grimoire in round 1, "
            + "and in round 2 her action has gone to it too")
    void castingFromTheGrimoireTakesTheNextRoundsActionToo() {
        GivenWhenThen read = veraWithoutPreparedSpells().when("vera", fromTheGrimoire("levitate", 1)).andThen()
                .when(new EndTurn("vera")).andThen();
        GivenWhenThen round2 = read.when(new EndTurn("orc")).then(events -> {
            ActionForgone forgone = all(events, ActionForgone.class).get(0);
            assertThat(forgone.actor()).isEqualTo("vera");
            assertThat(forgone.rule()).isEqualTo("004 › Casting Spells › Grimoire");
        }).andThen();
        round2.when("vera", fromTheGrimoire("birdsong", null)).thenRejectedWith("action-used");
    }

    /**
     * Found by a helper trying the service: Vera's dodge in round 2, before her turn, was taken, and at her turn she
     * forwent one action, not two.
     */
    @Test
    @DisplayName("004 › Grimoire: round 2's action went to Vera's cast from the grimoire, so when the orc's axe strikes her in round 2 before her turn she cannot dodge it (409 no-action-left: a dodge replaces the round's action) and lets it land")
    void theNextRoundsActionIsNotThereForADodgeEither() {
        // the orc (dealt first this time) waits; Vera's casting roll 5; round 2: the orc's axe 3 hits, its 1D8 4
        StatBlock vera = veraWithoutPreparedSpells().state().battle().combatant("vera").stats();
        CreateEncounter create = new CreateEncounter("study", "The burning study", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(5, 3, 4))));
        GivenWhenThen struck = given(Fixtures.history(create, new AddCombatant(orc("orc", null)),
                new AddCombatant(vera), new StartCombat(List.of(), List.of()))).when(new EndTurn("orc")).andThen()
                .when("vera", fromTheGrimoire("levitate", 1)).andThen().when(new EndTurn("vera")).andThen()
                .when("orc", new Attack("orc", "vera", "axe", null, false, ProtectorTest.NEAR)).andThen();
        assertThat(struck.state().battle().round()).isEqualTo(2);
        assertThat(struck.state().battle().offers()).as("the blow waits, as for any reaction").hasSize(1);
        struck.when("vera", new Defend("vera", "dodge", null)).thenRejectedWith("no-action-left");
        struck.when("vera", new PassReaction("vera"))
                .then(events -> assertThat(all(events, DamageDealt.class)).hasSize(1));
    }

    @Test
    @DisplayName("004 › Grimoire: a prepared spell, or none at all, leaves the next round's action free")
    void withoutTheGrimoireTheNextRoundIsFree() {
        veraWithoutPreparedSpells().when(new EndTurn("vera")).andThen().when(new EndTurn("orc"))
                .then(events -> assertThat(all(events, ActionForgone.class)).isEmpty());
    }

    /** Vera knows Magic Seal, a ritual of a stretch, with sealing wax at hand; prepared or not. */
    static GivenWhenThen veraAtTheDoor(boolean prepared) {
        StatBlock vera = SpellDefenceTest.mage("vera", List.of("magic-seal"));
        vera = new StatBlock(vera.id(), vera.name(), vera.side(), vera.abilities(), vera.level(), vera.ac(), vera.hp(),
                vera.speed(), vera.size(), vera.position(), vera.attacks(), vera.spells(), vera.slots(),
                vera.resistances(), vera.vulnerabilities(), vera.immunities(), vera.monster(), vera.villain(),
                vera.hitDie(), vera.magic(), vera.creatureType(), vera.gear(), vera.attributes(), vera.skills(),
                vera.wp(), vera.armor(), new Mage("elementalism", prepared ? List.of("magic-seal") : List.of(), true,
                        null, List.of("sealing wax"), null, null));
        CreateEncounter create = new CreateEncounter("door", "The sealed door", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(List.of(5, 5))));
        return given(Fixtures.history(create, new AddCombatant(vera)));
    }

    @Test
    @DisplayName("004 › Casting Time: \"rituals, which take a stretch of time or even a shift to perform\" — Vera's Magic "
            + "Seal moves the clock 15 minutes; read from the grimoire, 30 (004 › Grimoire: \"twice as long\")")
    void aRitualTakesItsStretchOfGameTime() {
        CastSpell seal = new CastSpell("vera", "magic-seal", null, null, List.of(), null, null, false, null, null,
                null, null, null, null);
        veraAtTheDoor(true).when("vera", seal).then(events ->
                assertThat(all(events, battleledger.kernel.event.SpellEvent.RitualTimeSpent.class).get(0).seconds())
                        .isEqualTo(15 * 60))
                .thenState(s -> assertThat(s.battle().time().seconds()).isEqualTo(15 * 60));
        veraAtTheDoor(false).when("vera", new CastSpell("vera", "magic-seal", null, null, List.of(), null, null, false,
                null, null, null, null, true, null))
                .thenState(s -> assertThat(s.battle().time().seconds()).isEqualTo(30 * 60));
    }
}
