package battleledger.ledger.api;

import battleledger.ledger.app.ReadModels;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.projection.AwaitedRollView;
import battleledger.ledger.security.Party;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

import java.util.List;

/**
 * Manual dice (issue 11): who rolls what. An encounter created with {@code "dice":{"mode":"manual"}} stops at each
 * roll; this names the roll it waits for, and SubmitRoll supplies it.
 */
@Controller("/encounters")
@Tag(name = "encounters")
public class AwaitingController {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    private final ReadModels reads;

    public AwaitingController(ReadModels reads) {
        this.reads = reads;
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/awaiting")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The roll the battle waits for", description = "With manual dice the battle stops at each "
            + "roll: the waiting command's step, who rolls (roller; rolledBy \"player\" for the roller's player or "
            + "\"gm\" for a monster's or the GM's roll), what for, and the dice (\"1d20\", \"2d20 keep highest\", "
            + "\"8d6\"). Send {\"type\":\"SubmitRoll\",\"dice\":[...]} with the roller's token or the GM's. An empty "
            + "list when nothing is awaited. Only the GM, an auditor and the roller's own player read who rolls and "
            + "for which command; others read that the battle waits, for how many dice.")
    public List<AwaitedRollView> awaiting(@PathVariable String id, @Nullable @QueryValue Long after,
                                          Authentication authentication) {
        JsonNode awaited = Views.tree(reads.encounter(id, after).diceAwaited());
        Views.Viewer who = Disclosure.viewer(Party.of(authentication), null,
                () -> reads.combatants(id, null).stream().map(c -> c.combatantId()).toList());
        JsonNode seen = seen(awaited, who);
        if (seen == null || seen.isNull()) {
            return List.of();
        }
        try {
            return List.of(JSON.treeToValue(seen, AwaitedRollView.class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable awaited roll", e);
        }
    }

    /**
     * The awaited roll as the viewer may read it: whole for the GM, an auditor and the roller's own player; for anyone
     * else without who rolls, what for and which command (a caster nobody perceives must not show through it).
     */
    static JsonNode seen(JsonNode awaited, Views.Viewer v) {
        if (awaited == null || awaited.isNull() || v.gm()
                || v.combatants().contains(awaited.path("roller").asText())) {
            return awaited;
        }
        ObjectNode out = awaited.deepCopy();
        // rolledBy too: "gm" or "player" would tell whether an unseen caster is a monster (found by a secrets sweep)
        for (String field : new String[] {"command", "actor", "roller", "purpose", "rolledBy"}) {
            out.putNull(field);
        }
        return out;
    }
}
