package battleledger.kernel;

import battleledger.kernel.GuardScanner.Site;
import battleledger.kernel.rules.Rule;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Guards are named policies that can be listed (issue 10, item 2): every refusal code the kernel raises, its kind,
 * the rule it cites, the guard (file › method) that raises it and the tests that expect it, written to
 * {@code GUARDS.md} at the repository's root. A file of its own beside {@code RULES.md}: that one is keyed by the
 * citation and written by {@link RulesIndexTest}, this one by the refusal code, which is what a client sees.
 *
 * <p>A test expects a code when it asserts a refusal with it: {@code thenRejectedWith("code")},
 * {@code hasFieldOrPropertyWithValue("code", "code")}, {@code .code()).isEqualTo("code")}, a service test's
 * {@code .problem(409, "code")}, a scenario file's {@code refused: code:}, a README answer {@code # 409 {"code":...}}
 * (run by ReadmeExamplesTest); a code passed in counts where it is written: a row of a {@code @CsvSource} of a test
 * that asserts a refusal with a parameter, or a literal passed as a helper's or record's {@code String code} (or
 * {@code ...Refused}) parameter ({@link GuardExpectations}). A raised code no test expects fails, unless it is
 * listed in {@link #KNOWN_WITHOUT_TEST} with why; so does a listed one a test now expects (take it off the list).
 * Regenerate {@code GUARDS.md}: {@code ./mvnw -B -o -q -pl shared-kernel verify -Dtest=GuardsIndexTest
 * -Dguards.write=true -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class GuardsIndexTest {

    static final Path ROOT = Path.of("..");
    static final Path GUARDS = ROOT.resolve("GUARDS.md");
    static final Path KERNEL = Path.of("src/main/java");
    static final List<Path> TESTS = List.of(Path.of("src/test/java"), ROOT.resolve("services/ledger/src/test/java"));
    static final List<Path> SCENARIOS = List.of(Path.of("src/test/resources/scenarios"));
    static final Path ERROR_RESPONSES = ROOT.resolve(
            "services/ledger/src/main/java/battleledger/ledger/openapi/ErrorResponses.java");
    /** The status each kind answers with (ProblemHandlers.status). */
    static final Map<String, String> STATUS = Map.of("invalid", "400", "notFound", "404", "forbidden", "403",
            "conflict", "409", "unknown", "422", "illegal", "422");

    /**
     * Refusal codes the kernel raises that no test expects, each with why: a guard that no command reaches today,
     * kept as a defence. Every other code is asserted; the tests written for the codes GUARDS.md first found
     * unasserted are the *GuardsTest files.
     */
    static final Map<String, String> KNOWN_WITHOUT_TEST = Map.of(
            "cannot-speak", "shadowed: the only condition that stops speech (paralyzed) also stops acting, and "
                    + "Acting.ableToAct refuses first on every path a cast takes (on its turn, as a reaction, readied, "
                    + "out of combat)",
            "nothing-readied", "shadowed: the battle offers a readied reaction only to a creature whose action is "
                    + "readied (sequence/Readiness), so the answer finds it readied",
            "ruleset-not-available", "no RulesetId lacks a ruleset today (playtest and dragonbane are both built); "
                    + "the guard waits for a ruleset named before it is built (DESIGN.md, Rulesets)");

    static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    static final Pattern RULE_REFERENCE = Pattern.compile(
            "(?<![\\w$])(?:[a-z]\\w*\\.)*([A-Z]\\w*)\\.([A-Z][A-Z0-9_]*)\\b(\\s*\\.\\s*rule\\s*\\(\\s*\\))?");

    /** One refusal code: its kinds, the rules cited (constant → citation), the guards and the tests. */
    record Guarded(String code, Set<String> kinds, Map<String, String> rules, Set<String> computed,
                   Set<String> guards, Set<String> tests, Set<String> uncited) {
    }

    record Index(Map<String, Guarded> codes, List<Site> sites, List<String> unreadable,
                 Map<String, Set<String>> documented) {
    }

    @Test
    void everyRefusalCodeIsExpectedByATest() throws IOException {
        Index index = index();
        List<String> untested = index.codes().values().stream().filter(g -> g.tests().isEmpty())
                .map(Guarded::code).toList();
        assertThat(untested).as("refusal codes no test expects (assert them, or list them in KNOWN_WITHOUT_TEST)")
                .containsExactlyInAnyOrderElementsOf(KNOWN_WITHOUT_TEST.keySet());
    }

    @Test
    void everyRefusalIsReadByTheScanner() throws IOException {
        Index index = index();
        assertThat(index.unreadable()).as("refusals whose code is neither a literal nor a String constant")
                .isEmpty();
        assertThat(index.codes()).as("the kernel's refusal codes").hasSizeGreaterThan(100)
                .containsKeys("not-your-turn", "gm-only", "action-used");
    }

    @Test
    void guardsMdIsTheIndexOfTheGuardsAsTheyAre() throws IOException {
        String now = GuardsMarkdown.markdown(index(), KNOWN_WITHOUT_TEST);
        if (Boolean.getBoolean("guards.write")) {
            Files.writeString(GUARDS, now);
        }
        assertThat(Files.exists(GUARDS) ? Files.readString(GUARDS) : "")
                .as("GUARDS.md is generated: -Dguards.write=true writes it again").isEqualTo(now);
    }

    static Index index() throws IOException {
        List<Path> kernel = RulesIndexTest.javaFiles(KERNEL);
        Map<String, String> constants = new HashMap<>();
        Map<String, String> classes = new HashMap<>(); // simple name → binary name, for the rule constants
        for (Path file : kernel) {
            String simple = file.getFileName().toString().replace(".java", "");
            classes.put(simple, KERNEL.relativize(file).toString().replace('\\', '/').replace(".java", "")
                    .replace('/', '.'));
            Matcher m = GuardScanner.STRING_CONSTANT.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                constants.put(simple + "." + m.group(1), m.group(2));
            }
        }
        List<Site> sites = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (Path file : kernel) {
            String name = KERNEL.relativize(file).toString().replace('\\', '/').replace("battleledger/kernel/", "");
            if (name.equals("RuleViolation.java")) {
                continue; // the factories themselves
            }
            sites.addAll(GuardScanner.sites(name, Files.readString(file, StandardCharsets.UTF_8), constants,
                    unreadable));
        }
        Map<String, Guarded> codes = new TreeMap<>();
        for (Site s : sites) {
            Guarded g = codes.computeIfAbsent(s.code(), c -> new Guarded(c, new TreeSet<>(), new TreeMap<>(),
                    new TreeSet<>(), new TreeSet<>(), new TreeSet<>(), new TreeSet<>()));
            g.kinds().add(s.kind());
            g.guards().add(s.file() + " › " + s.guard());
            if (s.ruleExpression() == null) {
                g.uncited().add(s.file() + " › " + s.guard());
            } else {
                Map<String, String> cited = rules(s.ruleExpression(), classes);
                g.rules().putAll(cited);
                if (cited.isEmpty()) {
                    g.computed().add(s.ruleExpression());
                }
            }
        }
        GuardExpectations.add(codes);
        return new Index(codes, sites, unreadable, documented(codes.keySet()));
    }

    /** The rule constants a rule expression names, resolved to their citations ("Playtest.X" → "001 › ..."). */
    static Map<String, String> rules(String expression, Map<String, String> classes) {
        Map<String, String> out = new TreeMap<>();
        Matcher m = RULE_REFERENCE.matcher(expression);
        while (m.find()) {
            String binary = classes.get(m.group(1));
            if (binary == null) {
                continue;
            }
            try {
                Object value = Class.forName(binary).getField(m.group(2)).get(null);
                if (m.group(3) != null) {
                    value = value.getClass().getMethod("rule").invoke(value);
                }
                if (value instanceof Rule r) {
                    out.put(m.group(1) + "." + m.group(2) + (m.group(3) == null ? "" : ".rule()"), r.citation());
                }
            } catch (ReflectiveOperationException e) {
                // not a rule constant (a field of another kind): not a citation
            }
        }
        return out;
    }

    /** The statuses under which the service's ErrorResponses documents each code (empty: not documented). */
    static Map<String, Set<String>> documented(Set<String> codes) throws IOException {
        Map<String, Set<String>> out = new TreeMap<>();
        codes.forEach(c -> out.put(c, new TreeSet<>()));
        if (!Files.exists(ERROR_RESPONSES)) {
            return out;
        }
        String text = Files.readString(ERROR_RESPONSES, StandardCharsets.UTF_8);
        Matcher put = Pattern.compile("STATUSES\\.put\\(\\s*\"(\\w+)\"(.*?)\\}\\);", Pattern.DOTALL).matcher(text);
        while (put.find()) {
            StringBuilder description = new StringBuilder();
            Matcher literal = LITERAL.matcher(put.group(2));
            while (literal.find()) {
                description.append(literal.group(1));
            }
            Matcher word = Pattern.compile("[a-z0-9]+(?:-[a-z0-9]+)*").matcher(description);
            while (word.find()) {
                if (out.containsKey(word.group())) {
                    out.get(word.group()).add(put.group(1));
                }
            }
        }
        return out;
    }
}
