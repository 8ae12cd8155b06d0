package battleledger.ledger.contract;

import battleledger.kernel.combat.Traversing;
import battleledger.kernel.gm.Rulings;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Size;
import battleledger.kernel.ruleset.dragonbane.CastingChecks;
import battleledger.kernel.ruleset.dragonbane.Defending;
import battleledger.kernel.ruleset.dragonbane.Pushing;
import battleledger.kernel.state.Battle;
import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.openapi.ClosedSets;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The text fields that hold one of a closed set of words carry that set as an {@code enum} (README, API at a glance:
 * the document is what a generated client is typed from), and the set is the one the code writes or checks: a word
 * the kernel adds (a size, a condition, a Dragon's choice) is in the document without anyone copying it there.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClosedSetsContractHttpTest {

    EmbeddedServer server;
    Api api;
    JsonNode doc;

    @BeforeAll
    void start() {
        server = Contexts.inMemory("closed-sets");
        api = new Api(server.getURL());
        doc = api.get("/openapi.json").expect(200).json();
    }

    @AfterAll
    void stop() {
        server.close();
    }

    /** The words a property of a schema is limited to (of its items, for a list), without null; empty when free. */
    private List<String> words(String schema, String property) {
        JsonNode p = doc.path("components").path("schemas").path(schema).path("properties").path(property);
        JsonNode values = p.has("items") ? p.path("items").path("enum") : p.path("enum");
        List<String> words = new ArrayList<>();
        values.forEach(v -> {
            if (!v.isNull()) {
                words.add(v.asText());
            }
        });
        return words;
    }

    private static List<String> wire(Enum<?>[] constants) {
        List<String> words = new ArrayList<>();
        for (Enum<?> c : constants) {
            words.add(c.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        }
        return words;
    }

    @Test
    void eachClosedSetInTheDocumentIsTheListTheCodeWritesOrChecks() {
        Map<String, List<String>> expected = new LinkedHashMap<>();
        expected.put("Summary.status", wire(Battle.Phase.values()));
        expected.put("Summary.ruleset", wire(RulesetId.values()));
        expected.put("Fighter.size", wire(Size.values()));
        expected.put("Fighter.life", wire(Life.values()));
        expected.put("Fighter.conditions", wire(Condition.values()));
        expected.put("Occupant.size", wire(Size.values()));
        expected.put("Occupant.life", wire(Life.values()));
        expected.put("GridView.grid", wire(EncounterOptions.GridKind.values()));
        expected.put("GridView.areaMethod", wire(EncounterOptions.AreaMethod.values()));
        expected.put("GrantAdvantage.roll", Rulings.ROLL_KINDS);
        expected.put("Traverse.mode", Traversing.MODES);
        expected.put("Defend.defence", Defending.DEFENCES);
        expected.put("PushRoll.condition", Pushing.CONDITIONS);
        expected.put("CastSpell.powerFromBody", CastingChecks.BODY_DICE);
        expected.put("CastSpell.dragonChoice", CastingChecks.DRAGON_CHOICES);
        expected.forEach((where, list) -> {
            String[] at = where.split("\\.");
            assertThat(words(at[0], at[1])).as(where).containsExactlyElementsOf(list);
        });
        // the kernel's own enums were already closed: a dice mode, a condition a ruling applies
        assertThat(doc.at("/components/schemas/DiceMode/enum").toString()).contains("scripted");
        assertThat(doc.at("/components/schemas/ApplyCondition/properties/condition").toString())
                .contains("#/components/schemas/Condition\"");
        // every closed set the generator knows lands on a property that exists
        ClosedSets.all().keySet().forEach(key -> {
            String[] at = key.split("#");
            assertThat(words(at[0], at[1])).as(key).isNotEmpty();
        });
    }

    @Test
    void aNullableClosedFieldStillAdmitsNull() {
        JsonNode choice = doc.at("/components/schemas/CastSpell/properties/dragonChoice");
        assertThat(choice.path("type").toString()).contains("null");
        assertThat(choice.path("enum").toString()).contains("null");
    }

    /**
     * Ann knocks Bob out with a nonlethal blow (001 › Damage and Dying › Knocking a Creature Out): his life reads
     * "knocked-out" on the grid as on his fighter, the one word the document offers (the grid wrote "knocked_out").
     */
    @Test
    void aKnockedOutCreatureReadsTheSameWordOnTheGridAsOnItsFighter() {
        Table t = Table.seat(api, "knocked out on the grid", "\"grid\":\"squares\",", new int[]{20, 5},
                new int[]{15, 8}, List.of(),
                Stat.named("ann").sword("1d8").at(1, 1),
                Stat.named("bob").side("villains").hp(3).sword("1d8").at(2, 1));
        t.does("{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"bob\",\"attack\":\"sword\",\"nonlethal\":true}");
        assertThat(t.fighter("bob").path("life").asText()).isEqualTo("knocked-out");
        JsonNode grid = t.battle.read("grid");
        List<String> lives = new ArrayList<>();
        grid.path("occupants").forEach(o -> lives.add(o.path("combatant").asText() + " " + o.path("life").asText()
                + " " + o.path("size").asText()));
        assertThat(lives).containsExactly("ann alive medium", "bob knocked-out medium");
        assertThat(words("Occupant", "life")).contains("knocked-out");
    }
}
