package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.narration.Narrator;
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
 * 004 › Casting Spells › Duration: "Concentration: The effect ceases if you perform another action, take damage, or
 * fail a WIL roll for resisting fear." The log says when it ceases, as it says it for a parry or a dodge, not only
 * /state: Mira (card 3; WIL 12) levitates, concentrating, from before the battle; Vera (card 1; Elementalism 14)
 * burns her with a fireball or casts Fear at her.
 */
class ConcentrationEndsInTheLogTest {

    private static GivenWhenThen table(Integer... dice) {
        List<Integer> script = new java.util.ArrayList<>(List.of(5)); // Mira's levitation, before combat
        script.addAll(DragonbaneEncounterTest.script(dice));
        CreateEncounter create = new CreateEncounter("tower", "The mage tower", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(script)));
        return given(Fixtures.history(new EncounterCommand[]{create,
                new AddCombatant(SpellDefenceTest.mage("vera", List.of("fireball", "fear"))),
                new AddCombatant(orc("orc", null)), new AddCombatant(SpellDefenceTest.mage("mira", List.of("levitate"))),
                new CastSpell("mira", "levitate", null, null, List.of(), null, null, false, null, 1, null, null, null,
                        null),
                new StartCombat(List.of(), List.of())}));
    }

    private static CastSpell vera(String spell) {
        return new CastSpell("vera", spell, null, null, List.of("mira"), null, null, false, null, 1, null, null,
                null, null);
    }

    @Test
    @DisplayName("004 › Duration › Concentration: \"The effect ceases if you ... take damage\" — Mira lets Vera's fireball land (7 damage), and the damage's line says her levitation ends")
    void theDamageLineSaysTheConcentrationEnds() {
        GivenWhenThen struck = table(5, 3, 4).when("vera", vera("fireball")).andThen();
        struck.when("mira", new PassReaction("mira")).then(events -> {
            DamageDealt damage = all(events, DamageDealt.class).get(0);
            assertThat(Narrator.narrate(struck.state().battle(), damage).text())
                    .isEqualTo("mira takes 7 damage (12 → 5 hit points). mira stops concentrating on levitate.");
        }).thenState(s -> assertThat(s.battle().combatant("mira").casting().will().concentration()).isNull());
    }

    @Test
    @DisplayName("004 › Duration › Concentration: \"or fail a WIL roll for resisting fear\" — Mira rolls 15 against her WIL 12 to resist Vera's Fear, and the roll's line says her levitation ends")
    void theFailedFearRollSaysTheConcentrationEnds() {
        GivenWhenThen table = table(5, 15);
        table.when("vera", vera("fear")).then(events -> {
            SpellResisted resisted = all(events, SpellResisted.class).get(0);
            assertThat(Narrator.narrate(table.state().battle(), resisted).text())
                    .endsWith("fails and is scared. mira stops concentrating on levitate.");
        }).thenState(s -> assertThat(s.battle().combatant("mira").casting().will().concentration()).isNull());
    }

    @Test
    @DisplayName("004 › Duration › Concentration: Mira resisting the Fear (rolls 3) keeps concentrating, and the line says nothing of it")
    void aResistedFearLeavesTheConcentrationUnsaid() {
        GivenWhenThen table = table(5, 3);
        table.when("vera", vera("fear")).then(events -> {
            SpellResisted resisted = all(events, SpellResisted.class).get(0);
            assertThat(Narrator.narrate(table.state().battle(), resisted).text()).doesNotContain("concentrating");
        }).thenState(s -> assertThat(s.battle().combatant("mira").casting().will().concentration())
                .isEqualTo("levitate"));
    }
}
