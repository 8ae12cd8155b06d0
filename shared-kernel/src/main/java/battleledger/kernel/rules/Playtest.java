package battleledger.kernel.rules;

/**
 * Citations of {@code 001_e42f358615ad31c5.txt}, the D&D Next playtest "How to Play" text: the core d20 ruleset
 * {@code playtest}. Each constant names the section whose words the code that uses it follows.
 */
public final class Playtest {

    public static final String SEED = "001";

    private Playtest() {
    }

    private static Rule r(String... headings) {
        return Rule.of(SEED, headings);
    }

    // Basic Rules
    public static final Rule CHECKS = r("Basic Rules", "Checks");
    public static final Rule CONTESTS = r("Basic Rules", "Contests");
    public static final Rule ATTACKS = r("Basic Rules", "Attacks");
    public static final Rule SAVING_THROWS = r("Basic Rules", "Saving Throws");
    public static final Rule ADVANTAGE = r("Basic Rules", "Advantage and Disadvantage");

    // Ability Scores
    public static final Rule ABILITY_MODIFIERS = r("Ability Scores", "Ability Modifiers");
    public static final Rule ABILITY_SCORES = r("Ability Scores");

    // Combat
    public static final Rule COMBAT_SEQUENCE = r("Combat", "The Combat Sequence");
    public static final Rule THE_ROUND = r("Combat", "The Round");
    public static final Rule SURPRISE = r("Combat", "Surprise");
    public static final Rule INITIATIVE = r("Combat", "Initiative");
    public static final Rule INITIATIVE_TIES = r("Combat", "Initiative", "Resolving Ties");
    public static final Rule TAKING_A_TURN = r("Combat", "Taking a Turn");
    public static final Rule REACTIONS = r("Combat", "Taking a Turn", "Reactions");
}
