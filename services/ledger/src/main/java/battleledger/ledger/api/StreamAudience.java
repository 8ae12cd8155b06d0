package battleledger.ledger.api;

import battleledger.ledger.app.ReadModels;
import battleledger.ledger.security.Party;
import io.micronaut.security.authentication.Authentication;
import jakarta.inject.Singleton;

import java.util.List;

/**
 * Who is reading a live stream, and so which secrets each of its changes may carry: the token's party, narrowed by
 * {@code ?as=} exactly as for the log (Disclosure.viewer). A spectator, or a player whose combatants are not privy to
 * a secret, reads the public line: no imperceptible caster named, no roller of a roll whose line keeps the caster
 * secret (000 › Perceiving a Caster at Work).
 */
@Singleton
class StreamAudience {

    private final ReadModels reads;

    StreamAudience(ReadModels reads) {
        this.reads = reads;
    }

    /** The names of the viewer's own combatants, as the log names them (Disclosure.line). */
    java.util.Set<String> ownNames(Views.Viewer viewer, String encounterId) {
        if (viewer.gm() || viewer.combatants().isEmpty()) {
            return java.util.Set.of();
        }
        return reads.combatants(encounterId, null).stream()
                .filter(c -> viewer.combatants().contains(c.combatantId())).map(c -> c.name())
                .collect(java.util.stream.Collectors.toSet());
    }

    Views.Viewer of(Authentication authentication, String as, String encounterId) {
        return Disclosure.viewer(Party.of(authentication), as,
                () -> reads.combatants(encounterId, null).stream().map(c -> c.combatantId()).toList());
    }
}
