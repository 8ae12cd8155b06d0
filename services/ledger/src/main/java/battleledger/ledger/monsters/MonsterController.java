package battleledger.ledger.monsters;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.List;

/**
 * The monsters of the SRD 5.1 (CC-BY 4.0; see the README), to search and to add with
 * {@code {"type":"AddCombatant","from":"srd:goblin","id":"goblin-2"}}.
 */
@io.micronaut.security.annotation.Secured(io.micronaut.security.rules.SecurityRule.IS_ANONYMOUS)
@Controller("/monsters")
@Tag(name = "catalogue")
public class MonsterController {

    /** A monster as printed, and the combatant AddCombatant adds for it. */
    record Entry(String id, Monster monster, JsonNode combatant, String license, String attribution) {
    }

    @Get
    @Operation(summary = "Search the monsters", description = "SRD 5.1 monsters whose name, id or type contains "
            + "?search= (all of them without it), by name.")
    public List<Monster.Summary> search(@Nullable @QueryValue String search) {
        if (search != null && search.length() > 100) {
            throw battleledger.kernel.RuleViolation.invalid("out-of-bounds", "search is at most 100 characters");
        }
        return Bestiary.srd().search(search).stream().map(Monster::summary).toList();
    }

    @Get("/{id}")
    @Operation(summary = "One monster", description = "Its stat block as printed, and the combatant "
            + "AddCombatant {\"from\":\"srd:<id>\"} adds.")
    public Entry monster(@io.swagger.v3.oas.annotations.Parameter(description = "the monster's catalogue id (\"srd:goblin\")")
                         @PathVariable String id) {
        Monster m;
        try {
            m = Bestiary.srd().find(id);
        } catch (battleledger.kernel.RuleViolation e) {
            throw battleledger.kernel.RuleViolation.notFound("unknown-monster", e.detail());
        }
        return new Entry(Bestiary.PREFIX + m.id(), m, StatBlocks.of(m), Bestiary.srd().license(),
                Bestiary.srd().attribution());
    }
}
