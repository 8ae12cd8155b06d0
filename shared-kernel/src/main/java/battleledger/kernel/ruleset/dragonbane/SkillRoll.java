package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.ManualDice;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.rules.Rule;

import java.util.ArrayList;
import java.util.List;

/**
 * A d20 rolled at or under a target number (Dragonbane core rules › Skill Rolls). Boons and banes cancel one for
 * one; what is left of either rolls two d20 and keeps the lower (a boon) or the higher (a bane) (Dragonbane core
 * rules › Boons and Banes). A natural 1 is a Dragon, always a success; a natural 20 a Demon, always a failure
 * (Dragonbane core rules › Dragons and Demons).
 *
 * @param roll   the roll as stored: {@code against} is the target number, {@code advantage} the boons' sources,
 *               {@code disadvantage} the banes' sources, {@code outcome} dragon, success, failure or demon
 * @param target the number to roll at or under
 * @param boons  how many boons the roll had
 * @param banes  how many banes the roll had
 * @param kept   the die that counts
 * @param pushed whether this is a pushed roll (Dragonbane core rules › Pushing Your Roll)
 */
public record SkillRoll(Roll roll, int target, int boons, int banes, int kept, boolean pushed) {

    public boolean dragon() {
        return kept == 1;
    }

    public boolean demon() {
        return kept == 20;
    }

    public boolean succeeded() {
        return dragon() || (!demon() && kept <= target);
    }

    /** Rolls for {@code purpose} at or under {@code target}, with the sources of every boon and bane. */
    public static SkillRoll roll(Dice dice, String roller, String purpose, int target, List<String> boons,
                                 List<String> banes, Rule rule) {
        return roll(dice, roller, purpose, target, boons, banes, rule, false);
    }

    static SkillRoll roll(Dice dice, String roller, String purpose, int target, List<String> boons,
                          List<String> banes, Rule rule, boolean pushed) {
        int net = boons.size() - banes.size();
        ManualDice.need(dice, roller, purpose, describe(boons.size(), banes.size()), net == 0 ? 1 : 2, 20);
        List<Integer> drawn = new ArrayList<>();
        drawn.add(dice.draw(20));
        if (net != 0) {
            drawn.add(dice.draw(20));
        }
        int kept = net > 0 ? Math.min(drawn.get(0), drawn.get(1))
                : net < 0 ? Math.max(drawn.get(0), drawn.get(1)) : drawn.get(0);
        String expression = net > 0 ? "2d20kl1" : net < 0 ? "2d20kh1" : "1d20";
        String outcome = kept == 1 ? "dragon" : kept == 20 ? "demon" : kept <= target ? "success" : "failure";
        Roll roll = new Roll(roller, purpose, expression, drawn, List.of(kept), List.of(), kept, target, outcome,
                rule.citation(), boons, banes);
        return new SkillRoll(roll, target, boons.size(), banes.size(), kept, pushed);
    }

    /** The dice this roll needs, in words: {@code 1d20}, {@code 2d20 keep lowest}, {@code 2d20 keep highest}. */
    public static String describe(int boons, int banes) {
        int net = boons - banes;
        return net > 0 ? "2d20 keep lowest" : net < 0 ? "2d20 keep highest" : "1d20";
    }
}
