package battleledger.kernel.rules;

/** Citations of {@code 000_3f7f7bd034785d67.txt}, Xanathar's Guide's spellcasting options. */
public final class Xanathar {

    public static final String SEED = "000";

    private Xanathar() {
    }

    public static final Rule PERCEIVING = Rule.of(SEED, "Perceiving a Caster at Work");
    public static final Rule IDENTIFYING = Rule.of(SEED, "Identifying a Spell");
    public static final Rule INVALID_TARGETS = Rule.of(SEED, "Invalid Spell Targets");
}
