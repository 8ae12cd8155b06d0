package battleledger.kernel.dice;

import battleledger.kernel.RuleViolation;

import java.util.Map;

/**
 * A step's dice with some draws forced by a GM's ruling (OverrideRoll). A forced draw still consumes its place in
 * the underlying source, so every other die of the step stays exactly as it was.
 */
public final class ForcedDice implements Dice {

    private final Dice base;
    private final Map<Integer, Integer> forced;
    private int index;

    public ForcedDice(Dice base, Map<Integer, Integer> forced) {
        this.base = base;
        this.forced = Map.copyOf(forced);
    }

    @Override
    public int draw(int faces) {
        int value = base.draw(faces);
        Integer ruled = forced.get(index++);
        if (ruled == null) {
            return value;
        }
        if (ruled < 1 || ruled > faces) {
            throw RuleViolation.invalid("override-out-of-range",
                    "the ruled value " + ruled + " does not fit the d" + faces + " it replaces");
        }
        return ruled;
    }

    @Override
    public int drawn() {
        return base.drawn();
    }
}
