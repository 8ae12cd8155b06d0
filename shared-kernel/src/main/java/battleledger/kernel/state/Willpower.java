package battleledger.kernel.state;

import java.util.List;

/**
 * A Dragonbane mage's willpower as the battle changes it (004 › Casting Spells): the WP spent (current WP is the
 * stat block's maximum less these), the spell it concentrates on, and the ingredients its spells consumed.
 *
 * @param spent         willpower points spent or drained
 * @param concentration the spell it keeps up by concentrating (004 › Duration), or null
 * @param consumed      ingredients its spells have consumed (004 › Requirements)
 * @param againAt       after a Dragon with the choice "again", the step of that cast (or of the last answer to the
 *                      dodges it offered): the mage may cast once more at once, with a bane (004 › Rolling a Dragon:
 *                      "You can immediately cast another spell, but get a bane on the roll"); null otherwise, and
 *                      cleared by anything else that happens in the battle
 */
public record Willpower(int spent, String concentration, List<String> consumed,
                        @battleledger.kernel.support.OmittedWhenAbsent Integer againAt) {

    public static final Willpower FRESH = new Willpower(0, null, List.of(), null);

    public Willpower {
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
    }

    public Willpower(int spent, String concentration, List<String> consumed) {
        this(spent, concentration, consumed, null);
    }

    public Willpower withSpent(int newSpent) {
        return new Willpower(Math.max(0, newSpent), concentration, consumed, againAt);
    }

    public Willpower concentrating(String spell) {
        return new Willpower(spent, spell, consumed, againAt);
    }

    /** May cast again at once after the step given (a Dragon's "again"), or not (null). */
    public Willpower again(Integer step) {
        return new Willpower(spent, concentration, consumed, step);
    }

    public Willpower consuming(String ingredient) {
        if (ingredient == null) {
            return this;
        }
        List<String> more = new java.util.ArrayList<>(consumed);
        more.add(ingredient);
        return new Willpower(spent, concentration, more, againAt);
    }
}
