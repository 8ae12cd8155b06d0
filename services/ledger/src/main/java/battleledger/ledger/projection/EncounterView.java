package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/** An encounter's summary: its name, rules, status, round and whose turn it is, and how far the projection has read; {@code gameTime} is the battle's clock in seconds of game time. */
@MappedEntity("encounter_view")
public record EncounterView(@Id String id, String name, String ruleset, long seed, String options, String status, int round, @Nullable String turnActor, int step, long sequence, long position, @Nullable String economy, String awaiting, @Nullable String sequenceState, String effects, @Nullable String grid, @Nullable String diceAwaited, long gameTime) {
}
