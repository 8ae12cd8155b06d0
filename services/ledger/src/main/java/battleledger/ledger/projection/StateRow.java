package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;

/**
 * The battle as of one step (time travel), with its digest. Stored only every K steps; the others are folded from the
 * store when asked. {@code battle} is null where only the digest was read (verify).
 */
public record StateRow(int step, String digest, @Nullable String battle) {
}
