package battleledger.kernel.state;

import battleledger.kernel.model.WillpowerEffect;

import java.util.List;

/**
 * A Dragonbane mage's willpower as the battle changes it (004 › Casting Spells): the WP spent (current WP is the
 * stat block's maximum less these), the spell it concentrates on, and the ingredients its spells consumed.
 *
 * @param spent         willpower points spent or drained
 * @param concentration the spell it keeps up by concentrating (004 › Duration), or null
 * @param consumed      ingredients its spells have consumed (004 › Requirements)
 */
public record Willpower(int spent, String concentration, List<String> consumed, List<WillpowerEffect> lasting) {

    public static final Willpower FRESH = new Willpower(0, null, List.of(), List.of());

    public Willpower {
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
        lasting = lasting == null ? List.of() : List.copyOf(lasting);
    }

    public Willpower(int spent, String concentration, List<String> consumed) {
        this(spent, concentration, consumed, List.of());
    }

    /**
     * The battle's digest is taken over its text form ({@code audit/Digest}); {@code lasting} (004 › Duration) came
     * after battles were stored, so it is written only when a spell lasts, and every stored digest stays what it was.
     */
    @Override
    public String toString() {
        return "Willpower[spent=" + spent + ", concentration=" + concentration + ", consumed=" + consumed
                + (lasting.isEmpty() ? "" : ", lasting=" + lasting) + "]";
    }

    public Willpower withSpent(int newSpent) {
        return new Willpower(Math.max(0, newSpent), concentration, consumed, lasting);
    }

    public Willpower concentrating(String spell) {
        return new Willpower(spent, spell, consumed, lasting);
    }

    /** A spell of the caster's begins to last (004 › Duration). */
    public Willpower lasts(WillpowerEffect effect) {
        List<WillpowerEffect> more = new java.util.ArrayList<>(lasting);
        more.add(effect);
        return new Willpower(spent, concentration, consumed, more);
    }

    /** A lasting spell of the caster's ends. */
    public Willpower ended(String effect) {
        return new Willpower(spent, concentration, consumed,
                lasting.stream().filter(e -> !e.id().equals(effect)).toList());
    }

    public Willpower consuming(String ingredient) {
        if (ingredient == null) {
            return this;
        }
        List<String> more = new java.util.ArrayList<>(consumed);
        more.add(ingredient);
        return new Willpower(spent, concentration, more, lasting);
    }
}
