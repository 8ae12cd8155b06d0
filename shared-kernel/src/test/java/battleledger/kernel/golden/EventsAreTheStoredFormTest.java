package battleledger.kernel.golden;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * Events are the stored form (issue 10): they carry their own payload records ({@code DeclaredAction},
 * {@code LastingEffect}) and values of the model, never the state's records, so a change to the state's model
 * cannot silently change what the store holds; the state converts (it folds events, so it may read them).
 */
class EventsAreTheStoredFormTest {

    @Test
    void theEventPackageDependsOnNoStateClass() {
        JavaClasses kernel = battleledger.kernel.KernelClasses.main();
        noClasses().that().resideInAPackage("battleledger.kernel.event..")
                .should().dependOnClassesThat().resideInAPackage("battleledger.kernel.state..")
                .check(kernel);
    }
}
