package battleledger.kernel.rules;

/**
 * Citations of {@code 002_6decaaaf77c8443e.txt}, the Dusk Player's Guide's expanded spellcasting: the stages of a
 * spell and sequences of readied actions.
 */
public final class Dusk {

    public static final String SEED = "002";

    private Dusk() {
    }

    private static Rule r(String... headings) {
        return Rule.of(SEED, headings);
    }

    public static final Rule STAGES = r("Stages of Spellcasting");
    public static final Rule CHOOSE_SPELL = r("Stages of Spellcasting", "Choose the spell");
    public static final Rule CHOOSE_MODE = r("Stages of Spellcasting", "Choose the mode");
    public static final Rule BEGIN = r("Stages of Spellcasting", "Begin the spell");
    public static final Rule CONCENTRATION = r("Stages of Spellcasting", "Concentration");
    public static final Rule RESOLVE = r("Stages of Spellcasting", "Resolve the spell");
    public static final Rule SEQUENCES = r("Sequences");
    public static final Rule REVERSE_ORDER = r("Sequences", "resolved in the reverse order");
    public static final Rule NO_ABANDONING = r("Sequences", "can't change their minds about targets");
    public static final Rule LOWEST_INITIATIVE_FIRST = r("Sequences", "lowest rolled initiative declares first");
    public static final Rule EMANATIONS_WAIT = r("Sequences", "spreads and emanations wait for the end");
    public static final Rule SPELLS_KEEP_TRIGGERING = r("Sequences", "spells continue to trigger");
    public static final Rule TRIGGERED_EFFECT = r("Spellcasting", "triggered effect");
}
