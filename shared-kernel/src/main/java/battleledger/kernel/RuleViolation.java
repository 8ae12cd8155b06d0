package battleledger.kernel;

import battleledger.kernel.rules.Rule;

import java.util.Objects;

/**
 * A command the rules (or the shape of the input) do not allow. It carries a stable code for machines, the rule
 * that forbids it for people, and what kind of refusal it is, so an adapter can answer with the right status.
 * A rejected command produces no event.
 */
public final class RuleViolation extends RuntimeException {

    /** What kind of refusal this is; adapters map it to a status (400, 403, 409, 422). */
    public enum Kind {
        /** The input itself is malformed or out of bounds (a 31 Strength, a 10000d10000). */
        INVALID,
        /** The encounter itself does not exist. */
        NOT_FOUND,
        /** The input names something that does not exist in this encounter. */
        UNKNOWN,
        /** The sender may not give this command (a player ending someone else's turn). */
        FORBIDDEN,
        /** Not now: the state of the battle forbids it (not your turn, action already used). */
        CONFLICT,
        /** The rules never allow it in this form (a target behind total cover). */
        ILLEGAL
    }

    private final String code;
    private final Kind kind;
    private final Rule rule;

    public RuleViolation(Kind kind, String code, Rule rule, String detail) {
        // a refusal is an answer, not a failure: no stack trace to capture
        super(detail, null, false, false);
        this.kind = Objects.requireNonNull(kind);
        this.code = Objects.requireNonNull(code);
        this.rule = rule;
    }

    public static RuleViolation invalid(String code, String detail) {
        return new RuleViolation(Kind.INVALID, code, null, detail);
    }

    public static RuleViolation invalid(String code, Rule rule, String detail) {
        return new RuleViolation(Kind.INVALID, code, rule, detail);
    }

    public static RuleViolation notFound(String code, String detail) {
        return new RuleViolation(Kind.NOT_FOUND, code, null, detail);
    }

    public static RuleViolation unknown(String code, String detail) {
        return new RuleViolation(Kind.UNKNOWN, code, null, detail);
    }

    public static RuleViolation forbidden(String code, Rule rule, String detail) {
        return new RuleViolation(Kind.FORBIDDEN, code, rule, detail);
    }

    public static RuleViolation conflict(String code, Rule rule, String detail) {
        return new RuleViolation(Kind.CONFLICT, code, rule, detail);
    }

    public static RuleViolation illegal(String code, Rule rule, String detail) {
        return new RuleViolation(Kind.ILLEGAL, code, rule, detail);
    }

    /** The stable, machine-readable code, e.g. {@code not-your-turn}. */
    public String code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    /** The rule that forbids the command, or null when the refusal is about the input's shape only. */
    public Rule rule() {
        return rule;
    }

    public String detail() {
        return getMessage();
    }
}
