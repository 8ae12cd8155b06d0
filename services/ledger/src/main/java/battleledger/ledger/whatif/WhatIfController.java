package battleledger.ledger.whatif;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.simulation.WhatIf;
import battleledger.ledger.app.AuditService;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.List;

/** What-if over HTTP (issue 15): fork a stored battle at a step and play it out many times. Nothing is stored. */
@Controller("/encounters/{id}")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "what-if")
public class WhatIfController {

    private final AuditService audit;

    public WhatIfController(AuditService audit) {
        this.audit = audit;
    }

    @io.micronaut.security.annotation.Secured({battleledger.ledger.security.Party.GM,
            battleledger.ledger.security.Party.AUDIT, battleledger.ledger.security.Party.ADMIN})
    @Post(value = "/what-if", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    @Operation(summary = "What if", description = "{\"fromStep\",\"runs\" (1-10000),\"seed\",\"maxRounds\"?,"
            + "\"changes\"?:{\"remove\":[ids],\"hp\":{id:hp},\"command\":{a command, decided at fromStep instead}}}: "
            + "the battle as of fromStep (just before it when the command changes), played to the end runs times by "
            + "the default policy with dice keyed by seed and run. Answers the win probability per side with a 95% "
            + "Wilson interval, draws, rounds, survival and mean hit points per combatant, spells cast, dice drawn.")
    public HttpResponse<String> whatIf(@PathVariable String id, @Body String body) {
        WhatIf.Request request = WhatIfJson.read(body);
        List<EncounterEvent> events = audit.events(id).stream().map(AuditService.Stored::event).toList();
        return HttpResponse.ok(WhatIfJson.write(WhatIf.run(events, request, true)))
                .contentType(MediaType.APPLICATION_JSON_TYPE);
    }
}
