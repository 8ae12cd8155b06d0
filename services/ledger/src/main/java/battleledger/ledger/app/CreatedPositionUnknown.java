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
    @Nullable
    private final String gmToken;

    public CreatedPositionUnknown(String encounterId, @Nullable String gmToken, Throwable cause) {
        super("the encounter \"" + encounterId + "\" was created, with the GM token in this answer, but the store"
                + " stopped answering before its position could be read; do not create it again: read it with this"
                + " token once the store answers", cause, false, false);
        this.encounterId = encounterId;
        this.gmToken = gmToken;
    }

    public String encounterId() {
        return encounterId;
    }

    /** The new encounter's GM token, shown only in this answer; null until the controller that made it adds it. */
    @Nullable
    public String gmToken() {
        return gmToken;
    }

    public CreatedPositionUnknown withGmToken(String token) {
        return new CreatedPositionUnknown(encounterId, token, getCause());
    }
}
