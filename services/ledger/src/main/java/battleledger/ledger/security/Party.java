package battleledger.ledger.security;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.security.authentication.Authentication;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Who is asking (README, Who may do what): the role its credential gives, the encounter a token is bound to, and the
 * combatants a player token acts for. The admin credential and the open mode are bound to no encounter.
 */
public record Party(Role role, @Nullable String encounter, List<String> combatants, String name) {

    /** The roles, as Micronaut Security's role names (the {@code @Secured} values). */
    public enum Role {
        /** Runs one encounter: every command and every read, tokens for the others. */
        GM,
        /** Acts for its combatants; reads what they may know. */
        PLAYER,
        /** Reads the public views of one encounter. */
        SPECTATOR,
        /** Reads everything of one encounter, the raw stream and verification included; commands nothing. */
        AUDIT,
        /** The operator's credential from configuration: the admin endpoints, and reading any encounter as an auditor. */
        ADMIN,
        /** ledger.security.mode: open — one table on one laptop, no tokens: everyone is the GM. */
        OPEN
    }

    public static final String GM = "GM";
    public static final String PLAYER = "PLAYER";
    public static final String SPECTATOR = "SPECTATOR";
    public static final String AUDIT = "AUDIT";
    public static final String ADMIN = "ADMIN";
    public static final String OPEN = "OPEN";

    static final String ENCOUNTER = "encounter";
    static final String COMBATANTS = "combatants";
    static final String ROLE = "role";

    public Party {
        combatants = combatants == null ? List.of() : List.copyOf(combatants);
    }

    /** Reads everything the GM reads (the seed, hidden positions, imperceptible casters, the raw stream). */
    public boolean seesAll() {
        return role == Role.GM || role == Role.AUDIT || role == Role.ADMIN || role == Role.OPEN;
    }

    /** Not bound to one encounter. */
    public boolean everywhere() {
        return role == Role.ADMIN || role == Role.OPEN;
    }

    public boolean actsFor(String combatant) {
        return combatants.contains(combatant);
    }

    /** The roles Micronaut Security checks {@code @Secured} against: the open mode holds every role. */
    List<String> roles() {
        return role == Role.OPEN ? List.of(OPEN, GM, AUDIT, ADMIN) : List.of(role.name());
    }

    public Authentication authentication() {
        Map<String, Object> attributes = new java.util.HashMap<>();
        attributes.put(ROLE, role.name());
        attributes.put(COMBATANTS, combatants);
        if (encounter != null) {
            attributes.put(ENCOUNTER, encounter);
        }
        return Authentication.build(name, roles(), attributes);
    }

    /** The party behind an authenticated request. */
    public static Party of(Authentication authentication) {
        Map<String, Object> a = authentication.getAttributes();
        Object combatants = a.get(COMBATANTS);
        List<String> ids = combatants instanceof Collection<?> c ? c.stream().map(String::valueOf).toList() : List.of();
        return new Party(Role.valueOf(String.valueOf(a.get(ROLE))), (String) a.get(ENCOUNTER), ids,
                authentication.getName());
    }

    static Party open() {
        return new Party(Role.OPEN, null, List.of(), "open");
    }

    static Party admin() {
        return new Party(Role.ADMIN, null, List.of(), "admin");
    }
}
