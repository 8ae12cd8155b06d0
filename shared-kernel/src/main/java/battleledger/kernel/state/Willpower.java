package battleledger.kernel.state;

import battleledger.kernel.model.ConcentrationCast;
import battleledger.kernel.model.WillpowerEffect;

import java.util.List;

/**
 * A Dragonbane mage's willpower as the battle changes it (004 › Casting Spells): the WP spent (current WP is the
 * stat block's maximum less these), the spell it concentrates on, the ingredients its spells consumed, a Dragon's
 * "again", and its spells that last.
 *
 * @param spent         willpower points spent or drained
 * @param concentration the spell it keeps up by concentrating (004 › Duration), or null
 * @param consumed      ingredients its spells have consumed (004 › Requirements)
 * @param againAt       after a Dragon with the choice "again", the step of that cast (or of the last answer to the
 *                      dodges it offered): the mage may cast once more at once, with a bane (004 › Rolling a Dragon:
 *                      "You can immediately cast another spell, but get a bane on the roll"); null otherwise, and
 *                      cleared by anything else that happens in the battle
 * @param lasting       its spells of a round, a stretch or a shift still in effect (004 › Duration)
 * @param readingRound  the round of combat in which it last cast from its grimoire, which "takes twice as long as
 *                      normal" (004 › Grimoire): the next round's action goes to it too; null if it never did
 * @param concentrationCast the cast of the spell it concentrates on (its step, round, power and targets), or null
 */
public record Willpower(int spent, String concentration, List<String> consumed,
                        @battleledger.kernel.support.OmittedWhenAbsent Integer againAt,
                        List<WillpowerEffect> lasting,
                        @battleledger.kernel.support.OmittedWhenAbsent Integer readingRound,
                        @battleledger.kernel.support.OmittedWhenAbsent ConcentrationCast concentrationCast) {

    public static final Willpower FRESH = new Willpower(0, null, List.of(), null, List.of(), null, null);

    public Willpower {
        consumed = consumed == null ? List.of() : List.copyOf(consumed);
        lasting = lasting == null ? List.of() : List.copyOf(lasting);
    }

    public Willpower(int spent, String concentration, List<String> consumed) {
        this(spent, concentration, consumed, null, List.of(), null, null);
    }

    /**
     * The battle's digest is taken over its text form ({@code audit/Digest}); {@code againAt} and {@code lasting} came
     * after battles were stored, so each is written only when it holds something, and every stored digest stays what
     * it was. {@code concentrationCast} is left out of it: it is the cast event's (already part of the battle through
     * its WP and its concentration), and writing it would change the digest of every stored battle whose mage
     * concentrates.
     */
    @Override
    public String toString() {
        return "Willpower[spent=" + spent + ", concentration=" + concentration + ", consumed=" + consumed
                + (againAt == null ? "" : ", againAt=" + againAt) + (lasting.isEmpty() ? "" : ", lasting=" + lasting)
                + (readingRound == null ? "" : ", readingRound=" + readingRound) + "]";
    }

    public Willpower withSpent(int newSpent) {
        return new Willpower(Math.max(0, newSpent), concentration, consumed, againAt, lasting, readingRound,
                concentrationCast);
    }

    /** It stops concentrating ({@code spell} null), or keeps concentrating on the spell of the same cast. */
    public Willpower concentrating(String spell) {
        return new Willpower(spent, spell, consumed, againAt, lasting, readingRound,
                spell == null ? null : concentrationCast);
    }

    /** It concentrates on {@code spell}, of this cast (004 › Duration). */
    public Willpower concentrating(String spell, ConcentrationCast cast) {
        return new Willpower(spent, spell, consumed, againAt, lasting, readingRound, cast);
    }

    /** May cast again at once after the step given (a Dragon's "again"), or not (null). */
    public Willpower again(Integer step) {
        return new Willpower(spent, concentration, consumed, step, lasting, readingRound, concentrationCast);
    }

    /** A spell of the caster's begins to last (004 › Duration). */
    public Willpower lasts(WillpowerEffect effect) {
        List<WillpowerEffect> more = new java.util.ArrayList<>(lasting);
        more.add(effect);
        return new Willpower(spent, concentration, consumed, againAt, more, readingRound, concentrationCast);
    }

    /** A lasting spell of the caster's ends. */
    public Willpower ended(String effect) {
        return new Willpower(spent, concentration, consumed, againAt,
                lasting.stream().filter(e -> !e.id().equals(effect)).toList(), readingRound, concentrationCast);
    }

    /** It cast from its grimoire in this round of combat (004 › Grimoire). */
    public Willpower reading(int round) {
        return new Willpower(spent, concentration, consumed, againAt, lasting, round, concentrationCast);
    }

    public Willpower consuming(String ingredient) {
        if (ingredient == null) {
            return this;
        }
        List<String> more = new java.util.ArrayList<>(consumed);
        more.add(ingredient);
        return new Willpower(spent, concentration, more, againAt, lasting, readingRound, concentrationCast);
    }
}
