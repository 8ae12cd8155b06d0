package battleledger.kernel;

import battleledger.kernel.GuardsIndexTest.Guarded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which tests expect which refusal code (for {@link GuardsIndexTest}): a test expects a code when it asserts a
 * refusal with it. Read from the kernel's and the service's tests, the Dusk scenario files and the README's answers.
 */
final class GuardExpectations {

    static final String CODE = "\"([a-z0-9]+(?:-[a-z0-9]+)*)\"";
    /** A refusal asserted with the code spelled in place. */
    static final List<Pattern> EXPECTS = List.of(
            Pattern.compile("thenRejectedWith\\(\\s*" + CODE),
            Pattern.compile("hasFieldOrPropertyWithValue\\(\\s*\"code\"\\s*,\\s*" + CODE),
            Pattern.compile("\\.problem\\(\\s*\\d{3}\\s*,\\s*" + CODE));
    /** A statement that reads a refusal's code ({@code v.code()}, {@code Dropped::code}): its literals are expected. */
    static final Pattern READS_CODE = Pattern.compile("(?:\\.code\\(\\)|::code\\b)[^;]*;");
    /** A refusal asserted with a code passed in (a parameter): the test's parameter sources name the codes. */
    static final Pattern EXPECTS_INDIRECTLY = Pattern.compile("(?:thenRejectedWith|\\.problem)\\(\\s*[a-z]");
    /** A refusal assertion, whatever its argument. */
    static final Pattern ASSERTION = Pattern.compile("(?:thenRejectedWith|\\.problem)\\(");
    /** The sources of a parameterized test: the cells of their rows are expected. */
    static final Pattern PARAMETERS = Pattern.compile("@(?:CsvSource|ValueSource)\\s*\\(");
    /** A method or record of the test with a String parameter that carries a code ("code", "spellRefused"). */
    static final Pattern DECLARATION = Pattern.compile("\\b([A-Za-z_]\\w*)\\s*\\(([^()]*\\bString\\s+\\w*(?:code|Code|"
            + "refused|Refused)\\b[^()]*)\\)\\s*(?:implements[^{]*|throws[^{]*)?\\{");
    static final Pattern SCENARIO_CODE = Pattern.compile("(?m)^\\s*code:\\s*\"?([a-z0-9-]+)\"?\\s*$");
    static final Pattern README_ANSWER = Pattern.compile("(?m)^# (\\d{3}) \\{\"code\":\"([a-z0-9-]+)\"");

    /** The index and its scanner name codes without testing them. */
    static final java.util.Set<String> NOT_TESTS = java.util.Set.of("GuardsIndexTest", "GuardScannerTest",
            "GuardExpectations", "GuardsMarkdown", "GuardScanner");

    private GuardExpectations() {
    }

    /** Adds the tests that expect each code. */
    static void add(Map<String, Guarded> codes) throws IOException {
        for (Path dir : GuardsIndexTest.TESTS) {
            for (Path file : RulesIndexTest.javaFiles(dir)) {
                String name = file.getFileName().toString().replace(".java", "");
                if (NOT_TESTS.contains(name)) {
                    continue;
                }
                String raw = Files.readString(file, StandardCharsets.UTF_8);
                inTest(codes, name, raw, GuardScanner.mask(raw));
            }
        }
        for (Path dir : GuardsIndexTest.SCENARIOS) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (var files = Files.walk(dir)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                    Matcher m = SCENARIO_CODE.matcher(Files.readString(file, StandardCharsets.UTF_8));
                    while (m.find()) {
                        expect(codes, m.group(1), "scenario " + dir.relativize(file).toString().replace('\\', '/'));
                    }
                }
            }
        }
        Path readme = GuardsIndexTest.ROOT.resolve("README.md");
        if (Files.exists(readme)) {
            Matcher m = README_ANSWER.matcher(Files.readString(readme, StandardCharsets.UTF_8));
            while (m.find()) {
                expect(codes, m.group(2), "README (ReadmeExamplesTest)");
            }
        }
    }

    static void inTest(Map<String, Guarded> codes, String name, String raw, String masked) {
        for (Pattern p : EXPECTS) {
            Matcher m = p.matcher(raw);
            while (m.find()) {
                if (masked.charAt(m.start()) != ' ') { // not in a comment
                    expect(codes, m.group(1), name);
                }
            }
        }
        Matcher reads = READS_CODE.matcher(masked);
        while (reads.find()) {
            literals(raw.substring(reads.start(), reads.end()), codes, name);
        }
        Matcher asserted = ASSERTION.matcher(masked);
        while (asserted.find()) { // the literals of the assertion's own arguments ("a ? \"x\" : \"y\"")
            literals(String.join(",", GuardScanner.arguments(raw, masked, asserted.end())), codes, name);
        }
        if (EXPECTS_INDIRECTLY.matcher(masked).find()) {
            Matcher rows = PARAMETERS.matcher(masked);
            while (rows.find()) {
                int end = rows.end();
                for (int depth = 1; end < masked.length() && depth > 0; end++) {
                    depth += masked.charAt(end) == '(' ? 1 : masked.charAt(end) == ')' ? -1 : 0;
                }
                literals(raw.substring(rows.end(), end), codes, name);
            }
        }
        Matcher d = DECLARATION.matcher(masked);
        while (d.find()) {
            List<String> parameters = GuardScanner.arguments(masked, masked, d.start(2));
            for (int i = 0; i < parameters.size(); i++) {
                if (parameters.get(i).matches("(?:final\\s+)?String\\s+\\w*(?:code|Code|refused|Refused)")) {
                    passed(codes, name, raw, masked, d.group(1), i);
                }
            }
        }
    }

    /** The literal codes passed at {@code index} to the method or record {@code callee} in the test. */
    static void passed(Map<String, Guarded> codes, String name, String raw, String masked, String callee, int index) {
        Matcher call = Pattern.compile("(?<![\\w$])" + Pattern.quote(callee) + "\\s*\\(").matcher(masked);
        while (call.find()) {
            List<String> args = GuardScanner.arguments(raw, masked, call.end());
            if (args.size() > index && args.get(index).matches("\"[a-z0-9-]+\"")) {
                expect(codes, args.get(index).substring(1, args.get(index).length() - 1), name);
            }
        }
    }

    /** Expects the codes the string literals of the text spell, a CSV row's cells too. */
    static void literals(String text, Map<String, Guarded> codes, String test) {
        Matcher m = GuardsIndexTest.LITERAL.matcher(text);
        while (m.find()) {
            for (String token : m.group(1).split("[^a-z0-9-]+")) {
                expect(codes, token, test);
            }
        }
    }

    static void expect(Map<String, Guarded> codes, String code, String test) {
        Guarded g = codes.get(code);
        if (g != null) {
            g.tests().add(test);
        }
    }

    /** For a test of the scanner: the tests a Java test source is read to expect, by code. */
    static Map<String, Guarded> read(String source, List<String> known) {
        Map<String, Guarded> codes = new java.util.TreeMap<>();
        known.forEach(c -> codes.put(c, new Guarded(c, new java.util.TreeSet<>(), new java.util.TreeMap<>(),
                new java.util.TreeSet<>(), new java.util.TreeSet<>(), new java.util.TreeSet<>(),
                new java.util.TreeSet<>())));
        inTest(codes, "T", source, GuardScanner.mask(source));
        codes.values().removeIf(g -> g.tests().isEmpty());
        return codes;
    }
}
