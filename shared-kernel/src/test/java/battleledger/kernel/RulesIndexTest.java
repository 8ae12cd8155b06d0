package battleledger.kernel;

import battleledger.kernel.rules.Design;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.GridRules;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.rules.Xanathar;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The citation is the key (issue 10): every {@link Rule} constant, the code that cites it and the tests that name
 * it, written to {@code RULES.md} at the repository's root so a rule is found from its citation at once. A test
 * names a rule by using the constant or by a display name that begins with the constant's exact citation
 * ({@code "001 › Combat › Initiative: ..."}).
 *
 * <p>The constants that still lack code or a test are listed here (and in {@code RULES.md}); a constant outside
 * those lists without code or a test fails, and so does a listed one that has both now (take it off the list).
 * Regenerate {@code RULES.md} after a change: {@code ./mvnw -B -o -q -pl shared-kernel verify -Dtest=RulesIndexTest
 * -Drules.write=true}.
 */
class RulesIndexTest {

    static final List<Class<?>> CITATIONS = List.of(Playtest.class, Dusk.class, Xanathar.class, GridRules.class,
            Design.class);
    static final Path ROOT = Path.of("..");
    static final Path RULES = ROOT.resolve("RULES.md");
    static final List<Path> CODE = List.of(Path.of("src/main/java"), ROOT.resolve("services/ledger/src/main/java"));
    static final List<Path> TESTS = List.of(Path.of("src/test/java"), ROOT.resolve("services/ledger/src/test/java"));
    static final Pattern DISPLAY_NAME = Pattern.compile("@DisplayName\\(\\s*\"([^\"]*)\"");

    /**
     * Constants no code cites, each with why (issue 10, item 7): a rule that is not built says so here. Every rule of
     * the backlog of issue 10 is now cited where it is decided.
     */
    static final Map<String, String> KNOWN_WITHOUT_CODE = Map.of();
    /**
     * Constants no test names, each with why. The rest of the backlog of issue 10 is named now: by a display name that
     * begins with the exact citation, or by the constant in the test that shows the rule.
     */
    static final Map<String, String> KNOWN_WITHOUT_TEST = Map.of(
            "Playtest.CAST_A_SPELL_ACTION", "cited only by the catalogue's action menu; no test shows that a spell of "
                    + "casting time 1 action spends the turn's action",
            "Playtest.ORDER_OF_OPERATIONS", "the effects are kept in the order cast (ActiveEffects), but no test shows "
                    + "an outcome that depends on that order");

    record Constant(String name, Rule rule) {
    }

    record Index(List<Constant> constants, Map<String, Set<String>> code, Map<String, Set<String>> tests,
                 List<String> unmatched, int citations) {
    }

    @Test
    void everyRuleConstantIsCitedByCodeAndNamedByATest() throws IOException {
        Index index = index();
        List<String> noCode = new ArrayList<>();
        List<String> noTest = new ArrayList<>();
        for (Constant c : index.constants()) {
            if (index.code().get(c.name()).isEmpty()) {
                noCode.add(c.name());
            }
            if (index.tests().get(c.name()).isEmpty()) {
                noTest.add(c.name());
            }
        }
        assertThat(noCode).as("constants no code cites (cite them, or list them in KNOWN_WITHOUT_CODE)")
                .containsExactlyInAnyOrderElementsOf(KNOWN_WITHOUT_CODE.keySet());
        assertThat(noTest).as("constants no test names (name them, or list them in KNOWN_WITHOUT_TEST)")
                .containsExactlyInAnyOrderElementsOf(KNOWN_WITHOUT_TEST.keySet());
    }

    @Test
    void rulesMdIsTheIndexOfTheCodeAsItIs() throws IOException {
        String now = markdown(index());
        if (Boolean.getBoolean("rules.write")) {
            Files.writeString(RULES, now);
        }
        assertThat(Files.exists(RULES) ? Files.readString(RULES) : "")
                .as("RULES.md is generated: -Drules.write=true writes it again").isEqualTo(now);
    }

    static Index index() throws IOException {
        List<Constant> constants = constants();
        Map<String, Set<String>> code = new LinkedHashMap<>();
        Map<String, Set<String>> tests = new LinkedHashMap<>();
        constants.forEach(c -> {
            code.put(c.name(), new TreeSet<>());
            tests.put(c.name(), new TreeSet<>());
        });
        for (Path dir : CODE) {
            for (Path file : javaFiles(dir)) {
                if (file.toString().replace('\\', '/').contains("/kernel/rules/")) {
                    continue;
                }
                for (String c : references(Files.readString(file, StandardCharsets.UTF_8))) {
                    if (code.containsKey(c)) {
                        code.get(c).add(display(file));
                    }
                }
            }
        }
        List<String> unmatched = new ArrayList<>();
        int citations = 0;
        for (Path dir : TESTS) {
            for (Path file : javaFiles(dir)) {
                String name = file.getFileName().toString().replace(".java", "");
                if (name.equals(RulesIndexTest.class.getSimpleName())) {
                    continue; // it lists the constants without testing them
                }
                String text = Files.readString(file, StandardCharsets.UTF_8);
                for (String c : references(text)) {
                    if (tests.containsKey(c)) {
                        tests.get(c).add(name);
                    }
                }
                Matcher m = DISPLAY_NAME.matcher(text);
                while (m.find()) {
                    String shown = m.group(1);
                    if (!shown.matches("^(\\d{3}|DESIGN) › .*")) {
                        continue;
                    }
                    citations++;
                    Constant best = null;
                    for (Constant c : constants) {
                        String cite = c.rule().citation();
                        if (shown.startsWith(cite) && (shown.length() == cite.length()
                                || ":;,".indexOf(shown.charAt(cite.length())) >= 0)
                                && (best == null || cite.length() > best.rule().citation().length())) {
                            best = c;
                        }
                    }
                    if (best == null) {
                        unmatched.add(name + ": " + shown);
                    } else {
                        tests.get(best.name()).add(name);
                    }
                }
            }
        }
        // the citation is the key: constants with the same citation are one rule, cited and tested together
        for (Constant a : constants) {
            for (Constant b : constants) {
                if (a != b && a.rule().equals(b.rule())) {
                    code.get(a.name()).addAll(code.get(b.name()));
                    tests.get(a.name()).addAll(tests.get(b.name()));
                }
            }
        }
        return new Index(constants, code, tests, unmatched, citations);
    }

    /** A source file as the repository names it. */
    static String display(Path file) {
        String f = file.toString().replace('\\', '/');
        return f.startsWith("../") ? f.substring(3) : "shared-kernel/" + f;
    }

    static final Pattern REFERENCE = Pattern.compile("(?<![\\w.])(Playtest|Dusk|Xanathar|GridRules|Design)"
            + "\\.([A-Z][A-Z0-9_]*)\\b");

    /** The constants a source file refers to, as "Class.NAME". */
    static Set<String> references(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = REFERENCE.matcher(text);
        while (m.find()) {
            out.add(m.group(1) + "." + m.group(2));
        }
        return out;
    }

    static List<Constant> constants() {
        List<Constant> out = new ArrayList<>();
        for (Class<?> holder : CITATIONS) {
            for (Field f : holder.getDeclaredFields()) {
                if (f.getType() == Rule.class && Modifier.isStatic(f.getModifiers())
                        && Modifier.isPublic(f.getModifiers())) {
                    try {
                        out.add(new Constant(holder.getSimpleName() + "." + f.getName(), (Rule) f.get(null)));
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return out;
    }

    static List<Path> javaFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    static String markdown(Index index) {
        StringBuilder out = new StringBuilder();
        out.append("# Rules: citation → code → test\n\n")
                .append("Generated by `shared-kernel/src/test/java/battleledger/kernel/RulesIndexTest.java` from the `Rule` ")
                .append("constants (`shared-kernel/src/main/java/battleledger/kernel/rules/`); do not edit by hand. ")
                .append("Regenerate:\n`./mvnw -B -o -q -pl shared-kernel verify -Dtest=RulesIndexTest -Drules.write=true`")
                .append(" (the test fails when this file is out of date).\n\n")
                .append("Find a rule from its citation: search this file for the citation (`001 › Combat › Initiative`); ")
                .append("its row names the constant, the files whose code cites it and the tests that name it (by the ")
                .append("constant, or by a display name that begins with the exact citation).\n\n");
        Map<String, List<Constant>> bySeed = new TreeMap<>();
        index.constants().forEach(c -> bySeed.computeIfAbsent(c.rule().seed(), k -> new ArrayList<>()).add(c));
        bySeed.forEach((seed, constants) -> {
            out.append("## ").append(seed).append("\n\n| citation | constant | code | tests |\n|---|---|---|---|\n");
            constants.stream().sorted(java.util.Comparator.comparing(c -> c.rule().citation())).forEach(c -> out
                    .append("| `").append(c.rule().citation()).append("` | `").append(c.name()).append("` | ")
                    .append(cell(index.code().get(c.name()), true)).append(" | ")
                    .append(cell(index.tests().get(c.name()), false)).append(" |\n"));
            out.append('\n');
        });
        long noCode = index.constants().stream().filter(c -> index.code().get(c.name()).isEmpty()).count();
        long noTest = index.constants().stream().filter(c -> index.tests().get(c.name()).isEmpty()).count();
        out.append("## Gaps\n\n").append(index.constants().size()).append(" constants; ").append(noCode)
                .append(" cited by no code, ").append(noTest).append(" named by no test. Of ")
                .append(index.citations()).append(" test display names that cite a rule, ")
                .append(index.citations() - index.unmatched().size())
                .append(" begin with a constant's exact citation.\n\n");
        java.util.function.BiConsumer<String, Map<String, String>> why = (title, known) -> {
            if (!known.isEmpty()) {
                out.append(title).append(":\n\n");
                new TreeMap<>(known).forEach((c, reason) -> out.append("- `").append(c).append("`: ").append(reason)
                        .append('\n'));
                out.append('\n');
            }
        };
        why.accept("Cited by no code, and why", KNOWN_WITHOUT_CODE);
        why.accept("Named by no test, and why", KNOWN_WITHOUT_TEST);
        out.append("Test display names that cite a rule but begin with no constant's exact citation:\n\n");
        index.unmatched().forEach(u -> out.append("- ").append(u.replace("|", "\\|")).append('\n'));
        return out.toString();
    }

    static String cell(Set<String> items, boolean paths) {
        if (items.isEmpty()) {
            return "—";
        }
        return String.join(", ", items.stream().map(i -> paths ? "`" + i.replaceFirst(".*/java/battleledger/", "")
                + "`" : i).toList());
    }
}
