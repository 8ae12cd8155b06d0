package battleledger.kernel.ruleset;

import battleledger.kernel.dice.Roll;

/**
 * A failed casting roll pushed (004 › Casting Spells: "You can push the roll if this optional rule is used"): the
 * roll that failed, what the cast had drawn from the body (drawn once: 004 › Power from the Body), the WP the mage
 * had before the cast (its WP are spent once: 004 › Failure), and whether the encounter uses pushed rolls.
 *
 * @param failed    the casting roll that failed
 * @param bodyRoll  the roll of power from the body, or null
 * @param wpGained  the WP drawn from the body
 * @param wpBefore  the mage's WP before the cast
 * @param optionOn  the encounter's {@code pushing} option
 */
public record CastPush(Roll failed, Roll bodyRoll, int wpGained, int wpBefore, boolean optionOn, String condition) {

    /** Pushed at the cost of the condition tied to the roll's attribute. */
    public CastPush(Roll failed, Roll bodyRoll, int wpGained, int wpBefore, boolean optionOn) {
        this(failed, bodyRoll, wpGained, wpBefore, optionOn, null);
    }

    /**
     * The roll made again and the condition it cost ({@code pushed}), and the cast resolved with it ({@code cast}:
     * its casting roll and body roll are left out, being recorded already, and it uses no action of its own).
     */
    public record Outcome(Ruleset.Pushed pushed, MagicRules.WillpowerCast cast) {
    }
}
