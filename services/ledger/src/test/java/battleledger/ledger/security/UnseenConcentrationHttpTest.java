package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Found by a helper trying the service as a new user: an imp (innate spellcasting) cast silence unseen, and while
 * `/log`, `/effects` and `/grid` kept its caster from a spectator, `/combatants` showed the imp concentrating on it,
 * point and all. 000 › Perceiving a Caster at Work: with innate casting "it's normally impossible to determine who
 * cast the spell"; a creature's concentration names it as the caster, so it is the GM's and its own player's; and so
 * does a spell list in which only the imp knows silence.
 */
@MicronautTest(transactional = false)
class UnseenConcentrationHttpTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aSpellNobodySawCastIsNoOnesConcentrationButToTheGmAndTheCastersPlayer() {
        Api api = new Api(server.getURL());
        Session s = Session.create(api, "{\"name\":\"Imp at the well\",\"seed\":9,\"options\":{\"grid\":\"squares\","
                + "\"dice\":{\"mode\":\"scripted\",\"script\":[20,1,5,5,5,5,5,5,5,5]}}}");
        s.command("{\"type\":\"AddCombatant\",\"from\":\"srd:imp\",\"id\":\"imp\",\"side\":\"fiends\","
                + "\"position\":{\"x\":6,\"y\":3},\"spells\":[\"silence\"],\"slots\":{\"2\":2},"
                + "\"magic\":{\"ability\":\"cha\",\"innate\":true,\"training\":2}}");
        s.command("{\"type\":\"AddCombatant\",\"combatant\":{\"id\":\"ann\",\"name\":\"Ann\",\"side\":\"party\","
                + "\"abilities\":{\"str\":10,\"dex\":14,\"con\":12,\"int\":10,\"wis\":12,\"cha\":10},\"level\":3,"
                + "\"ac\":14,\"hp\":24,\"speed\":30,\"position\":{\"x\":1,\"y\":1},\"attacks\":[]}}");
        String spectator = api.issue(s.id(), "{\"role\":\"spectator\"}");
        String annsPlayer = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        String impsPlayer = api.issue(s.id(), "{\"role\":\"player\",\"combatants\":[\"imp\"]}");
        s.command("{\"type\":\"StartCombat\"}");
        assertThat(s.summary().path("turn").path("actor").asText()).isEqualTo("imp");
        s.command("{\"type\":\"CastSpell\",\"actor\":\"imp\",\"spell\":\"silence\",\"targets\":[],"
                + "\"point\":{\"x\":2,\"y\":2}}");

        String path = "/encounters/" + s.id() + "/combatants?after=" + s.position();
        JsonNode gm = imp(api.get(path).expect(200).json()).get("concentration");
        assertThat(gm.get("spell").asText()).as("the GM reads what the imp keeps up").isEqualTo("silence");
        assertThat(gm.get("caster").asText()).isEqualTo("imp");
        assertThat(imp(api.as(impsPlayer).get(path).expect(200).json()).get("concentration").get("spell").asText())
                .as("so does the imp's own player").isEqualTo("silence");
        for (String reader : new String[]{spectator, annsPlayer}) {
            JsonNode read = api.as(reader).get(path).expect(200).json();
            assertThat(imp(read).get("concentration").isNull()).as("nobody else reads the imp concentrating").isTrue();
            assertThat(read.findValues("concentration")).allSatisfy(c -> assertThat(c.isNull()).isTrue());
            // nor which spells the imp knows: the only one that knows silence would be its caster
            assertThat(imp(read).at("/spellcasting/spells").isNull()).isTrue();
            assertThat(read.toString()).doesNotContain("silence");
        }
        // the zone itself stays in sight, its caster kept out as before
        JsonNode effects = api.as(spectator).get("/encounters/" + s.id() + "/effects?after=" + s.position())
                .expect(200).json();
        assertThat(effects.findValues("spell")).extracting(JsonNode::asText).contains("silence");
        assertThat(effects.findValue("caster").isNull()).isTrue();
    }

    private static JsonNode imp(JsonNode fighters) {
        for (JsonNode f : fighters) {
            if ("imp".equals(f.get("id").asText())) {
                return f;
            }
        }
        throw new AssertionError("no imp among " + fighters);
    }
}
