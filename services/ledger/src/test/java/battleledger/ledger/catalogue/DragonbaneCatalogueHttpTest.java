package battleledger.ledger.catalogue;

import battleledger.ledger.Api;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** GET /rulesets/dragonbane/spells: Dragonbane's spells as data (004 › Casting Spells), checked against the document. */
@MicronautTest(transactional = false)
class DragonbaneCatalogueHttpTest {

    @Inject
    EmbeddedServer server;

    Api api() {
        return new Api(server.getURL());
    }

    @Test
    @DisplayName("004 › Casting Spells: tricks, every school, a reaction, a concentration, an area and a healing spell")
    void theCatalogueListsEnoughSpellsToPlayEveryRuleOf004() {
        JsonNode spells = api().get("/rulesets/dragonbane/spells").expect(200).json();
        assertThat(Table.texts(spells, "school")).contains("general", "animism", "elementalism", "mentalism");
        assertThat(Table.texts(spells, "kind")).contains("trick", "power-levels", "fixed");
        assertThat(Table.texts(spells, "castingTime")).contains("action", "reaction", "stretch");
        assertThat(Table.texts(spells, "duration")).contains("instant", "round", "stretch", "shift", "concentration");
        assertThat(Table.texts(spells, "range")).contains("personal", "touch", "distance", "sphere", "cone");
        assertThat(spells.findValues("healing")).anyMatch(JsonNode::asBoolean);
    }

    @Test
    @DisplayName("004 › Power Level: \"Casting a spell costs 2 WP per power level\"; tricks 1 WP")
    void aSpellShowsItsCostAtEachPowerLevelAndItsEffects() {
        JsonNode fireball = api().get("/rulesets/dragonbane/spells/fireball").expect(200).json();
        assertThat(Table.texts(fireball.get("cost"), "")).containsExactly("2", "4", "6");
        assertThat(fireball.at("/effects/0/kind").asText()).isEqualTo("damage");
        assertThat(fireball.at("/effects/0/perPower").asText()).isEqualTo("2d6");
        assertThat(fireball.get("rule").asText()).isEqualTo("004 › Casting Spells › Power Level");
        JsonNode ignite = api().get("/rulesets/dragonbane/spells/ignite").expect(200).json();
        assertThat(Table.texts(ignite.get("cost"), "")).containsExactly("1");
        JsonNode seal = api().get("/rulesets/dragonbane/spells/magic-seal").expect(200).json();
        assertThat(seal.get("ingredient").asText()).isEqualTo("sealing wax");
        assertThat(Table.texts(seal.get("requirements"), "")).containsExactly("gesture", "ingredient");
        api().get("/rulesets/dragonbane/spells/wish").problem(404, "unknown-spell");
    }
}
