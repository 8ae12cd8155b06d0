package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The H2 file keeps everything: stop the service, start it on the same file, the battle goes on. */
class RestartTest {

    @TempDir
    Path data;

    /** The service on the test's database, the same one each time. */
    EmbeddedServer start() {
        return Contexts.onFile(data);
    }

    @Test
    void aBattleSurvivesARestartAndContinuesWhereItStopped() {
        String id;
        JsonNode summary;
        JsonNode combatants;
        JsonNode initiative;
        JsonNode log;
        long position;
        try (EmbeddedServer first = start()) {
            Api api = new Api(first.getURL());
            Session battle = Session.create(api, "Restarted", 99);
            battle.add(Session.combatant("ann", "party", 14, 20));
            battle.add(Session.combatant("orc", "orcs", 10, 15));
            battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
            String first1 = battle.summary().get("turn").get("actor").asText();
            battle.command("{\"type\":\"EndTurn\",\"actor\":\"" + first1 + "\"}");
            id = battle.id();
            position = battle.position();
            summary = battle.summary();
            combatants = battle.read("combatants");
            initiative = battle.read("initiative");
            log = battle.read("log");
        }
        try (EmbeddedServer second = start()) {
            Api api = new Api(second.getURL());
            String q = "?after=" + position;
            assertThat(api.get("/encounters/" + id + q).expect(200).json()).isEqualTo(summary);
            assertThat(api.get("/encounters/" + id + "/combatants" + q).expect(200).json()).isEqualTo(combatants);
            assertThat(api.get("/encounters/" + id + "/initiative" + q).expect(200).json()).isEqualTo(initiative);
            assertThat(api.get("/encounters/" + id + "/log" + q).expect(200).json()).isEqualTo(log);

            // the aggregate is folded again from the store and takes the next command as step 6
            String actor = summary.get("turn").get("actor").asText();
            JsonNode next = api.post("/encounters/" + id + "/commands",
                    "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}").expect(200).json();
            assertThat(next.get("step").asInt()).isEqualTo(6);
            JsonNode after = api.get("/encounters/" + id + "?after=" + next.get("position").asLong()).expect(200).json();
            assertThat(after.get("round").asInt()).isEqualTo(2);
        }
    }
}
