package battleledger.ledger;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.audit.Digest;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import javax.sql.DataSource;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN.md › Replay and audit: the state as of every step of a 1,000-step battle matches a fresh fold of its first
 * N steps; verify passes, and fails at the right step when a stored event is tampered with.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TimeTravelAndVerifyTest {

    static final int STEPS = 1000;
    static final ObjectMapper JSON = KernelJson.newMapper();

    @Inject
    EmbeddedServer server;
    @Inject
    EventStore eventStore;
    @Inject
    DataSource dataSource;

    Api api;
    Session battle;

    @BeforeAll
    void aThousandSteps() {
        api = new Api(server.getURL());
        battle = Session.create(api, "{\"id\":\"long-battle\",\"name\":\"Long battle\",\"seed\":2024}");
        String[] ids = {"ann", "bob", "cal", "dan", "orc", "gob"};
        for (int i = 0; i < ids.length; i++) {
            battle.add(Session.combatant(ids[i], i < 4 ? "party" : "monsters", 8 + i, 20));
        }
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[\"orc\"]}");
        long started = System.nanoTime();
        int step = 8;
        String actor = battle.summary().get("turn").get("actor").asText();
        List<String> order = new ArrayList<>();
        battle.read("initiative").forEach(p -> order.add(p.get("combatant").asText()));
        int at = order.indexOf(actor);
        while (step <= STEPS) {
            if (step % 50 == 0) {
                battle.command("{\"type\":\"Undo\"}");
                battle.command("{\"type\":\"Redo\"}");
                step += 2;
                continue;
            }
            battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + order.get(at) + "\"}");
            at = (at + 1) % order.size();
            step++;
        }
        System.out.printf("[measure] %d commands over HTTP in %d ms%n", STEPS - 7,
                (System.nanoTime() - started) / 1_000_000);
    }

    @Test
    void theStateAsOfEveryStepMatchesAFreshFoldOfThatManySteps() throws Exception {
        int last = battle.summary().get("step").asInt();
        assertThat(last).isGreaterThanOrEqualTo(STEPS);
        List<EncounterEvent> events = stored();
        EncounterDecider decider = new EncounterDecider();
        EncounterState fold = decider.initialState();
        int i = 0;
        long reading = 0;
        for (int step = 1; step <= last; step++) {
            while (i < events.size() && events.get(i).step() == step) {
                fold = decider.evolve(fold, events.get(i++));
            }
            long t = System.nanoTime();
            JsonNode state = api.get("/encounters/long-battle/state?step=" + step + "&after=" + battle.position())
                    .expect(200).json();
            reading += System.nanoTime() - t;
            assertThat(state.get("step").asInt()).isEqualTo(step);
            assertThat(state.get("digest").asText()).as("digest at step %d", step).isEqualTo(Digest.of(fold.battle()));
            assertThat(state.get("battle")).as("battle at step %d", step)
                    .isEqualTo(JSON.readTree(JSON.writeValueAsString(fold.battle())));
        }
        System.out.printf("[measure] state?step=N over HTTP: %d reads, %.2f ms each on average%n", last,
                reading / 1e6 / last);
        api.get("/encounters/long-battle/state?step=0").problem(422, "unknown-step");
        api.get("/encounters/long-battle/state?step=" + (last + 1)).problem(422, "unknown-step");
    }

    @Test
    void aLongBattleVerifies() {
        long t = System.nanoTime();
        JsonNode v = api.get("/encounters/long-battle/verify").expect(200).json();
        System.out.printf("[measure] verify of %d steps, %d events: %d ms%n", v.get("steps").asInt(),
                v.get("events").asInt(), (System.nanoTime() - t) / 1_000_000);
        assertThat(v.get("firstDifference").isNull()).as(v.toString()).isTrue();
        assertThat(v.get("verified").asBoolean()).isTrue();
        assertThat(v.get("steps").asInt()).isGreaterThanOrEqualTo(STEPS);
        assertThat(v.get("digest").asText()).hasSize(64);
    }

    @Test
    void verifyFailsAtTheStepWhoseStoredEventWasTamperedWith() throws Exception {
        Session b = Session.create(api, "{\"id\":\"tampered\",\"name\":\"Tampered\",\"seed\":77}");
        b.add(Session.combatant("ann", "party", 12, 20));
        b.add(Session.combatant("orc", "orcs", 10, 15));
        b.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        String first = b.summary().get("turn").get("actor").asText();
        b.command("{\"type\":\"EndTurn\",\"actor\":\"" + first + "\"}");
        assertThat(api.get("/encounters/tampered/verify").expect(200).json().get("verified").asBoolean()).isTrue();

        // someone edits the stored initiative roll of step 4 in the database
        try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
             PreparedStatement read = c.prepareStatement("SELECT sequence_number, payload FROM domain_event_entry "
                     + "WHERE aggregate_identifier = 'tampered' AND payload_type = 'InitiativeRolled' "
                     + "ORDER BY sequence_number")) {
            long sequence;
            String payload;
            try (ResultSet rs = read.executeQuery()) {
                assertThat(rs.next()).isTrue();
                sequence = rs.getLong(1);
                payload = new String(rs.getBytes(2), StandardCharsets.UTF_8);
            }
            JsonNode event = JSON.readTree(payload);
            int die = event.get("roll").get("dice").get(0).asInt();
            String forged = payload.replace("\"dice\":[" + die + "]", "\"dice\":[" + (die == 20 ? 1 : die + 1) + "]");
            assertThat(forged).isNotEqualTo(payload);
            try (PreparedStatement write = c.prepareStatement("UPDATE domain_event_entry SET payload = ? WHERE "
                    + "aggregate_identifier = 'tampered' AND sequence_number = ?")) {
                write.setBytes(1, forged.getBytes(StandardCharsets.UTF_8));
                write.setLong(2, sequence);
                assertThat(write.executeUpdate()).isEqualTo(1);
            }
        }
        JsonNode v = api.get("/encounters/tampered/verify").expect(200).json();
        assertThat(v.get("verified").asBoolean()).isFalse();
        assertThat(v.get("firstDifference").get("step").asInt()).isEqualTo(4);
        assertThat(v.get("firstDifference").get("what").asText()).contains("differs");
    }

    private List<EncounterEvent> stored() {
        List<EncounterEvent> events = new ArrayList<>();
        DomainEventStream stream = eventStore.readEvents("long-battle");
        while (stream.hasNext()) {
            events.add((EncounterEvent) stream.next().getPayload());
        }
        return events;
    }
}
