package battleledger.ledger.catalogue;

import battleledger.ledger.Api;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The catalogue a client builds its menus from: rulesets, spells, conditions, actions, options. */
@MicronautTest(transactional = false)
class CatalogueHttpTest {

    @Inject
    EmbeddedServer server;

    Api api() {
        return new Api(server.getURL());
    }

    @Test
    void theRulesetsSayWhichCanBePlayed() {
        JsonNode rulesets = api().get("/rulesets").expect(200).json();
        assertThat(Table.texts(rulesets, "id")).containsExactly("playtest", "dragonbane");
        assertThat(rulesets.get(0).get("available").asBoolean()).isTrue();
        assertThat(rulesets.get(1).get("available").asBoolean()).isTrue(); // issue 11: encounters can be created
        api().get("/rulesets/chess/spells").problem(404, "unknown-ruleset");
    }

    /** 001 › Magic › Reading a Spell Description: what a menu needs to show and a CastSpell needs to name. */
    @Test
    void everySpellComesWithTheDataToCastIt() {
        JsonNode spells = api().get("/rulesets/playtest/spells").expect(200).json();
        assertThat(Table.texts(spells, "id")).contains("magic-missile", "fireball", "counterspell");
        JsonNode fireball = api().get("/rulesets/playtest/spells/fireball").expect(200).json();
        assertThat(fireball.get("level").asInt()).isEqualTo(3);
        assertThat(fireball.at("/range/feet").asInt()).isEqualTo(150);
        assertThat(fireball.at("/effects/0/dice").asText()).isEqualTo("8d6");
        assertThat(fireball.at("/components/material").asBoolean()).isTrue();
        api().get("/rulesets/playtest/spells/wish").problem(404, "unknown-spell");
    }

    @Test
    void theTwelveConditionsEachCiteTheirSection() {
        JsonNode conditions = api().get("/rulesets/playtest/conditions").expect(200).json();
        assertThat(conditions).hasSize(12);
        JsonNode prone = conditions.findParents("id").stream().filter(c -> c.get("id").asText().equals("prone"))
                .findFirst().orElseThrow();
        assertThat(prone.get("rule").asText()).isEqualTo("001 › Conditions › Prone");
        assertThat(Table.texts(prone.get("effects"), "")).contains("crawls");
    }

    @Test
    void theActionsNameTheirCommandFieldsAndRule() {
        JsonNode actions = api().get("/rulesets/playtest/actions").expect(200).json();
        assertThat(Table.texts(actions, "type")).contains("Attack", "CastSpell", "Dodge", "Move", "EndTurn");
        JsonNode dodge = actions.findParents("type").stream().filter(a -> a.get("type").asText().equals("Dodge"))
                .findFirst().orElseThrow();
        assertThat(dodge.get("rule").asText()).isEqualTo("001 › Combat › Actions in Combat › Dodge");
        assertThat(dodge.get("uses").asText()).isEqualTo("action");
        JsonNode attack = actions.get(0);
        assertThat(Table.texts(attack.get("fields"), "name")).startsWith("actor", "target", "attack");
    }

    @Test
    void theOptionsListTheirChoicesAndDefaults() {
        JsonNode options = api().get("/rulesets/playtest/options").expect(200).json();
        JsonNode grid = options.get(0);
        assertThat(grid.get("name").asText()).isEqualTo("grid");
        assertThat(Table.texts(grid.get("choices"), "")).isEqualTo(List.of("squares", "hexes", "none"));
        assertThat(grid.get("defaultValue").asText()).isEqualTo("none");
    }

    @Test
    @DisplayName("Dragonbane core rules › Conditions: the six conditions, each a bane on the rolls of its attribute")
    void dragonbaneListsItsSixConditionsEachABaneOnItsAttribute() {
        JsonNode conditions = api().get("/rulesets/dragonbane/conditions").expect(200).json();
        assertThat(Table.texts(conditions, "id")).containsExactly("exhausted", "sickly", "dazed", "angry", "scared",
                "disheartened");
        assertThat(Table.texts(conditions, "attribute")).containsExactly("str", "con", "agl", "int", "wil", "cha");
        assertThat(conditions.get(4).get("rule").asText()).isEqualTo("Dragonbane core rules › Conditions");
        assertThat(api().get("/rulesets/playtest/conditions").body()).doesNotContain("\"attribute\"");
    }

    @Test
    @DisplayName("Dragonbane core rules › Actions and Movement, Parrying and Dodging: Dragonbane's menu and options")
    void dragonbaneListsItsActionsAndOptions() {
        JsonNode actions = api().get("/rulesets/dragonbane/actions").expect(200).json();
        assertThat(Table.texts(actions, "type")).containsExactly("Attack", "CastSpell", "Defend", "PushRoll", "Move",
                "PassReaction", "EndTurn");
        JsonNode defend = actions.get(2);
        assertThat(defend.get("uses").asText()).isEqualTo("the round's action");
        assertThat(Table.texts(defend.get("fields"), "name")).contains("actor", "defence");
        JsonNode options = api().get("/rulesets/dragonbane/options").expect(200).json();
        assertThat(Table.texts(options, "name")).contains("grid", "dice.mode", "pushing").doesNotContain("flanking");
        assertThat(Table.texts(api().get("/rulesets/playtest/options").expect(200).json(), "name"))
                .doesNotContain("pushing");
        assertThat(Table.texts(options.get(Table.texts(options, "name").indexOf("dice.mode")).get("choices"), ""))
                .containsExactly("engine", "scripted", "manual");
        api().get("/rulesets/dragonbane/nothing").expect(404);
    }
}
