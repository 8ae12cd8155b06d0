package battleledger.kernel.dice;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.rules.Design;

import java.util.List;

/**
 * Dice rolled by people (manual mode): the values submitted for a step, taken in order. When a decision needs more
 * than were submitted it stops with {@link AwaitingDice}, naming the roll it waits for; deciding it again with the
 * submitted values (replay, verify) draws exactly those. A submission is checked against the roll it answers: the
 * right count, each value on the die (a 422 otherwise, changing nothing).
 */
public final class ManualDice implements Dice {

    private final List<Integer> submitted;
    private final boolean closed;
    private int next;

    public ManualDice(List<Integer> submitted) {
        this(submitted, false);
    }

    /**
     * @param closed no more dice will come for this step (it is being decided again, not waited for): a roll
     *               beyond the submitted dice is refused ({@code dice-not-submitted}) rather than waited for
     */
    public ManualDice(List<Integer> submitted, boolean closed) {
        this.submitted = List.copyOf(submitted);
        this.closed = closed;
    }

    @Override
    public int draw(int faces) {
        if (next >= submitted.size()) {
            throw waitOrRefuse(new AwaitedRoll("gm", "a die", "1d" + faces, 1, faces, next));
        }
        int value = submitted.get(next);
        if (value < 1 || value > faces) {
            throw RuleViolation.illegal("die-out-of-range", Design.MANUAL_DICE,
                    "submitted die #" + (next + 1) + " is " + value + " but the die rolled is a d" + faces);
        }
        next++;
        return value;
    }

    @Override
    public int drawn() {
        return next;
    }

    /** How many submitted values are not drawn yet. */
    public int left() {
        return submitted.size() - next;
    }

    /**
     * Before a roll: with manual dice, stop and wait unless all of its dice were submitted, naming who rolls what.
     * Other dice sources are not affected.
     */
    public static void need(Dice dice, String roller, String purpose, String words, int count, int faces) {
        if (dice instanceof ManualDice m && m.left() < count) {
            throw m.waitOrRefuse(new AwaitedRoll(roller, purpose, words, count - m.left(), faces,
                    m.next + m.left()));
        }
    }

    private RuntimeException waitOrRefuse(AwaitedRoll awaited) {
        if (closed) {
            return RuleViolation.conflict("dice-not-submitted", null, "decided again, this step needs "
                    + awaited.dice() + " from " + awaited.roller() + " for " + awaited.purpose()
                    + ", which nobody rolled when it was decided");
        }
        return new AwaitingDice(awaited);
    }

    /** Before rolling an expression: every die of it must have been submitted. */
    public static void need(Dice dice, String roller, String purpose, DiceExpression expression) {
        if (!(dice instanceof ManualDice) || expression.terms().isEmpty()) {
            return;
        }
        DiceTerm first = expression.terms().get(0);
        boolean one = expression.terms().stream().allMatch(t -> t.faces() == first.faces());
        need(dice, roller, purpose, words(expression), expression.diceCount(), one ? first.faces() : 0);
    }

    /** {@code 2d20kl1} as people say it: {@code 2d20 keep lowest}. */
    static String words(DiceExpression e) {
        StringBuilder b = new StringBuilder();
        for (DiceTerm t : e.diceOnly().terms()) {
            if (!b.isEmpty()) {
                b.append(" + ");
            }
            b.append(t.count()).append('d').append(t.faces());
            if (t.keep().mode() == DiceTerm.Keep.Mode.LOWEST) {
                b.append(t.keep().count() == 1 ? " keep lowest" : " keep lowest " + t.keep().count());
            } else if (t.keep().mode() == DiceTerm.Keep.Mode.HIGHEST) {
                b.append(t.keep().count() == 1 ? " keep highest" : " keep highest " + t.keep().count());
            }
        }
        return b.toString();
    }

    /**
     * A submission answering {@code awaited}: exactly its count of values, each from 1 to the die's faces; a 422
     * ({@code wrong-dice-count}, {@code die-out-of-range}) otherwise.
     */
    public static void check(AwaitedRoll awaited, List<Integer> dice) {
        if (dice == null || dice.size() != awaited.count()) {
            throw RuleViolation.illegal("wrong-dice-count", Design.MANUAL_DICE, "the battle waits for "
                    + awaited.count() + (awaited.count() == 1 ? " die (" : " dice (")
                    + awaited.dice() + ") from " + awaited.roller() + ", not " + (dice == null ? 0 : dice.size()));
        }
        for (int i = 0; i < dice.size(); i++) {
            Integer v = dice.get(i);
            if (v == null || v < 1 || (awaited.faces() > 0 && v > awaited.faces())) {
                throw RuleViolation.illegal("die-out-of-range", Design.MANUAL_DICE, "die #" + (i + 1) + " is " + v
                        + (awaited.faces() > 0 ? "; a d" + awaited.faces() + " shows 1 to " + awaited.faces()
                        : "; the dice asked (" + awaited.dice() + ") show 1 or more"));
            }
        }
    }
}
