package battleledger.ledger.security;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the spell nobody saw cast leaves behind once it lands (000 › Perceiving a Caster at Work; README, Who may do
 * what), on {@link ReadPermissionsHttpTest}'s table: Sprite (innate, fey) casts magic missile at Bob, unseen, and Bob
 * lets it pass. Its events, rolls and log lines name no caster but to the GM, and the slot it spent is no count the
 * others can watch go up.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class UnseenCasterReadsHttpTest extends ReadTableHttpTest {

    /** After the unseen missile lands, its damage roll names no roller to a spectator; the GM reads Sprite. */
    @Test
    @Order(1)
    void theUnseenCastersEventsAndRollsNameNoCasterButToTheGm() {
        JsonNode passed = battle.does("{\"type\":\"PassReaction\",\"actor\":\"bob\",\"by\":\"bob\"}");
        // Bob's answer resolves Sprite's unseen spell: the events that would name Sprite are withheld from him
        List<JsonNode> withheld = new ArrayList<>();
        passed.get("events").forEach(e -> {
            if (e.path("withheld").asBoolean()) {
                withheld.add(e);
            }
        });
        assertThat(withheld).isNotEmpty().allSatisfy(e -> assertThat(e.get("text").asText()).doesNotContain("Sprite"));
        assertThat(passed.get("events").toString()).doesNotContain("\"sprite\"");
        String path = "/encounters/" + battle.battle.id() + "/rolls?after=" + battle.battle.position();
        JsonNode spectator = api.as(readers.get("spectator")).get(path).expect(200).json();
        JsonNode gm = api.as(readers.get("gm")).get(path).expect(200).json();
        JsonNode damage = spectator.get(spectator.size() - 1);
        assertThat(damage.get("purpose").asText()).isEqualTo("damage");
        assertThat(damage.get("roller").isNull()).isTrue();
        assertThat(gm.get(gm.size() - 1).get("roller").asText()).isEqualTo("sprite");
        // the log's lines carry their rolls too: there as well the spectator and the players read no roller
        String log = "/encounters/" + battle.battle.id() + "/log?after=" + battle.battle.position();
        for (String reader : List.of("spectator", "other player", "own player")) {
            JsonNode line = lastDamageLine(api.as(readers.get(reader)).get(log).expect(200).json());
            assertThat(line.get("text").asText()).as(reader).doesNotContain("Sprite");
            assertThat(line.get("rolls").findValues("roller")).as(reader).allSatisfy(r -> assertThat(r.isNull()).isTrue());
        }
        assertThat(lastDamageLine(api.as(readers.get("gm")).get(log).expect(200).json()).get("rolls")
                .findValuesAsText("roller")).contains("sprite");
    }

    /**
     * Sprite's unseen missile spent one of its level-1 slots: a count only the GM (and the auditor) read, or the count
     * going up would name the caster nobody saw (000 › Perceiving a Caster at Work). Players and spectators read
     * how many slots it has, not how many it spent.
     */
    @Test
    @Order(2)
    void theSlotsAnotherSideSpentAreTheGmsToRead() {
        String path = "/encounters/" + battle.battle.id() + "/combatants";
        for (String reader : List.of("spectator", "own player", "other player")) {
            JsonNode slot = sprite(api.as(readers.get(reader)).get(path).expect(200).json()).path("spellcasting")
                    .path("slots").path("1");
            assertThat(slot.path("max").asInt()).as(reader).isPositive();
            assertThat(slot.get("used").isNull()).as(reader + " reads no count of slots spent").isTrue();
        }
        for (String reader : List.of("gm", "auditor")) {
            assertThat(sprite(api.as(readers.get(reader)).get(path).expect(200).json()).path("spellcasting")
                    .path("slots").path("1").path("used").asInt()).as(reader).isEqualTo(1);
        }
    }

    private static JsonNode sprite(JsonNode fighters) {
        for (JsonNode f : fighters) {
            if (f.get("id").asText().equals("sprite")) {
                return f;
            }
        }
        throw new AssertionError("no sprite among " + fighters);
    }

    private static JsonNode lastDamageLine(JsonNode lines) {
        JsonNode last = null;
        for (JsonNode line : lines) {
            for (JsonNode roll : line.get("rolls")) {
                if ("damage".equals(roll.path("purpose").asText())) {
                    last = line;
                }
            }
        }
        assertThat(last).as("a line with the damage roll").isNotNull();
        return last;
    }
}
