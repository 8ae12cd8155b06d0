package battleledger.ledger.projection;

import io.micronaut.core.annotation.Nullable;

/**
 * One step of the timeline: who sent which command, its kind and status, whether it counts now, and the digest of the
 * battle as of the step (verify compares it with a fresh fold). Keyed by (encounter, step).
 */
public record StepViewRow(String encounterId, int step, String sender, String kind, String command,
                          String status, boolean inEffect, @Nullable Integer redecidedIn, @Nullable String reason,
                          @Nullable String digest) {
}
