package battleledger.ledger.dragonbane.casting;

import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static battleledger.ledger.dragonbane.casting.CastingScenarios.cast;
import static battleledger.ledger.dragonbane.casting.CastingScenarios.table;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The log's lines of a Dragonbane spell's damage cite 004, which says it, not the playtest's damage rolls: power drawn
 * from the body, "you also take the same amount of damage ... The damage is applied after the spell is cast" (004 ›
 * Power from the Body); a spell cast "has the intended effect, as per its description" (004 › Casting Spells).
 */
@MicronautTest(transactional = false)
class SpellDamageLinesHttpTest extends ServedApi {

    @Test
    @DisplayName("004 › Power from the Body: the line of the 4 damage Vera's body takes cites Power from the Body, and the fireball's burn on the orc cites Casting Spells")
    void theDamageLinesOfASpellCite004() {
        Session s = table(api, "lines-body", 1, "", "4,5,3,3");
        s.command(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"],\"powerFromBody\":\"d6\""));
        CastingScenarios.letLand(s, "orc");
        assertThat(rule(s, "Vera takes 4 damage")).isEqualTo(DragonbaneRule.POWER_FROM_THE_BODY.citation());
        assertThat(rule(s, "Orc takes 6 damage")).isEqualTo(DragonbaneRule.CASTING_SPELLS.citation());
    }

    /** The rule of the log's line that begins with {@code text}. */
    private static String rule(Session s, String text) {
        for (JsonNode line : s.read("log")) {
            if (line.get("text").asText().startsWith(text)) {
                return line.get("rule").asText();
            }
        }
        throw new AssertionError("no line begins \"" + text + "\" in " + s.read("log"));
    }
}
