package battleledger.ledger.security;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/**
 * A token as it is stored: its public id, the encounter it is bound to, its role, the combatants a player token acts
 * for (comma-separated), and the SHA-256 of the secret (the secret itself is never stored).
 */
@MappedEntity("access_token")
public record AccessToken(@Id String id, String encounterId, String role, String combatants, @Nullable String label,
                          String hash, boolean revoked) {
}
