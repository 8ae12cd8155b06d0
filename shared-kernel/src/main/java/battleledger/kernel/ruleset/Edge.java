package battleledger.kernel.ruleset;

import battleledger.kernel.dice.DiceExpression;

import java.util.ArrayList;
import java.util.List;

/**
 * Advantage and disadvantage on one roll, with every source: "No matter how many times you gain advantage or
 * disadvantage on the same check, attack roll, or saving throw, you roll only one additional d20. If you have
 * advantage and disadvantage on the same ... roll, the advantage and the disadvantage cancel each other out"
 * (001 › Basic Rules › Advantage and Disadvantage).
 */
public final class Edge {

    private final List<String> advantage = new ArrayList<>();
    private final List<String> disadvantage = new ArrayList<>();

    public static Edge none() {
        return new Edge();
    }

    public Edge advantage(String source) {
        if (!advantage.contains(source)) {
            advantage.add(source);
        }
        return this;
    }

    public Edge disadvantage(String source) {
        if (!disadvantage.contains(source)) {
            disadvantage.add(source);
        }
        return this;
    }

    public List<String> advantages() {
        return List.copyOf(advantage);
    }

    public List<String> disadvantages() {
        return List.copyOf(disadvantage);
    }

    /** The d20s to roll: one, or two keeping the higher or the lower. */
    public DiceExpression d20() {
        boolean up = !advantage.isEmpty();
        boolean down = !disadvantage.isEmpty();
        if (up && !down) {
            return DiceExpression.parse("2d20kh1");
        }
        if (down && !up) {
            return DiceExpression.parse("2d20kl1");
        }
        return DiceExpression.d20();
    }
}
