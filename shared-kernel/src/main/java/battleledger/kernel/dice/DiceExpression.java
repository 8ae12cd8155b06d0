package battleledger.kernel.dice;

import battleledger.kernel.RuleViolation;

import java.util.ArrayList;
import java.util.List;

/**
 * A dice expression such as {@code 2d6+1d4+3} or {@code 2d20kh1}: groups of dice added together, plus a constant.
 * Dice terms are only ever added (a penalty that is itself rolled, like an intoxicated creature's -1d6, is its own
 * roll). Hard bounds keep a command from asking the engine for absurd work: at most {@value #MAX_DICE} dice in
 * all, at most {@value #MAX_FACES} faces a die, a constant within ±{@value #MAX_CONSTANT}.
 */
public record DiceExpression(List<DiceTerm> terms, int constant) {

    public static final int MAX_DICE = 100;
    public static final int MAX_FACES = 1000;
    public static final int MAX_CONSTANT = 10_000;
    private static final int MAX_TEXT = 200;

    public DiceExpression {
        terms = List.copyOf(terms);
        int dice = 0;
        for (DiceTerm t : terms) {
            if (t.count() < 1) {
                throw RuleViolation.invalid("dice-out-of-bounds", "a dice term needs at least one die: " + t);
            }
            if (t.faces() < 1 || t.faces() > MAX_FACES) {
                throw RuleViolation.invalid("dice-out-of-bounds",
                        "a die has between 1 and " + MAX_FACES + " faces, not " + t.faces());
            }
            if (t.keep().mode() != DiceTerm.Keep.Mode.ALL && (t.keep().count() < 1 || t.keep().count() > t.count())) {
                throw RuleViolation.invalid("dice-out-of-bounds", "cannot keep " + t.keep().count() + " of " + t);
            }
            dice += t.count();
            if (dice > MAX_DICE) {
                throw RuleViolation.invalid("dice-out-of-bounds",
                        "an expression may roll at most " + MAX_DICE + " dice");
            }
        }
        if (constant < -MAX_CONSTANT || constant > MAX_CONSTANT) {
            throw RuleViolation.invalid("dice-out-of-bounds",
                    "a dice expression's constant must lie within ±" + MAX_CONSTANT);
        }
    }

    public static DiceExpression of(int count, int faces) {
        return new DiceExpression(List.of(new DiceTerm(count, faces)), 0);
    }

    public static DiceExpression d20() {
        return of(1, 20);
    }

    /** Parses {@code NdM}, {@code dM}, {@code NdMkhK}, {@code NdMklK} and integers joined by {@code +} or {@code -}. */
    public static DiceExpression parse(String text) {
        if (text == null || text.isBlank()) {
            throw RuleViolation.invalid("invalid-dice", "a dice expression is required");
        }
        if (text.length() > MAX_TEXT) {
            throw RuleViolation.invalid("invalid-dice", "a dice expression is at most " + MAX_TEXT + " characters");
        }
        String s = text.replace(" ", "").toLowerCase();
        List<DiceTerm> terms = new ArrayList<>();
        long constant = 0;
        int i = 0;
        boolean first = true;
        while (i < s.length()) {
            int sign = 1;
            char c = s.charAt(i);
            if (c == '+' || c == '-') {
                sign = c == '-' ? -1 : 1;
                i++;
            } else if (!first) {
                throw bad(text);
            }
            first = false;
            int start = i;
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                i++;
            }
            String number = s.substring(start, i);
            if (i < s.length() && s.charAt(i) == 'd') {
                if (sign < 0) {
                    throw RuleViolation.invalid("invalid-dice", "dice can only be added, not subtracted: " + text);
                }
                i++;
                int fStart = i;
                while (i < s.length() && Character.isDigit(s.charAt(i))) {
                    i++;
                }
                int count = number.isEmpty() ? 1 : bounded(number, text);
                int faces = bounded(s.substring(fStart, i), text);
                DiceTerm.Keep keep = DiceTerm.Keep.ALL;
                if (s.startsWith("kh", i) || s.startsWith("kl", i)) {
                    boolean highest = s.charAt(i + 1) == 'h';
                    i += 2;
                    int kStart = i;
                    while (i < s.length() && Character.isDigit(s.charAt(i))) {
                        i++;
                    }
                    int k = bounded(s.substring(kStart, i), text);
                    keep = highest ? DiceTerm.Keep.highest(k) : DiceTerm.Keep.lowest(k);
                }
                terms.add(new DiceTerm(count, faces, keep));
            } else {
                if (number.isEmpty()) {
                    throw bad(text);
                }
                constant += (long) sign * bounded(number, text);
                if (Math.abs(constant) > MAX_CONSTANT) {
                    throw RuleViolation.invalid("dice-out-of-bounds",
                            "a dice expression's constant must lie within ±" + MAX_CONSTANT);
                }
            }
        }
        return new DiceExpression(terms, (int) constant);
    }

    private static int bounded(String digits, String text) {
        if (digits.isEmpty()) {
            throw bad(text);
        }
        if (digits.length() > 6) {
            throw RuleViolation.invalid("dice-out-of-bounds", "number too large in dice expression: " + text);
        }
        return Integer.parseInt(digits);
    }

    private static RuleViolation bad(String text) {
        return RuleViolation.invalid("invalid-dice", "not a dice expression: " + text);
    }

    /** Number of dice rolled (before keeping). */
    public int diceCount() {
        return terms.stream().mapToInt(DiceTerm::count).sum();
    }

    /** The same dice with a different constant. */
    public DiceExpression withConstant(int newConstant) {
        return new DiceExpression(terms, newConstant);
    }

    /** The dice part only, without the constant. */
    public DiceExpression diceOnly() {
        return withConstant(0);
    }

    /** The largest total this expression can give: every kept die at its maximum. */
    public int maximum() {
        return terms.stream().mapToInt(t -> t.keptCount() * t.faces()).sum() + constant;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (DiceTerm t : terms) {
            if (!b.isEmpty()) {
                b.append('+');
            }
            b.append(t);
        }
        if (constant != 0 || b.isEmpty()) {
            if (constant >= 0 && !b.isEmpty()) {
                b.append('+');
            }
            b.append(constant);
        }
        return b.toString();
    }
}
