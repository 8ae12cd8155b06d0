package battleledger.kernel.dice;

import battleledger.kernel.RuleViolation;

import java.util.List;

/**
 * Dice taken from a script, in order: for tests, and for replaying a table where physical dice were rolled. A
 * scripted value must fit the die it is used for; a script that runs out refuses the command rather than
 * inventing a die.
 */
public final class ScriptedDice implements Dice {

    private final List<Integer> script;
    private final int start;
    private int next;

    public ScriptedDice(List<Integer> script, int start) {
        this.script = List.copyOf(script);
        this.start = start;
        this.next = start;
    }

    @Override
    public int draw(int faces) {
        if (next >= script.size()) {
            throw RuleViolation.conflict("dice-script-exhausted", null,
                    "the dice script has " + script.size() + (script.size() == 1 ? " value" : " values")
                            + " and all are used; a script is fixed when the encounter is created: play on in a new "
                            + "encounter with a longer script, or with keyed dice");
        }
        int value = script.get(next);
        if (value < 1 || value > faces) {
            throw RuleViolation.conflict("scripted-die-out-of-range", null,
                    "scripted value #" + (next + 1) + " is " + value + " but the die rolled is a d" + faces);
        }
        next++;
        return value;
    }

    @Override
    public int drawn() {
        return next - start;
    }
}
