package battleledger.kernel;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The kernel's main classes as ArchUnit sees them, imported once for every architecture test of the run. */
public final class KernelClasses {

    private static JavaClasses main;

    private KernelClasses() {
    }

    public static synchronized JavaClasses main() {
        if (main == null) {
            main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("battleledger.kernel");
        }
        return main;
    }
}
