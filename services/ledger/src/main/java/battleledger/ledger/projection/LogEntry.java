package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/** One line of the narrated log: an event told in words, with its rule and rolls. */
@MappedEntity("log_entry")
public record LogEntry(@Id String id, String encounterId, long sequence, int step, String eventType, String kind, String text, @Nullable String rule, String rolls, int origin, int firstRoll, @Nullable String secret, String privy) {
}
