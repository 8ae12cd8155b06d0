package battleledger.ledger.security;

import battleledger.kernel.RuleViolation;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Issues, checks and revokes the tokens of an encounter. A token is 32 random bytes (SecureRandom) shown once; only
 * its SHA-256 is stored, so the store leaks no usable token.
 * <p>
 * Every request presents its token, so what a token stands for is kept briefly (Caffeine, by the token's hash, for
 * {@code ledger.security.token-cache}, 5 s unless set; 0 keeps nothing): a request does not read the store just to
 * learn who sent it (issue 13). Revoking a token drops it from this node's cache at once; another node of a cluster
 * may honour it until its own entry expires, at most that long. A store that cannot be read is not cached.
 */
@Singleton
public class Tokens {

    /** The prefix of every token, so a token is recognisable in a log or a secret scanner. */
    public static final String PREFIX = "blt_";

    private static final SecureRandom RANDOM = new SecureRandom();

    private final AccessTokens store;
    private final Cache<String, Optional<Party>> recent;
    /** The ids of the tokens revoked on this node, as they are: open streams of those tokens end at once. */
    private final reactor.core.publisher.Sinks.Many<String> revocations =
            reactor.core.publisher.Sinks.many().multicast().directBestEffort();

    public Tokens(AccessTokens store, @Value("${ledger.security.token-cache:5s}") Duration keep) {
        this.store = store;
        this.recent = Caffeine.newBuilder().expireAfterWrite(keep).maximumSize(keep.isZero() ? 0 : 10_000).build();
    }

    /** An issued token: its public id (to revoke it), what it may do, and the secret, shown only now. */
    public record Issued(String tokenId, String role, List<String> combatants, String label, String token) {
    }

    public Issued issue(String encounterId, Party.Role role, List<String> combatants, @Nullable String label) {
        Minted minted = mint(role, combatants, label);
        Issued issued = minted.issued();
        store.save(new AccessToken(issued.tokenId(), encounterId, role.name(), String.join(",", combatants), label,
                minted.hash(), false));
        return issued;
    }

    /** A token made but not stored yet: its secret's SHA-256 is what will be stored. */
    public record Minted(Issued issued, String hash) {
    }

    /**
     * A token made and not stored: an encounter's first GM token is stored in the transaction that creates the
     * encounter (axon.CreatedTokens), so there is never an encounter without it, nor it without its encounter.
     */
    public Minted mint(Party.Role role, List<String> combatants, @Nullable String label) {
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        byte[] id = new byte[8];
        RANDOM.nextBytes(id);
        String tokenId = "tok-" + HexFormat.of().formatHex(id);
        return new Minted(new Issued(tokenId, role.name(), List.copyOf(combatants), label, token), sha256(token));
    }

    /** The party a token stands for, when it is one of ours and not revoked. */
    public Optional<Party> check(String token) {
        if (token == null || !token.startsWith(PREFIX) || token.length() > 200) {
            return Optional.empty();
        }
        return recent.get(sha256(token), this::lookUp);
    }

    /** What a token stands for if this node knows it already, without reading the store; null when it does not. */
    @Nullable
    Optional<Party> known(String token) {
        if (token == null || !token.startsWith(PREFIX) || token.length() > 200) {
            return Optional.empty();
        }
        return recent.getIfPresent(sha256(token));
    }

    private Optional<Party> lookUp(String hash) {
        return store.findByHash(hash).filter(t -> !t.revoked()).map(t -> new Party(
                Party.Role.valueOf(t.role()), t.encounterId(),
                t.combatants().isEmpty() ? List.of() : List.of(t.combatants().split(",")), t.id()));
    }

    /** The tokens of an encounter, without their secrets. */
    public List<AccessToken> of(String encounterId) {
        return store.findByEncounterIdOrderById(encounterId);
    }

    /**
     * Revokes a token of the encounter; from now on it is refused (401). The encounter's last GM token in force is
     * not revoked (409 {@code last-gm-token}): a GM who revoked it would lock everyone out of the encounter's running,
     * with only the operator's credential left to issue another.
     */
    public AccessToken revoke(String encounterId, String tokenId) {
        AccessToken t = store.findById(tokenId).filter(x -> x.encounterId().equals(encounterId))
                .orElseThrow(() -> RuleViolation.notFound("unknown-token",
                        "encounter \"" + encounterId + "\" has no token \"" + tokenId + "\""));
        boolean gm = Party.Role.GM.name().equals(t.role());
        if (gm && !t.revoked() && of(encounterId).stream()
                .noneMatch(o -> !o.id().equals(t.id()) && !o.revoked() && Party.Role.GM.name().equals(o.role()))) {
            throw RuleViolation.conflict("last-gm-token", null, "this is the encounter's last GM token in force: "
                    + "issue another GM token (POST /encounters/" + encounterId + "/tokens {\"role\":\"gm\"}) first");
        }
        store.updateRevoked(t.id(), true);
        recent.invalidate(t.hash());
        revocations.tryEmitNext(t.id());
        return new AccessToken(t.id(), t.encounterId(), t.role(), t.combatants(), t.label(), t.hash(), true);
    }

    /** The ids of the tokens revoked on this node from now on. */
    public reactor.core.publisher.Flux<String> revocations() {
        return revocations.asFlux();
    }

    /**
     * Whether the party's token is still in force, read from the store (a revocation on another node included): the
     * operator's credential and the open mode always are; an encounter's token until it is revoked.
     */
    public boolean inForce(Party party) {
        if (party.everywhere()) {
            return true;
        }
        return store.findById(party.name()).map(t -> !t.revoked()).orElse(false);
    }

    static String sha256(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /** Compares two secrets in time independent of where they differ. */
    static boolean same(String given, String expected) {
        return MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), expected.getBytes(StandardCharsets.UTF_8));
    }
}
