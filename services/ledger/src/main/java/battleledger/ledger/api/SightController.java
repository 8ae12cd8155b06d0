package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.state.Battle;
import battleledger.ledger.app.AuditService;
import battleledger.ledger.app.ReadModels;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.security.Party;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.security.annotation.Secured;
import io.micronaut.security.authentication.Authentication;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one creature sees of another on the grid, as the rules will compute it for an attack (003 › Line of Sight,
 * 003 › Cover): the console shows it when the GM or a player hovers a target (issue 14). Read-only; a creature the
 * reader may not see on the grid (hidden from it) is as unknown as one that is not there.
 */
@Controller("/encounters")
@Tag(name = "encounters")
public class SightController {

    /** The field between two creatures. */
    public record Sight(String actor, String target, int distance, String cover, boolean lineOfSight, String basis,
                        String rule) {
    }

    private final ReadModels reads;
    private final AuditService audit;

    public SightController(ReadModels reads, AuditService audit) {
        this.reads = reads;
        this.audit = audit;
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/sight")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "Range, cover and line of sight between two creatures", description = "From the actor's "
            + "space to the target's, as an attack would find them now: the distance in feet, the cover (other "
            + "creatures count as obstacles) with the lines that decided it, and whether walls block every line of "
            + "sight (003 › Line of Sight, 003 › Cover). 409 no-grid without a grid; 404 unknown-combatant for a "
            + "creature that is not on the grid, or that the reader may not see there.")
    public Sight sight(@PathVariable String id, @io.swagger.v3.oas.annotations.Parameter(description = "id of the creature that looks (or attacks)")
                       @QueryValue String actor,
                       @io.swagger.v3.oas.annotations.Parameter(description = "id of the creature looked at")
                       @QueryValue String target,
                       @Nullable @QueryValue Long after, Authentication authentication) {
        if (actor.length() > 200 || target.length() > 200) {
            throw RuleViolation.invalid("out-of-bounds", "actor and target are at most 200 characters");
        }
        String grid = reads.encounter(id, after).grid();
        if (grid == null) {
            throw RuleViolation.conflict("no-grid", null, "this encounter plays without a grid (options.grid: none)");
        }
        Views.Viewer who = Disclosure.viewer(Party.of(authentication), null,
                () -> reads.combatants(id, null).stream().map(c -> c.combatantId()).toList());
        List<Views.Fighter> fighters = who.gm() ? List.of()
                : reads.combatants(id, null).stream().map(Views.Fighter::of).toList();
        JsonNode seen = who.gm() ? Views.tree(grid) : GridDisclosure.grid(Views.tree(grid), fighters, who);
        Set<String> placed = new HashSet<>();
        seen.path("occupants").forEach(o -> {
            if (o.hasNonNull("anchor")) {
                placed.add(o.path("combatant").asText());
            }
        });
        for (String c : new String[] {actor, target}) {
            if (!placed.contains(c)) {
                throw RuleViolation.notFound("unknown-combatant", "no creature \"" + c + "\" on the grid");
            }
        }
        Battle battle = audit.fold(id).battle();
        if (!Battlefield.gridded(battle) || !battle.has(actor) || !battle.has(target)) {
            throw RuleViolation.notFound("unknown-combatant", "no creature \"" + actor + "\" or \"" + target
                    + "\" on the grid");
        }
        // a creature hiding from the reader is no obstacle in the reader's sight lines: a line blocked by nothing the
        // reader sees would point at it (001 › Exploration › Stealth › Benefits of Being Hidden); an attack still
        // finds the cover it gives
        Sightings.Sighting s = Sightings.sighting(battle, actor, target, FighterDisclosure.hiding(fighters, who));
        return new Sight(actor, target, s.distance(), KernelJson.wire(s.cover().cover()), s.lineOfSight(),
                s.cover().sentence(), battleledger.kernel.rules.GridRules.COVER.citation() + "; "
                + battleledger.kernel.rules.GridRules.LINE_OF_SIGHT.citation());
    }
}
