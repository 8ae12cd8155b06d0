package battleledger.ledger.api;

import battleledger.ledger.axon.Projections;
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

/** Operating the projections. */
@Controller("/admin/projections")
@ExecuteOn(TaskExecutors.BLOCKING)
@Secured(Party.ADMIN)
@Tag(name = "admin")
public class AdminController {

    private final Projections projections;

    public AdminController(Projections projections) {
        this.projections = projections;
    }

    record Status(String processor, boolean running, boolean caughtUp) {
    }

    @Post("/rebuild")
    @Operation(summary = "Rebuild every read model from the event store",
            description = "Answers at once; reads with ?after= wait until the rebuild has reached their position.")
    public HttpResponse<Status> rebuild() {
        projections.rebuild();
        return HttpResponse.accepted().body(status());
    }

    @Get
    public Status status() {
        return new Status(projections.name(), projections.running(), projections.caughtUp());
    }
}
