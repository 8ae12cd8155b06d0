package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/** A combatant as the battle has left it. JSON-valued columns hold conditions and the readied action. */
@MappedEntity("combatant_view")
public record CombatantView(@Id String id, String encounterId, String combatantId, int ordinal, String name, String side, int hp, int maxHp, int ac, int speed, String size, String conditions, @Nullable Integer positionX, @Nullable Integer positionY, boolean reactionAvailable, boolean surprised, @Nullable String readied, @Nullable String concentration, String life, int deathSaves,
                            boolean dodging, @Nullable String hiding, String helpedBy, int hitDiceSpent,
                            String withinReach, @Nullable String spellcasting,
                            @Nullable Integer wp, @Nullable Integer maxWp) {
}
