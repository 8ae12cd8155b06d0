package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 12: a client that lost the answer to a command sends it again with the same {@code Idempotency-Key} and
 * learns whether it was taken, without the command being decided twice.
 */
@MicronautTest(transactional = false)
class IdempotencyKeyHttpTest extends ServedApi {

    static final String KEY = "Idempotency-Key";


    /** ann (Dex 10) and the orc (Dex 10), initiative scripted 18 and 3: ann's turn first. */
    private Session started(String id) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"Keys\",\"seed\":3,"
                + "\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":[18,3,7,7,7,7]}}}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.add(Session.combatant("orc", "orcs", 10, 15));
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return s;
    }

    private Api.Answer send(Session s, String body, String key) {
        return api.post("/encounters/" + s.id() + "/commands", body, KEY, key);
    }

    private int steps(Session s) {
        return api.get("/encounters/" + s.id() + "/timeline?after=" + Long.MAX_VALUE).expect(200).json().size();
    }

    @Test
    void aCommandSentAgainWithTheSameKeyAndBodyIsAnsweredWithTheOriginalStepAndNotDecidedAgain() {
        Session s = started("keys-again");
        JsonNode first = send(s, Session.endTurn("ann"), "9c1e7c3a-5f0e-4c55-a5c4-6a8f0d9b2e11").expect(200).json();
        int stepsAfterFirst = steps(s);

        // the answer was lost: the client sends it again, as it was
        JsonNode again = send(s, Session.endTurn("ann"), "9c1e7c3a-5f0e-4c55-a5c4-6a8f0d9b2e11").expect(200).json();

        assertThat(again).isEqualTo(first); // the same step, position and events: not "not-your-turn"
        assertThat(steps(s)).isEqualTo(stepsAfterFirst);
        assertThat(api.get("/encounters/" + s.id() + "?after=" + Long.MAX_VALUE).expect(200).json()
                .get("turn").get("actor").asText()).isEqualTo("orc");
        assertThat(s.verified()).isTrue();
    }

    @Test
    void theKeyAsAStructuredFieldStringIsTheSameKeyAsBare() {
        Session s = started("keys-quoted");
        JsonNode first = send(s, Session.endTurn("ann"), "\"turn-1\"").expect(200).json();
        assertThat(send(s, Session.endTurn("ann"), "turn-1").expect(200).json()).isEqualTo(first);
    }

    @Test
    void aKeyFirstSentWithAnotherBodyIsRefused422AndChangesNothing() {
        Session s = started("keys-reused");
        send(s, Session.endTurn("ann"), "k-1").expect(200);
        int before = steps(s);

        JsonNode problem = send(s, Session.endTurn("orc"), "k-1").problem(422, "idempotency-key-reused");

        assertThat(problem.get("detail").asText()).contains("k-1");
        assertThat(steps(s)).isEqualTo(before);
    }

    @Test
    void aRefusedCommandStoresNoKeySoTheKeyStaysFreeForTheCommandTaken() {
        Session s = started("keys-refused");
        send(s, Session.endTurn("orc"), "k-2").problem(409, "not-your-turn");
        send(s, Session.endTurn("orc"), "k-2").problem(409, "not-your-turn"); // decided again: still not its turn
        // the key was never taken, so a command taken with it now is a first
        assertThat(send(s, Session.endTurn("ann"), "k-3").expect(200).json().get("step").asInt()).isEqualTo(5);
    }

    @Test
    void keysBelongToTheirEncounter() {
        Session one = started("keys-one");
        Session two = started("keys-two");
        JsonNode a = send(one, Session.endTurn("ann"), "shared").expect(200).json();
        JsonNode b = send(two, Session.endTurn("ann"), "shared").expect(200).json();
        assertThat(b.get("position").asLong()).isNotEqualTo(a.get("position").asLong());
    }

    @Test
    void aKeyThatIsNotOneIsBadInput() {
        Session s = started("keys-bad");
        send(s, Session.endTurn("ann"), "x".repeat(256)).problem(400, "invalid-idempotency-key");
        send(s, Session.endTurn("ann"), "two words").problem(400, "invalid-idempotency-key");
        send(s, Session.endTurn("ann"), "\"\"").problem(400, "invalid-idempotency-key");
        assertThat(steps(s)).isEqualTo(4); // nothing was decided
    }

    @Test
    void theSameCommandSentManyTimesAtOnceWithOneKeyIsTakenOnceAndEveryAnswerIsThatStep() throws Exception {
        Session s = started("keys-at-once");
        int copies = 8;
        ExecutorService pool = Executors.newFixedThreadPool(copies);
        List<Future<Api.Answer>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < copies; i++) {
                answers.add(pool.submit(() -> send(s, Session.endTurn("ann"), "at-once")));
            }
            Set<JsonNode> distinct = new HashSet<>();
            for (Future<Api.Answer> f : answers) {
                distinct.add(f.get().expect(200).json());
            }
            assertThat(distinct).hasSize(1);
        } finally {
            pool.shutdownNow();
        }
        assertThat(steps(s)).isEqualTo(5);
        assertThat(s.verified()).isTrue();
    }
}
