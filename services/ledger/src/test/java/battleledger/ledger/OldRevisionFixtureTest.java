package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import javax.sql.DataSource;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN.md › Replay and audit: "an old stream must still load after an event changes". The fixture is a battle
 * stored when InitiativeRolled was at revision 1 (its Dexterity score was called "dex"); it loads through the
 * upcaster, replays into the projections, verifies, and takes new commands.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class OldRevisionFixtureTest {

    @Inject
    EmbeddedServer server;
    @Inject
    DataSource dataSource;

    Api api;
    long last;

    @BeforeAll
    void storeTheRevisionOneStream() throws Exception {
        api = new Api(server.getURL());
        JsonNode rows;
        try (InputStream in = getClass().getResourceAsStream("/fixtures/encounter-revision-1.json")) {
            rows = Api.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        assertThat(rows).anySatisfy(r -> {
            assertThat(r.get("payloadType").asText()).isEqualTo("InitiativeRolled");
            assertThat(r.get("payloadRevision").asText()).isEqualTo("1");
            assertThat(r.get("payload").asText()).contains("\"dex\":");
        });
        try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
             PreparedStatement ps = c.prepareStatement("INSERT INTO domain_event_entry (event_identifier, "
                     + "aggregate_identifier, sequence_number, aggregate_type, time_stamp, payload_type, "
                     + "payload_revision, payload, meta_data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (JsonNode r : rows) {
                ps.setString(1, r.get("eventIdentifier").asText());
                ps.setString(2, r.get("aggregateIdentifier").asText());
                ps.setLong(3, r.get("sequenceNumber").asLong());
                ps.setString(4, r.get("aggregateType").asText());
                ps.setString(5, r.get("timeStamp").asText());
                ps.setString(6, r.get("payloadType").asText());
                ps.setString(7, r.get("payloadRevision").asText());
                ps.setBytes(8, r.get("payload").asText().getBytes(StandardCharsets.UTF_8));
                ps.setBytes(9, r.get("metaData").isNull() ? null
                        : r.get("metaData").asText().getBytes(StandardCharsets.UTF_8));
                ps.executeUpdate();
            }
        }
        JsonNode events = api.get("/encounters/fixture-r1/events").expect(200).json();
        last = events.get(events.size() - 1).get("position").asLong();
    }

    @Test
    @Order(1)
    void theOldStreamLoadsUpcastToTheCurrentRevision() {
        JsonNode events = api.get("/encounters/fixture-r1/events").expect(200).json();
        assertThat(events).hasSize(41);
        JsonNode rolled = null;
        for (JsonNode e : events) {
            if (e.get("type").asText().equals("InitiativeRolled")) {
                rolled = e;
                break;
            }
        }
        assertThat(rolled).isNotNull();
        assertThat(rolled.get("revision").asText()).isEqualTo("2");
        assertThat(rolled.get("payload").has("dex")).isFalse();
        assertThat(rolled.get("payload").get("dexScore").asInt()).isEqualTo(14);
    }

    @Test
    @Order(2)
    void theOldStreamReplaysIntoTheProjectionsAndVerifies() {
        JsonNode initiative = api.get("/encounters/fixture-r1/initiative?after=" + last).expect(200).json();
        assertThat(initiative).hasSize(3);
        assertThat(initiative).anySatisfy(p -> assertThat(p.get("dex").asInt()).isEqualTo(14));
        JsonNode timeline = api.get("/encounters/fixture-r1/timeline?after=" + last).expect(200).json();
        assertThat(timeline.get(5).get("status").asText()).isEqualTo("revoked");
        JsonNode verify = api.get("/encounters/fixture-r1/verify").expect(200).json();
        assertThat(verify.get("firstDifference").isNull()).as(verify.toString()).isTrue();
        assertThat(verify.get("verified").asBoolean()).isTrue();
        assertThat(verify.get("steps").asInt()).isEqualTo(12);
    }

    @Test
    @Order(3)
    void theOldEncounterTakesNewCommands() {
        JsonNode summary = api.get("/encounters/fixture-r1?after=" + last).expect(200).json();
        String actor = summary.get("turn").get("actor").asText();
        JsonNode answer = api.post("/encounters/fixture-r1/commands",
                "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}").expect(200).json();
        assertThat(answer.get("step").asInt()).isEqualTo(13);
    }
}
