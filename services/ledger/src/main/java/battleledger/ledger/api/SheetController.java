package battleledger.ledger.api;

import battleledger.ledger.app.ReadModels;
import battleledger.ledger.projection.StateRow;
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

import java.util.ArrayList;
import java.util.List;

/**
 * The stat blocks a reader may read (issue 14: a player's page needs its own combatant's attacks for the attack
 * menu, and the raw {@code /state} is the GM's and the auditor's). README, Who may do what: the GM and an auditor read
 * every sheet, a player only its own combatants' (never the monsters'), a spectator none.
 */
@Controller("/encounters")
@Tag(name = "encounters")
public class SheetController {

    /** One combatant's stat block as it stands now (its attacks, spells, slots, abilities, place). */
    public record Sheet(String combatant, String name, JsonNode stats) {
    }

    private final ReadModels reads;

    public SheetController(ReadModels reads) {
        this.reads = reads;
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/sheets")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The stat blocks the reader may read", description = "Each combatant's stat block as it "
            + "stands now: its attacks, spells, slots, abilities and the rest of what AddCombatant gave it. The GM and "
            + "an auditor read every combatant's; a player its own combatants' only; a spectator none (an empty "
            + "list). ?as=<combatant id> reads as that combatant's player, within what the token may read.")
    public List<Sheet> sheets(@PathVariable String id, @Nullable @QueryValue Long after,
                              @Nullable @QueryValue("as") String as, Authentication authentication) {
        Views.Viewer who = Disclosure.viewer(Party.of(authentication), as,
                () -> reads.combatants(id, null).stream().map(c -> c.combatantId()).toList());
        if (!who.gm() && who.combatants().isEmpty()) {
            reads.encounter(id, after); // still 404 for an unknown encounter, and waits for ?after=
            return List.of();
        }
        StateRow row = reads.state(id, null, after);
        JsonNode battle = Views.tree(row.battle());
        List<Sheet> sheets = new ArrayList<>();
        for (var c : reads.combatants(id, null)) { // in the order they joined, as GET /combatants
            String combatant = c.combatantId();
            JsonNode stats = battle.path("combatants").path(combatant).path("stats");
            if (!stats.isMissingNode() && (who.gm() || who.combatants().contains(combatant))) {
                sheets.add(new Sheet(combatant, stats.path("name").asText(null), stats));
            }
        }
        return sheets;
    }
}
