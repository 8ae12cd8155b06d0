package battleledger.kernel;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.assertj.core.api.Assertions.assertThat;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The kernel's packages form layers, each using only those below it, and no two packages use each other (issue 10:
 * dice → model → grid → events/state → rulesets → sequence engine → decider). A rule that reaches up, or two
 * packages that need each other, fail the build: the layer it belongs to is the question to answer, not an import to
 * add.
 */
class KernelLayersTest {

    /** Bottom first; a layer may use every layer listed before it. */
    static final Map<String, String[]> LAYERS = layers(
            "refusals and citations", "battleledger.kernel", "battleledger.kernel.rules..",
            "battleledger.kernel.support..",
            "|dice", "battleledger.kernel.dice..",
            "|model and commands", "battleledger.kernel.model..", "battleledger.kernel.command..",
            "|grid", "battleledger.kernel.grid..",
            "|events and state", "battleledger.kernel.event..", "battleledger.kernel.state..",
            "|the battlefield and spells as data", "battleledger.kernel.battlefield..", "battleledger.kernel.magic..",
            "|the ruleset seam", "battleledger.kernel.ruleset",
            "|what a rule reads (Facts) and returns (Outcome), and the loop that folds", "battleledger.kernel.decision..",
            "|the rulesets' numbers", "battleledger.kernel.ruleset.playtest..", "battleledger.kernel.ruleset.dragonbane..",
            "|setting up", "battleledger.kernel.setup..",
            "|combat", "battleledger.kernel.combat..",
            "|spells, rulings and exploration", "battleledger.kernel.spell..", "battleledger.kernel.gm..",
            "battleledger.kernel.exploration..",
            "|the sequence engine and the timeline", "battleledger.kernel.sequence..", "battleledger.kernel.timeline..",
            "|the decider", "battleledger.kernel.decider..",
            "|around the decider", "battleledger.kernel.audit..", "battleledger.kernel.simulation..",
            "battleledger.kernel.narration..");

    private static JavaClasses kernel;

    @BeforeAll
    static void importKernel() {
        kernel = battleledger.kernel.KernelClasses.main();
    }

    @Test
    void noTwoKernelPackagesUseEachOther() {
        slices().matching("battleledger.kernel.(**)").should().beFreeOfCycles().check(kernel);
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        LayeredArchitecture architecture = layeredArchitecture().consideringOnlyDependenciesInLayers();
        List<String> names = new ArrayList<>(LAYERS.keySet());
        for (String name : names) {
            architecture = architecture.layer(name).definedBy(LAYERS.get(name));
        }
        for (int i = 0; i < names.size() - 1; i++) {
            architecture = architecture.whereLayer(names.get(i))
                    .mayOnlyBeAccessedByLayers(names.subList(i + 1, names.size()).toArray(String[]::new));
        }
        architecture.whereLayer(names.get(names.size() - 1)).mayNotBeAccessedByAnyLayer().check(kernel);
    }

    /**
     * Issue 10, item 2: "Rules become functions of what they read, returning events (or a typed refusal); only the
     * loop folds." A rule reads {@code Facts} and returns an {@code Outcome}; the {@code Decision} that folds is the
     * loop's alone: the decision package, the decider that runs it, and the timeline's re-deciding of earlier
     * commands (which runs the loop again on a scratch battle). A method or lambda anywhere else that takes a
     * Decision fails the build.
     */
    @Test
    void onlyTheLoopHoldsTheDecision() {
        List<String> loop = List.of("battleledger.kernel.decision.", "battleledger.kernel.decider.",
                "battleledger.kernel.timeline.Redecider", "battleledger.kernel.timeline.ManualRolls",
                "battleledger.kernel.timeline.Overriding", "battleledger.kernel.timeline.Revoking");
        List<String> holding = kernel.stream()
                .filter(c -> loop.stream().noneMatch(c.getName()::startsWith))
                .flatMap(c -> c.getCodeUnits().stream())
                .filter(u -> u.getRawParameterTypes().stream()
                        .anyMatch(t -> t.getName().equals("battleledger.kernel.decision.Decision")))
                .map(u -> u.getFullName()).sorted().toList();
        assertThat(holding).as("rules that take the loop's Decision instead of reading Facts").isEmpty();
    }

    @Test
    void everyKernelPackageIsInALayer() {
        List<String> packages = kernel.stream().map(JavaClass::getPackageName).distinct().sorted().toList();
        for (String p : packages) {
            boolean placed = LAYERS.values().stream().flatMap(Arrays::stream).anyMatch(l -> l.endsWith("..")
                    ? (p + ".").startsWith(l.substring(0, l.length() - 1)) : p.equals(l));
            assertThat(placed).as("%s has a layer in KernelLayersTest", p).isTrue();
        }
    }

    /** "name", packages..., "|next name", packages... */
    private static Map<String, String[]> layers(String... spec) {
        Map<String, String[]> out = new LinkedHashMap<>();
        String name = null;
        List<String> packages = new ArrayList<>();
        for (String s : spec) {
            if (name == null || s.startsWith("|")) {
                if (name != null) {
                    out.put(name, packages.toArray(String[]::new));
                }
                name = s.startsWith("|") ? s.substring(1) : s;
                packages = new ArrayList<>();
            } else {
                packages.add(s);
            }
        }
        out.put(name, packages.toArray(String[]::new));
        return out;
    }
}
