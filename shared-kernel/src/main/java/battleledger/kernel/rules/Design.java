package battleledger.kernel.rules;

/**
 * Citations of {@code DESIGN.md} for what the rules texts leave to the engine: the timeline of steps, undo, redo
 * and revoking a ruling.
 */
public final class Design {

    public static final String SEED = "DESIGN";

    private Design() {
    }

    public static final Rule UNDO_REDO = Rule.of(SEED, "Undo, redo, revoke");
    public static final Rule REVOKE = Rule.of(SEED, "Undo, redo, revoke", "RevokeRuling");
    public static final Rule RULINGS = Rule.of(SEED, "Kinds of events", "ruling");
    /** Falling: no rules text gives it a number, so a fall is the GM's ruling with the engine's default dice. */
    public static final Rule FALLING = Rule.of(SEED, "Kinds of events", "ruling", "falling");
    public static final Rule MANUAL_DICE = Rule.of(SEED, "The kernel is a decider", "dice from people");
}
