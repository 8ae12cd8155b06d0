package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.orc;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.whirlwind;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Casting Time: "casting a spell always counts as an action in combat. However, there are reaction spells which
 * are performed outside your own turn. ... reaction spells do not replace your regular action in the round." Vera
 * (card 1) knows the whirlwind and Protector, a reaction spell that answers a blow awaiting a parry or dodge; the orc
 * holds card 2. On the orc's turn, its blow at her awaiting her defence, her Protector costs her nothing but its WP;
 * on her own turn no blow awaits, so there is nothing for it to answer.
 */
class ReactionSpellTurnTest {

    private static StatBlock vera() {
        List<String> spells = List.of("whirlwind", "protector");
        return new StatBlock("vera", "Vera", "heroes", null, 0, 0, 12, 10, null, null,
                List.of(new AttackProfile("staff", "staves", 0, "1d8", "bludgeoning", 5, null)),
                spells, null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 10, "con", 12, "agl", 13, "int", 14, "wil", 12, "cha", 10),
                Map.of("elementalism", 14, "staves", 10), 10, 0,
                new Mage("elementalism", spells, true, null, null, null, null));
    }

    private static GivenWhenThen table(Integer... dice) {
        CreateEncounter create = new CreateEncounter("bridge", "The burning bridge", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(dice))));
        return given(Fixtures.history(create, new AddCombatant(vera()), new AddCombatant(orc("orc", null)),
                new AddCombatant(orc("goblin", null)), new StartCombat(List.of(), List.of())));
    }

    private static CastSpell protector() {
        return new CastSpell("vera", "protector", null, null, List.of("vera"), null, null, false, null, null, null,
                null, null, null, null);
    }

    @Test
    @DisplayName("004 › Casting Time: on her own turn no blow awaits anyone's parry or dodge, so Vera's Protector is refused (409 no-attack-awaits-defence, no WP spent) and her action is still there for the whirlwind")
    void aReactionSpellOnHerOwnTurnHasNothingToAnswer() {
        GivenWhenThen ownTurn = table(3, 5);
        ownTurn.when("vera", protector()).thenRejectedWith("no-attack-awaits-defence");
        ownTurn.when("vera", whirlwind())
                .then(events -> assertThat(all(events, SpellCastWithWillpower.class).get(0).usesAction()).isTrue());
    }

    @Test
    @DisplayName("004 › Casting Time: on the orc's turn, its axe at Vera awaiting her parry or dodge, her Protector \"does not replace her regular action\": she casts it twice, 2 WP each")
    void reactionSpellsOutsideHerTurnCostNoAction() {
        // the orc's axe 5 (axes 12) hits; each Protector: casting 3, the bane's d20 4 and 6 (the blow still hits)
        GivenWhenThen struck = table(5, 3, 4, 3, 6).when("vera", new EndTurn("vera")).andThen()
                .when("orc", new Attack("orc", "vera", "axe", null, false, new Situation(null, 5, false, null)))
                .andThen();
        GivenWhenThen twice = struck.when("vera", protector())
                .then(events -> assertThat(all(events, SpellCastWithWillpower.class).get(0).usesAction()).isFalse())
                .andThen().when("vera", protector())
                .then(events -> assertThat(all(events, SpellCastWithWillpower.class)).hasSize(1)).andThen();
        assertThat(twice.state().battle().turn()).as("still the orc's turn").isEqualTo("orc");
        assertThat(twice.state().battle().combatant("vera").casting().will().spent()).as("WP spent").isEqualTo(4);
        assertThat(twice.state().battle().offers()).as("the blow still awaits her defence").hasSize(1);
    }
}
