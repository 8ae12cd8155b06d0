package battleledger.ledger.rules;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.rules.RulesDefectsHttpTest.creature;
import static battleledger.ledger.rules.RulesDefectsHttpTest.types;
import static org.assertj.core.api.Assertions.assertThat;

/** Issue 17, the rules of 001 that were missing, as a client sees them: commands, fields and refusals. */
@MicronautTest(transactional = false)
class MissingRulesHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    @DisplayName("001 › Exploration › Time: the summary shows the game time — two rounds and ten minutes — and an "
            + "hour's spell ends when the clock says so")
    void theSummaryShowsTheGameTime() {
        Session s = Session.create(new Api(server.getURL()), "clock", 3);
        s.command(creature("ann", "party", 10));
        s.command(creature("orc", "orcs", 10));
        assertThat(s.summary().path("time").path("seconds").asLong()).isZero();
        assertThat(s.summary().path("time").path("text").asText()).isEqualTo("0 s");
        s.command("{\"type\":\"StartCombat\"}");
        JsonNode order = s.read("initiative");
        String first = order.get(0).path("combatant").asText();
        String second = order.get(1).path("combatant").asText();
        s.command("{\"type\":\"EndTurn\",\"actor\":\"" + first + "\"}");
        s.command("{\"type\":\"EndTurn\",\"actor\":\"" + second + "\"}");
        s.command("{\"type\":\"EndCombat\"}");
        s.command("{\"type\":\"PassTime\",\"minutes\":10}");
        JsonNode time = s.summary().path("time");
        assertThat(time.path("seconds").asLong()).isEqualTo(612);
        assertThat(time.path("text").asText()).isEqualTo("10 min 12 s");
    }
}
