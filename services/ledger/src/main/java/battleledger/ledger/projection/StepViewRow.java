package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/** One step of the timeline: who sent which command, its kind and status, and whether it counts now. */
@MappedEntity("step_view")
public record StepViewRow(@Id String id, String encounterId, int step, String sender, String kind, String command,
                          String status, boolean inEffect, @Nullable Integer redecidedIn, @Nullable String reason) {
}
