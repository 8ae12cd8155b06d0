package battleledger.ledger.app;

import battleledger.kernel.RuleViolation;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A command's idempotency key, as the client sent it in the {@code Idempotency-Key} header (IETF httpapi draft
 * "The Idempotency-Key HTTP Header Field"), with the fingerprint of the request it came with: the SHA-256 of the
 * body as received. The same key with the same body is the same command; with another body, a client's mistake.
 */
public record CommandKey(String value, String fingerprint) {

    /** The longest key kept; a UUID is 36 characters. */
    public static final int MAX_LENGTH = 255;

    /**
     * The key of a request, or null without the header. The draft writes the key as a structured-field string
     * ({@code "8e03978e-..."}, RFC 8941); a bare token, as many clients send it, is taken too.
     */
    public static CommandKey of(String header, String body) {
        if (header == null) {
            return null;
        }
        String value = header.strip();
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            value = value.substring(1, value.length() - 1);
        }
        if (value.isEmpty() || value.length() > MAX_LENGTH || !value.chars().allMatch(c -> c >= 0x21 && c <= 0x7e)
                || value.contains("\"") || value.contains("\\")) {
            throw RuleViolation.invalid("invalid-idempotency-key", "Idempotency-Key: 1 to " + MAX_LENGTH
                    + " visible ASCII characters, no quote or backslash inside (a UUID will do)");
        }
        return new CommandKey(value, sha256(body == null ? "" : body));
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256", e);
        }
    }
}
