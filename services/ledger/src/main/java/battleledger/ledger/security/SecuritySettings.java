package battleledger.ledger.security;

import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;

/**
 * The documented settings (README, Who may do what): {@code ledger.security.mode} is {@code tokens} (the default:
 * every request carries a bearer token) or {@code open} (one table on one laptop, no tokens, everyone is the GM);
 * {@code ledger.admin-token} is the operator's credential for /admin (unset: /admin answers 401 to everyone).
 */
@Singleton
public class SecuritySettings {

    public static final String MODE = "ledger.security.mode";

    private final boolean open;
    private final String adminToken;

    public SecuritySettings(@Value("${" + MODE + ":tokens}") String mode,
                            @Nullable @Value("${ledger.admin-token:}") String adminToken) {
        if (!mode.equals("tokens") && !mode.equals("open")) {
            throw new ConfigurationException(MODE + " is \"tokens\" (the default) or \"open\", not \"" + mode + "\"");
        }
        if (adminToken != null && !adminToken.isBlank() && adminToken.length() < 16) {
            throw new ConfigurationException("ledger.admin-token must be at least 16 characters long");
        }
        this.open = mode.equals("open");
        this.adminToken = adminToken == null || adminToken.isBlank() ? null : adminToken;
    }

    public boolean open() {
        return open;
    }

    /** Whether {@code token} is the configured admin credential (compared in constant time). */
    boolean isAdmin(String token) {
        return adminToken != null && token != null && Tokens.same(token, adminToken);
    }
}
