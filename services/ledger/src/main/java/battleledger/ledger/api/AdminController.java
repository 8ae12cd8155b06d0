package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.axon.LiveClaims;
import battleledger.ledger.axon.Projections;
import battleledger.ledger.projection.Rebuilder;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import battleledger.ledger.security.Party;
import io.micronaut.security.annotation.Secured;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.List;

/** Operating the projections. */
@Controller("/admin/projections")
@ExecuteOn(TaskExecutors.BLOCKING)
@Secured(Party.ADMIN)
@Tag(name = "admin")
public class AdminController {

    private final Projections projections;
    private final Rebuilder rebuilder;
    private final LiveClaims claims;

    public AdminController(Projections projections, Rebuilder rebuilder, LiveClaims claims) {
        this.projections = projections;
        this.rebuilder = rebuilder;
        this.claims = claims;
    }

    record Status(String processor, boolean running, boolean caughtUp) {
    }

    record RebuildAnswer(String processor, boolean running, boolean caughtUp, int encounters, long events,
                         long millis) {
    }

    @Post("/rebuild")
    @Operation(summary = "Rebuild every read model from the event store",
            description = "Folds each encounter from its stored events into fresh rows that replace the old ones in "
                    + "one transaction, while the projection keeps running: readers see the old rows, then the new, "
                    + "never a gap. Answers when every encounter is rebuilt: how many, their events, how long it took. "
                    + "Refused (409 other-nodes-running) while other nodes are projecting: their batches could "
                    + "interleave with the rebuild's and be lost; stop them first.")
    public HttpResponse<RebuildAnswer> rebuild() {
        List<Integer> elsewhere = claims.elsewhere();
        if (!elsewhere.isEmpty()) {
            throw RuleViolation.conflict("other-nodes-running", null, "other nodes are projecting (segments "
                    + elsewhere + "): a rebuild here could lose what they write meanwhile; stop them, then rebuild");
        }
        Rebuilder.Rebuilt done = rebuilder.rebuildAll();
        Status s = status();
        return HttpResponse.ok(new RebuildAnswer(s.processor(), s.running(), s.caughtUp(), done.encounters(),
                done.events(), done.millis()));
    }

    @Get
    @Operation(summary = "The projections' state", description = "The event processor's name, whether it runs and "
            + "whether it has caught up with the event store.")
    public Status status() {
        return new Status(projections.name(), projections.running(), projections.caughtUp());
    }
}
