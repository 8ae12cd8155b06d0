package battleledger.kernel.model;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.rules.Playtest;

/**
 * "To determine how many pounds you can carry unencumbered, multiply your Strength score by 10. If you carry more than
 * this weight, you are encumbered, which means your speed drops by 10 feet, and you have disadvantage on checks,
 * attack rolls, and saving throws. The maximum weight you can carry encumbered equals twice your unencumbered carrying
 * capacity." "For each size category above Medium, double the carrying; maximum ... For a Tiny creature, halve these
 * weights." (001 › Ability Scores › Strength › Carrying Capacity). A creature whose stat block gives no carried weight
 * is never encumbered.
 */
public final class Carrying {

    /** The speed an encumbered creature loses, in feet. */
    public static final int SLOWER = 10;

    private Carrying() {
    }

    /** Pounds carried unencumbered: Strength × 10, doubled per size above Medium, halved when Tiny. */
    public static int capacity(StatBlock s) {
        int pounds = s.abilities().score(Ability.STR) * 10;
        return switch (s.size()) {
            case TINY -> pounds / 2;
            case SMALL, MEDIUM -> pounds;
            case LARGE -> pounds * 2;
            case HUGE -> pounds * 4;
            case GARGANTUAN -> pounds * 8;
        };
    }

    public static boolean encumbered(StatBlock s) {
        return s.gear().carried() != null && s.gear().carried() > capacity(s);
    }

    /** A stat block carrying more than twice its capacity cannot be: "The maximum weight you can carry encumbered". */
    static void validate(StatBlock s) {
        Integer carried = s.gear().carried();
        if (carried == null) {
            return;
        }
        if (carried < 0) {
            throw RuleViolation.invalid("out-of-bounds", "combatant.gear.carried is 0 or more pounds");
        }
        if (carried > 2 * capacity(s)) {
            throw RuleViolation.invalid("over-carrying-capacity", Playtest.CARRYING_CAPACITY, s.name() + " carries "
                    + carried + " lb; with Strength " + s.abilities().score(Ability.STR) + " the most it can carry is "
                    + 2 * capacity(s) + " lb (" + capacity(s) + " unencumbered)");
        }
    }
}
