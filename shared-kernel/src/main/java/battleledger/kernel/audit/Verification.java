package battleledger.kernel.audit;

import java.util.List;

/**
 * The result of verifying a stored battle: whether deciding every step again gives the stored events, how many
 * steps and events there were, the digest of the final battle and of the battle after each step, and the first
 * place where it differs.
 */
public record Verification(boolean verified, int steps, int events, String digest, List<String> digests,
                           Difference firstDifference) {

    public Verification {
        digests = List.copyOf(digests);
    }

    /**
     * Where a stored battle first differs from the rules: the step, what differs, what the store holds and what
     * deciding again gives.
     */
    public record Difference(int step, String what, String stored, String decided) {
    }
}
