package battleledger.kernel.rules;

/**
 * Citations of 001's Exploration section and the rules that keep time between fights (issue 17): time, modes of
 * movement, stealth. Each constant names the section whose words the code that uses it follows.
 */
public final class Exploration {

    private Exploration() {
    }

    private static Rule r(String... headings) {
        return Rule.of(Playtest.SEED, headings);
    }

    public static final Rule TIME = r("Exploration", "Time");
    public static final Rule ROUNDS = r("Exploration", "Time", "Rounds");
    public static final Rule SHORT_REST = r("Damage and Dying", "Resting", "Short Rest");
    public static final Rule LONG_REST = r("Damage and Dying", "Resting", "Long Rest");
    public static final Rule CONDITIONS_FOR_STEALTH = r("Exploration", "Stealth", "Conditions for Stealth");
    public static final Rule STABILIZED = r("Damage and Dying", "Stabilized");
    public static final Rule LONG_JUMP = r("Exploration", "Movement", "Modes of Movement", "Long Jump");
    public static final Rule HIGH_JUMP = r("Exploration", "Movement", "Modes of Movement", "High Jump");
    public static final Rule CLIMB = r("Exploration", "Movement", "Modes of Movement", "Climb");
    public static final Rule SWIM = r("Exploration", "Movement", "Modes of Movement", "Swim");
    public static final Rule STAYING_QUIET = r("Exploration", "Stealth", "Staying Quiet");
}
