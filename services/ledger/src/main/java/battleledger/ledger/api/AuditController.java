package battleledger.ledger.api;

import battleledger.kernel.audit.Verification;
import battleledger.ledger.app.AuditService;
import battleledger.ledger.app.ReadModels;
import battleledger.ledger.axon.EventCatalog;
import battleledger.ledger.projection.StateRow;
import battleledger.ledger.projection.StepViewRow;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import battleledger.ledger.security.Party;
import io.micronaut.security.annotation.Secured;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.List;

/** Replay and audit: the raw stream, the timeline, the state as of any step, and verification. */
@Controller("/encounters/{id}")
@ExecuteOn(TaskExecutors.BLOCKING)
@Secured({Party.GM, Party.AUDIT, Party.ADMIN})
@Tag(name = "audit")
public class AuditController {

    private final AuditService audit;
    private final ReadModels reads;
    private final EventCatalog catalog;

    public AuditController(AuditService audit, ReadModels reads, EventCatalog catalog) {
        this.audit = audit;
        this.reads = reads;
        this.catalog = catalog;
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/events")
    @Operation(summary = "The raw event stream",
            description = "Every stored event, upcast to its current shape, with its step's status; undone is "
                    + "true when the step does not count now (undone, revoked, dropped or decided again). In pages: "
                    + "?from= (a sequence number) and ?limit= (1,000 unless asked, at most 10,000); the Next-From "
                    + "header names the next page. The encounter's seed shows only with ?as=gm.")
    public HttpResponse<List<Views.StoredEvent>> events(@PathVariable String id,
                                                       @Nullable @QueryValue("as") String viewer,
                                                       @Nullable @QueryValue Long from,
                                                       @Nullable @QueryValue Integer limit) {
        boolean gm = "gm".equals(viewer);
        return Pages.of(audit.events(id).stream().map(s -> new Views.StoredEvent(s.sequence(), s.position(),
                s.event().step(), catalog.nameOf(s.event().getClass()), catalog.revisionOf(s.event().getClass()),
                s.status(), !"active".equals(s.status()), Views.payload(s.event(), gm))).toList(),
                Views.StoredEvent::sequence, from, limit);
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/timeline")
    @Operation(summary = "Every step", description = "The command, who sent it, its kind and whether it is in effect.")
    public HttpResponse<List<Views.Step>> timeline(@PathVariable String id, @Nullable @QueryValue Long after,
                                                   @Nullable @QueryValue Long from, @Nullable @QueryValue Integer limit) {
        return Pages.of(reads.timeline(id, after).stream().map(Views.Step::of).toList(), Views.Step::step, from, limit);
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/state")
    @Operation(summary = "The battle as of a step", description = "The latest step without ?step=.")
    public Views.State state(@PathVariable String id, @Nullable @QueryValue Integer step,
                             @Nullable @QueryValue Long after) {
        StateRow row = reads.state(id, step, after);
        return new Views.State(row.step(), row.digest(), Views.tree(row.battle()));
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/verify")
    @Operation(summary = "Verify the battle",
            description = "Folds the stored stream from nothing, decides every step again and compares.")
    public Views.Verified verify(@PathVariable String id) {
        Verification v = audit.verify(id);
        return new Views.Verified(v.verified(), v.steps(), v.events(), v.digest(), v.firstDifference());
    }

    static Views.Step step(StepViewRow r) {
        return Views.Step.of(r);
    }
}
