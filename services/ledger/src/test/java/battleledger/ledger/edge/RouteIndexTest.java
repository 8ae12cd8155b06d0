package battleledger.ledger.edge;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: the routes a path can match, by their templates' segments ({@link IndexedRouter}). The index may answer
 * more routes than match (the router matches each), never fewer.
 */
class RouteIndexTest {

    private final RouteIndex<String> index = new RouteIndex<>();

    RouteIndexTest() {
        for (String template : new String[] {"/", "/encounters", "/encounters/{id}", "/encounters/{id}/combatants{?as,after}",
            "/encounters/{id}/log{?after}{&limit}", "/encounters/{id}/tokens/{tokenId}", "/rulesets/{ruleset}/spells",
            "/rulesets/dragonbane/spells"}) {
            index.add(template, template);
        }
    }

    @Test
    void aPathFindsTheTemplatesWhoseLiteralsAndPlainVariablesItFillsAndNoOthers() {
        assertThat(index.candidates("/encounters/ambush/combatants"))
                .containsExactly("/encounters/{id}/combatants{?as,after}");
        assertThat(index.candidates("/encounters/ambush/log/")).containsExactly("/encounters/{id}/log{?after}{&limit}");
        assertThat(index.candidates("/encounters/ambush")).containsExactly("/encounters/{id}");
        assertThat(index.candidates("/encounters")).containsExactly("/encounters");
        assertThat(index.candidates("/")).containsExactly("/");
        assertThat(index.candidates("/encounters/ambush/tokens")).isEmpty();
    }

    @Test
    void aLiteralAndAVariableOfTheSameSegmentAreBothCandidatesInTheOrderAdded() {
        assertThat(index.candidates("/rulesets/dragonbane/spells"))
                .containsExactly("/rulesets/{ruleset}/spells", "/rulesets/dragonbane/spells");
        assertThat(index.candidates("/rulesets/playtest/spells")).containsExactly("/rulesets/{ruleset}/spells");
    }

    @Test
    void aTemplateWithASegmentTheIndexDoesNotReadIsACandidateForEveryPathReachingIt() {
        RouteIndex<String> odd = new RouteIndex<>();
        for (String template : new String[] {"/files/{+path}", "/docs{/page}", "/a{?q}/b", "/x/y", "x/z"}) {
            odd.add(template, template);
        }
        assertThat(odd.candidates("/files/a/b/c")).containsExactly("/files/{+path}", "/docs{/page}", "/a{?q}/b", "x/z");
        assertThat(odd.candidates("/files")).containsExactly("/files/{+path}", "/docs{/page}", "/a{?q}/b", "x/z");
        assertThat(odd.candidates("/x/y")).containsExactly("/docs{/page}", "/a{?q}/b", "/x/y", "x/z");
        // a variable with a modifier in the first segment, a query part before the path's end, no leading '/':
        // every path's
        assertThat(odd.candidates("/nothing/here")).containsExactly("/docs{/page}", "/a{?q}/b", "x/z");
    }

    @Test
    void aPathTheIndexDoesNotReadIsLeftToEveryRoute() {
        for (String path : new String[] {"", "encounters", "//encounters", "/encounters//combatants",
            "/encounters/%61/combatants", "/encounters?after=3", "/encounters#top", "/encounters;v=1"}) {
            assertThat(index.candidates(path)).as(path).isNull();
        }
    }
}
