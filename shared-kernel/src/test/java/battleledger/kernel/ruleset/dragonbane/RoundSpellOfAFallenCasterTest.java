package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SpellEvent.WillpowerEffectEnded;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Casting Spells › Duration: "Round: The effect lasts until your turn in the next round." Zed, a monster mage
 * (card 1; 5 HP, dies at 0), scares Vera with Fear in round 1; Vera (card 2) burns him to death with a fireball. Zed
 * has no turn in round 2, and his Fear must not last the battle: it ends when round 2's first turn begins.
 */
class RoundSpellOfAFallenCasterTest {

    private static StatBlock zed() {
        return new StatBlock("zed", "Zed", "orcs", null, 0, 0, 5, 10, null, null,
                List.of(new AttackProfile("staff", "staves", 0, "1d8", "bludgeoning", 5, null)),
                List.of("fear"), null, null, null, null, true, false, 0, null, null, null,
                Map.of("str", 10, "con", 12, "agl", 13, "int", 14, "wil", 12, "cha", 10),
                Map.of("mentalism", 14, "staves", 10), 10, 0,
                new Mage("mentalism", List.of("fear"), true, null, null, null, null));
    }

    /** Zed's Fear (casting 5) that Vera fails to resist (WIL 12, rolls 15). */
    private static GivenWhenThen scared() {
        CreateEncounter create = new CreateEncounter("crypt", "The crypt", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(5, 15, 3, 6, 6, 6, 6, 6))));
        return given(Fixtures.history(create, new AddCombatant(zed()),
                new AddCombatant(SpellDefenceTest.mage("vera", List.of("fireball"))),
                new StartCombat(List.of(), List.of()),
                new CastSpell("zed", "fear", null, null, List.of("vera"), null, null, false, null, 1, null, null,
                        null, null),
                new EndTurn("zed"),
                // Vera's fireball at power 2 (casting 3 and 6 with the bane of her fear; 4d6 = 24) kills Zed
                new CastSpell("vera", "fireball", null, null, List.of("zed"), null, null, false, null, 2, null, null,
                        null, null)));
    }

    @Test
    @DisplayName("004 › Duration › Round: Zed is dead and has no turn in round 2, so when round 2 begins with Vera's turn his Fear ends and she is no longer scared")
    void aDeadCastersRoundSpellEndsWhenTheNextRoundBegins() {
        GivenWhenThen table = scared();
        assertThat(table.state().battle().combatant("zed").dead()).isTrue();
        assertThat(table.state().battle().combatant("vera").conditions()).isNotEmpty();
        table.when("vera", new EndTurn("vera")).then(events -> {
            WillpowerEffectEnded ended = all(events, WillpowerEffectEnded.class).get(0);
            assertThat(ended.spell()).isEqualTo("fear");
            assertThat(ended.caster()).isEqualTo("zed");
        }).thenState(s -> assertThat(s.battle().combatant("vera").conditions()).isEmpty());
    }
}
