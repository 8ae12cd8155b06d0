package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/** One line of the initiative order, place 0 acting first. */
@MappedEntity("initiative_view")
public record InitiativeView(@Id String id, String encounterId, int place, String combatantId, int total, int roll, int dex, String rollOffs) {
}
