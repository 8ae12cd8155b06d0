package battleledger.ledger.projection;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/** The battle as of one step (time travel), with its digest (verify compares it with a fresh fold). */
@MappedEntity("state_view")
public record StateRow(@Id String id, String encounterId, int step, String digest, String battle) {
}
