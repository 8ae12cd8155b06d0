package battleledger.kernel.state;

import java.util.List;

/**
 * A Dragonbane mage's willpower as the battle changes it (004 › Casting Spells): the WP spent (current WP is the
 * stat block's maximum less these), the spell it concentrates on, and the ingredients its spells consumed.
 *
 * @param spent         willpower points spent or drained
 * @param concentration the spell it keeps up by concentrating (004 › Duration), or null
 * @param consumed      ingredients its spells have consumed (004 › Requirements)
 */
public record Willpower(int spent, String concentration, List<String> consumed) {

    public static final Willpower FRESH = new Willpower(0, null, List.of());

    public Willpower {
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
    }

    public Willpower withSpent(int newSpent) {
        return new Willpower(Math.max(0, newSpent), concentration, consumed);
    }

    public Willpower concentrating(String spell) {
        return new Willpower(spent, spell, consumed);
    }

    public Willpower consuming(String ingredient) {
        if (ingredient == null) {
            return this;
        }
        List<String> more = new java.util.ArrayList<>(consumed);
        more.add(ingredient);
        return new Willpower(spent, concentration, more);
    }
}
