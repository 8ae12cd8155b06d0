package battleledger.ledger.app;

import io.micronaut.core.annotation.Nullable;

/**
 * An encounter was created (POST /encounters) or imported (POST /encounters/import), its GM token stored with it, but
 * the store stopped answering before the position of its events could be read for the answer. Like
 * {@link TakenPositionUnknown}, the answer must not say "nothing was changed, try again": sent again, the request
 * would meet 409 encounter-exists, and the encounter would be left without a GM token anyone holds. The answer names
 * the encounter and carries its GM token ({@link #gmToken()}), so the encounter is the caller's all the same.
 */
public final class CreatedPositionUnknown extends RuntimeException {

    private final String encounterId;
    private final boolean created;
    @Nullable
    private final String gmToken;

    public CreatedPositionUnknown(String encounterId, @Nullable String gmToken, Throwable cause) {
        this(encounterId, true, gmToken, cause);
    }

    private CreatedPositionUnknown(String encounterId, boolean created, @Nullable String gmToken, Throwable cause) {
        super(created ? "the encounter \"" + encounterId + "\" was created, with the GM token in this answer, but the"
                + " store stopped answering before its position could be read; do not create it again: read it with"
                + " this token once the store answers"
                : "the store stopped answering while committing the encounter \"" + encounterId + "\", so"
                + " whether it was is not known; its GM token, in this answer, is stored with it: once the store"
                + " answers, read the encounter with this token; if the token is unknown (401), the encounter was"
                + " not created: create it again", cause, false, false);
        this.encounterId = encounterId;
        this.created = created;
        this.gmToken = gmToken;
    }

    /**
     * The store failed while the encounter was being created (its commit may have gone through unacknowledged): the
     * answer cannot say "nothing was changed", only how to find out, with the GM token that was stored with it or not.
     */
    public static CreatedPositionUnknown creationUnknown(String encounterId, Throwable cause) {
        return new CreatedPositionUnknown(encounterId, false, null, cause);
    }

    public String encounterId() {
        return encounterId;
    }

    /** Whether the encounter is known to be created (created-position-unknown) or may be (creation-unknown). */
    public boolean created() {
        return created;
    }

    public String code() {
        return created ? "created-position-unknown" : "creation-unknown";
    }

    /** The new encounter's GM token, shown only in this answer; null until the controller that made it adds it. */
    @Nullable
    public String gmToken() {
        return gmToken;
    }

    public CreatedPositionUnknown withGmToken(String token) {
        return new CreatedPositionUnknown(encounterId, created, token, getCause());
    }
}
