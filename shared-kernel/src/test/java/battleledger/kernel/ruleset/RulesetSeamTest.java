package battleledger.kernel.ruleset;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * DESIGN.md, Rulesets: "the numbers and resolution (d20 + modifier against a DC, or d20 under a skill). The sequence
 * engine, spell stages, grid geometry and event store are shared." A ruleset is one package behind {@link Ruleset};
 * what is shared names none.
 */
class RulesetSeamTest {

    private static JavaClasses kernel;

    @BeforeAll
    static void importKernel() {
        kernel = battleledger.kernel.KernelClasses.main();
    }

    @Test
    void theSequenceEngineTheGridTheTimelineAndTheDiceImportNoRuleset() {
        noClasses().that().resideInAnyPackage("battleledger.kernel.sequence..", "battleledger.kernel.grid..",
                        "battleledger.kernel.timeline..", "battleledger.kernel.dice..")
                .should().dependOnClassesThat().resideInAnyPackage("battleledger.kernel.ruleset..")
                .check(kernel);
    }

    @Test
    void onlyTheDeciderNamesTheRulesetThatPlaysAnEncounter() {
        noClasses().that().resideOutsideOfPackages("battleledger.kernel.ruleset.playtest..")
                .and().doNotHaveSimpleName("EncounterDecider")
                .should().dependOnClassesThat().resideInAPackage("battleledger.kernel.ruleset.playtest..")
                .check(kernel);
    }

    @Test
    void theSeamNamesNoRulesetOfItsOwn() {
        noClasses().that().resideInAPackage("battleledger.kernel.ruleset")
                .should().dependOnClassesThat().resideInAPackage("battleledger.kernel.ruleset.playtest..")
                .check(kernel);
    }
}
