package battleledger.kernel;

import battleledger.kernel.GuardScanner.Site;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The scanner behind GUARDS.md reads a refusal however it is written, and names the method that raises it. */
class GuardScannerTest {

    static final String SOURCE = """
            package x;

            final class Checks {
                static final String LATE = "too-late";

                // throw RuleViolation.conflict("in-a-comment", null, "not a guard");
                static void onTurn(Decision d) {
                    if (d.late()) {
                        throw RuleViolation
                                .conflict(
                                        LATE,
                                        Rules.TAKING_A_TURN, "spread over lines, the code a constant");
                    }
                    String s = "RuleViolation.illegal(\\"in-a-string\\", null, \\"\\")";
                    d.items().forEach(i -> {
                        if (i == null) {
                            throw RuleViolation.invalid("missing-item", "in a lambda: " + s);
                        }
                    });
                }

                record Box(int size) {
                    Box {
                        if (size < 0) {
                            throw new RuleViolation(RuleViolation.Kind.INVALID, "negative-box", null, "a record's own");
                        }
                    }
                }

                static RuleViolation again(RuleViolation v) {
                    return new RuleViolation(v.kind(), v.code(), v.rule(), "a rethrow is no guard of its own");
                }

                static <T> void generic(java.util.List<T> items) throws java.io.IOException {
                    throw RuleViolation.notFound("nothing-here", "plain");
                }
            }
            """;

    @Test
    void aRefusalIsReadWhereverItIsWrittenAndNamedByItsMethod() {
        List<String> unreadable = new ArrayList<>();
        List<Site> sites = GuardScanner.sites("x/Checks.java", SOURCE, Map.of(), unreadable);
        assertThat(unreadable).isEmpty();
        assertThat(sites).containsExactlyInAnyOrder(
                new Site("too-late", "conflict", "Rules.TAKING_A_TURN", "x/Checks.java", "onTurn"),
                new Site("missing-item", "invalid", null, "x/Checks.java", "onTurn"),
                new Site("nothing-here", "notFound", null, "x/Checks.java", "generic"),
                new Site("negative-box", "invalid", null, "x/Checks.java", "Box.Box"));
    }

    @Test
    void aFactoryImportedStaticallyIsReadToo() {
        String source = """
                import static battleledger.kernel.RuleViolation.conflict;

                class Z {
                    void m() {
                        throw conflict("not-now", Rules.TAKING_A_TURN, "imported");
                    }
                }
                """;
        assertThat(GuardScanner.sites("z/Z.java", source, Map.of(), new ArrayList<>()))
                .containsExactly(new Site("not-now", "conflict", "Rules.TAKING_A_TURN", "z/Z.java", "m"));
    }

    @Test
    void aCodeThatIsNeitherALiteralNorAConstantIsReported() {
        List<String> unreadable = new ArrayList<>();
        GuardScanner.sites("y/Y.java", "class Y { void m(String c) { throw RuleViolation.invalid(c, \"x\"); } }",
                Map.of(), unreadable);
        assertThat(unreadable).containsExactly("y/Y.java:1 (c)");
        List<String> kinds = new ArrayList<>();
        GuardScanner.sites("k/K.java", "class K { RuleViolation m(RuleViolation.Kind k) { return new RuleViolation(k, "
                + "\"made-up\", null, \"x\"); } }", Map.of(), kinds);
        assertThat(kinds).hasSize(1).allMatch(u -> u.startsWith("k/K.java:1 (a kind that is no Kind constant"));
    }

    @Test
    void aRuleConstantOrAnEnumsRuleIsResolvedToItsCitation() {
        // the constants' holders by a name of the test's own, so RulesIndexTest does not count this as a rule's test
        Map<String, String> classes = Map.of("Seed", "battleledger.kernel.rules.Playtest",
                "Condition", "battleledger.kernel.model.Condition");
        assertThat(GuardsIndexTest.rules("cone ? Seed.DEAD : Condition.CHARMED.rule()", classes))
                .containsEntry("Seed.DEAD", "001 › Damage and Dying › Dead")
                .containsKey("Condition.CHARMED.rule()");
        assertThat(GuardsIndexTest.rules("stuck.get(0).rule()", classes)).isEmpty();
    }

    @Test
    void aTestExpectsTheCodesItAssertsARefusalWith() {
        String test = """
                class T {
                    @ParameterizedTest
                    @CsvSource({"hp 0, out-of-bounds", "id gm, invalid-id"})
                    void refused(String what, String code) {
                        given().when(add(what)).thenRejectedWith(code);
                    }

                    record Rule(String quote, String spellRefused) {
                    }

                    static final Rule BLIND = new Rule("a blind caster", "cannot-see-target");

                    void direct() {
                        scene.when(new Hustle("ann")).thenRejectedWith("action-used");
                        assertThatThrownBy(() -> x()).hasFieldOrPropertyWithValue("code", "zero-wp");
                        api.get("/x").problem(409,
                                "not-your-turn");
                        assertThat(v.code()).isEqualTo("dice-out-of-bounds");
                        // thenRejectedWith("in-a-comment")
                        scene.then(new Modifier("prone", -2));
                    }
                }
                """;
        assertThat(GuardExpectations.read(test, List.of("out-of-bounds", "invalid-id", "cannot-see-target",
                "action-used", "zero-wp", "not-your-turn", "dice-out-of-bounds", "in-a-comment", "prone")).keySet())
                .containsExactlyInAnyOrder("out-of-bounds", "invalid-id", "cannot-see-target", "action-used",
                        "zero-wp", "not-your-turn", "dice-out-of-bounds");
    }
}
