package battleledger.ledger.catalogue;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.ruleset.dragonbane.Grimoire;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.List;

/**
 * Dragonbane's spells (004 › Casting Spells), as data from the kernel's {@code Grimoire}: listed even while
 * encounters cannot yet be played with the ruleset, so a client can show them and the rules can be read.
 */
@io.micronaut.security.annotation.Secured(io.micronaut.security.rules.SecurityRule.IS_ANONYMOUS)
@Controller("/rulesets/dragonbane")
@Tag(name = "catalogue")
public class DragonbaneCatalogueController {

    @Get("/spells")
    @Operation(operationId = "dragonbaneSpells", summary = "Dragonbane's spells, with their data", description = "School, rank, magic trick or power "
            + "levels, WP cost per power level, requirements, casting time, range or area, duration, defences, the "
            + "effects each is made of, and a note where 004 gives no numbers (004 › Casting Spells).")
    public List<DragonbaneSpellEntry> spells() {
        return Grimoire.all().values().stream().map(DragonbaneSpellEntry::of).toList();
    }

    @Get("/spells/{spell}")
    @Operation(operationId = "dragonbaneSpell", summary = "One Dragonbane spell's data")
    public DragonbaneSpellEntry spell(@PathVariable String spell) {
        if (!Grimoire.all().containsKey(spell)) {
            throw RuleViolation.notFound("unknown-spell", "no spell \"" + spell + "\" in the dragonbane ruleset");
        }
        return DragonbaneSpellEntry.of(Grimoire.spell(spell));
    }
}
