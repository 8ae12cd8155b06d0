package battleledger.ledger.api;

import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, reads: the combatants are answered from memory while the encounter's projection has not moved. What a
 * client is answered never goes back: a read that waited for a command ({@code ?after=}) is followed, at once, by reads
 * without a position that show at least as much, however near the projector is to noting its commit; an undo (the
 * timeline moves on, the battle goes back) is shown as soon as it is projected.
 */
@MicronautTest(transactional = false)
class CachedCombatantsHttpTest extends ServedApi {

    @Test
    void aReadAfterACommandIsNeverFollowedByAnOlderAnswer() {
        Session s = Session.create(api, "{\"id\":\"cached-grows\",\"name\":\"Grows\",\"seed\":3}");
        List<String> joined = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String id = "c" + i;
            s.add(Session.combatant(id, "party", 10, 10 + i));
            joined.add(id);
            assertThat(ids(s.read("combatants"))).as("waited for the command").isEqualTo(joined);
            for (int again = 0; again < 3; again++) {
                assertThat(ids(api.get("/encounters/cached-grows/combatants").expect(200).json()))
                        .as("read at once after it, without a position").isEqualTo(joined);
            }
        }
    }

    @Test
    void anUndoneCommandLeavesTheAnswerAsSoonAsTheUndoIsProjected() {
        Session s = Session.create(api, "{\"id\":\"cached-undo\",\"name\":\"Undo\",\"seed\":3}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.add(Session.combatant("orc", "orcs", 10, 15));
        assertThat(ids(s.read("combatants"))).containsExactly("ann", "orc");
        assertThat(ids(api.get("/encounters/cached-undo/combatants").expect(200).json())).containsExactly("ann", "orc");

        s.command("{\"type\":\"Undo\"}");
        assertThat(ids(s.read("combatants"))).containsExactly("ann");
        assertThat(ids(api.get("/encounters/cached-undo/combatants").expect(200).json())).containsExactly("ann");
        assertThat(api.get("/encounters/cached-undo/combatants?as=gm").expect(200).json().get(0).get("hp").asInt())
                .isEqualTo(20);
    }

    private static List<String> ids(JsonNode fighters) {
        List<String> ids = new ArrayList<>();
        fighters.forEach(f -> ids.add(f.get("id").asText()));
        return ids;
    }
}
