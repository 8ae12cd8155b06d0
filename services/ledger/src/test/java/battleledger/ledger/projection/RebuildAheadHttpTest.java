package battleledger.ledger.projection;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: a rebuild reads and folds the next group of encounters while it writes the one before, outside the
 * writers' lock. The projection may write an encounter further in between; the rows must then not go back to the
 * fold made before it did.
 */
@MicronautTest(transactional = false)
class RebuildAheadHttpTest {

    @Inject
    EmbeddedServer server;
    @Inject
    Rebuilder rebuilder;

    @Test
    @DisplayName("a fold made ahead that the projection overtook is folded again, and the rows stay where they were")
    void aFoldOvertakenByTheProjectionIsFoldedAgain() {
        Session b = battle("overtaken");
        int stepFolded = b.summary().get("step").asInt();
        List<Rebuilder.Folded> ahead = rebuilder.foldAll(List.of("overtaken"));
        long foldedTo = ahead.get(0).latest().sequence();
        endTurns(b, 2); // the projection writes these after the fold read the store
        JsonNode[] before = answers(b);
        assertThat(before[0].get("step").asInt()).isGreaterThan(stepFolded);

        long events = rebuilder.rebuild(List.of("overtaken"), ahead);

        assertThat(events).as("folded again, with the events after the fold made ahead").isGreaterThan(foldedTo + 1);
        assertThat(answers(b)).containsExactly(before);
        assertThat(b.verified()).isTrue();
    }

    @Test
    @DisplayName("a fold made ahead that nothing overtook is written as it is")
    void aFoldNothingOvertookIsWrittenAsItIs() {
        Session b = battle("not-overtaken");
        JsonNode[] before = answers(b);
        List<Rebuilder.Folded> ahead = rebuilder.foldAll(List.of("not-overtaken"));

        long events = rebuilder.rebuild(List.of("not-overtaken"), ahead);

        assertThat(events).isEqualTo(ahead.get(0).events());
        assertThat(answers(b)).containsExactly(before);
        assertThat(b.verified()).isTrue();
    }

    private Session battle(String id) {
        Session b = Session.create(new Api(server.getURL()), "{\"id\":\"" + id + "\",\"name\":\"Ahead\",\"seed\":7}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        endTurns(b, 1);
        return b;
    }

    private static JsonNode[] answers(Session b) {
        return new JsonNode[]{b.summary(), b.read("combatants"), b.read("log"), b.read("timeline")};
    }

    private static void endTurns(Session b, int n) {
        for (int i = 0; i < n; i++) {
            String actor = b.summary().get("turn").get("actor").asText();
            b.command(Session.endTurn(actor));
        }
    }
}
