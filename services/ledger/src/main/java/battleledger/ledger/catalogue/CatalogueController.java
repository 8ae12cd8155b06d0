package battleledger.ledger.catalogue;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellData;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.Arrays;
import java.util.List;

/**
 * The catalogue a client builds its menus from (DESIGN.md, The API): the rulesets, and per ruleset its spells with
 * their data, the conditions, the actions and the encounter options. Read-only data of the kernel; no database.
 */
@io.micronaut.security.annotation.Secured(io.micronaut.security.rules.SecurityRule.IS_ANONYMOUS)
@Controller("/rulesets")
@Tag(name = "catalogue")
public class CatalogueController {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    /**
     * A condition and what it does (001 › Conditions); a Dragonbane condition names the attribute whose rolls it
     * gives a bane (Dragonbane core rules › Conditions).
     */
    record ConditionEntry(String id, String name, List<String> effects, String rule,
                          @com.fasterxml.jackson.annotation.JsonInclude(
                                  com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) String attribute) {
        static ConditionEntry of(Condition c) {
            String name = c.name().charAt(0) + c.name().substring(1).toLowerCase();
            String attribute = Arrays.stream(battleledger.kernel.ruleset.dragonbane.Attribute.values())
                    .filter(a -> a.condition().equals(KernelJson.wire(c))).map(a -> a.name().toLowerCase())
                    .findFirst().orElse(null);
            return new ConditionEntry(KernelJson.wire(c), name,
                    c.effects().stream().map(KernelJson::wire).toList(), c.rule().citation(), attribute);
        }
    }

    @Get
    @Operation(summary = "The rulesets", description = "Each with the seed texts it follows and whether "
            + "encounters can be created with it yet.")
    public List<Rulesets.Entry> rulesets() {
        return Rulesets.all();
    }

    @Get("/{ruleset}")
    @Operation(summary = "One ruleset")
    public Rulesets.Entry ruleset(@PathVariable String ruleset) {
        return Rulesets.entry(Rulesets.playable(ruleset));
    }

    @Get("/{ruleset}/spells")
    @Operation(operationId = "rulesetSpells", summary = "The ruleset's spells, with their data", description = "Level, school, classes, "
            + "components, casting time, range, targeting, duration, effects, modes, ritual, what it can affect, and a "
            + "note where the rules texts leave the numbers open (001 › Magic › Reading a Spell Description).")
    public JsonNode spells(@PathVariable String ruleset) {
        Rulesets.withPlaytestCatalogue(ruleset);
        return JSON.valueToTree(SpellBook.ids().stream().map(SpellBook::find).toList());
    }

    @Get("/{ruleset}/spells/{spell}")
    @Operation(operationId = "rulesetSpell", summary = "One spell's data")
    public JsonNode spell(@PathVariable String ruleset, @PathVariable String spell) {
        Rulesets.withPlaytestCatalogue(ruleset);
        SpellData data = SpellBook.find(spell);
        if (data == null) {
            throw RuleViolation.notFound("unknown-spell", "no spell \"" + spell + "\" in the " + ruleset
                    + " ruleset");
        }
        return JSON.valueToTree(data);
    }

    @Get("/{ruleset}/conditions")
    @Operation(summary = "The conditions", description = "Each with the effects the engine applies (001 › Conditions).")
    public List<ConditionEntry> conditions(@PathVariable String ruleset) {
        // the playtest's twelve, or Dragonbane's six (each a bane on the rolls of its attribute)
        boolean dragonbane = Rulesets.playable(ruleset) == RulesetId.DRAGONBANE;
        return Arrays.stream(Condition.values())
                .filter(c -> c.has(Condition.Effect.BANE_ON_ITS_ATTRIBUTE) == dragonbane)
                .map(ConditionEntry::of).toList();
    }

    @Get("/{ruleset}/actions")
    @Operation(summary = "What a combatant can do", description = "Each command a combatant sends, what it uses of "
            + "the turn, its fields and its rule (001 › Combat › Actions in Combat).")
    public List<Actions.Action> actions(@PathVariable String ruleset) {
        return Actions.of(Rulesets.playable(ruleset));
    }

    @Get("/{ruleset}/options")
    @Operation(summary = "The encounter options", description = "What POST /encounters takes in \"options\": the "
            + "choices, the default and the rule each follows.")
    public List<Options.Option> options(@PathVariable String ruleset) {
        return Options.of(Rulesets.playable(ruleset));
    }
}
