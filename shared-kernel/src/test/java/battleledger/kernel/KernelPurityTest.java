package battleledger.kernel;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;
import java.util.Random;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The kernel is a pure decider (DESIGN.md, Layout and The kernel is a decider): no framework, no JDBC, no clock, no
 * unseeded randomness, no I/O. The enforcer rule in the pom keeps such libraries off the compile classpath; this
 * test keeps the JDK's own clocks, random generators and I/O out of the code.
 */
class KernelPurityTest {

    private static JavaClasses kernel;

    @BeforeAll
    static void importKernel() {
        kernel = battleledger.kernel.KernelClasses.main();
    }

    @Test
    void theKernelImportsNoFrameworkNoJdbcAndNoJackson() {
        ArchRule rule = noClasses().should().dependOnClassesThat().resideInAnyPackage(
                "io.micronaut..", "org.axonframework..", "java.sql..", "javax.sql..", "com.fasterxml..",
                "jakarta..", "javax.persistence..", "org.springframework..", "org.h2..", "org.postgresql..");
        rule.check(kernel);
    }

    @Test
    void theKernelReadsNoClock() {
        noClasses().should().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(Instant.class, "now")
                .orShould().callMethod(LocalDate.class, "now")
                .orShould().callMethod(LocalDateTime.class, "now")
                .orShould().callMethod(ZonedDateTime.class, "now")
                .orShould().dependOnClassesThat().areAssignableTo(Clock.class)
                .check(kernel);
    }

    @Test
    void theKernelDrawsNoUnseededRandomness() {
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName(Random.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.security.SecureRandom")
                .orShould().dependOnClassesThat().resideInAPackage("java.util.random..")
                .orShould().callMethod(Math.class, "random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.UUID")
                .check(kernel);
    }

    @Test
    void theKernelDoesNoIo() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio.file..", "java.net..",
                        "java.nio.channels..")
                .orShould().dependOnClassesThat().areAssignableTo(Thread.class)
                .check(kernel);
    }
}
