package battleledger.kernel.dice;

import java.util.List;

/**
 * A roll as stored in the event that used it, complete enough to audit: who rolled, what for, the expression,
 * every die drawn in order, the dice that were kept, each modifier with its source, the total, the number it was
 * compared with, the outcome and the rule that applied.
 *
 * @param roller     the combatant who rolled, or "gm"
 * @param purpose    what the roll decides: "initiative", "attack", "damage", "save", ...
 * @param expression the dice rolled, e.g. {@code 2d20kh1}
 * @param dice       every die drawn, in order
 * @param kept       the dice that count towards the total
 * @param modifiers  every modifier with its source
 * @param total      the kept dice plus the modifiers
 * @param against    the number the total was compared with (AC, DC), or null
 * @param outcome    the result in words ("hit", "miss", "critical", "success", "failure"), or null
 * @param rule       the citation of the rule that applied
 * @param advantage    every source of advantage on the roll
 * @param disadvantage every source of disadvantage on the roll
 */
public record Roll(String roller, String purpose, String expression, List<Integer> dice, List<Integer> kept,
                   List<Modifier> modifiers, int total, Integer against, String outcome, String rule,
                   List<String> advantage, List<String> disadvantage) {

    public Roll {
        dice = List.copyOf(dice);
        kept = List.copyOf(kept);
        modifiers = List.copyOf(modifiers);
        advantage = advantage == null ? List.of() : List.copyOf(advantage);
        disadvantage = disadvantage == null ? List.of() : List.copyOf(disadvantage);
    }

    public Roll(String roller, String purpose, String expression, List<Integer> dice, List<Integer> kept,
                List<Modifier> modifiers, int total, Integer against, String outcome, String rule) {
        this(roller, purpose, expression, dice, kept, modifiers, total, against, outcome, rule, List.of(), List.of());
    }

    /** The first kept die: the "natural" result of a d20 roll. */
    public int natural() {
        return kept.isEmpty() ? 0 : kept.get(0);
    }

    public Roll judged(Integer newAgainst, String newOutcome) {
        return new Roll(roller, purpose, expression, dice, kept, modifiers, total, newAgainst, newOutcome, rule,
                advantage, disadvantage);
    }

    public Roll withEdges(List<String> advantageSources, List<String> disadvantageSources) {
        return new Roll(roller, purpose, expression, dice, kept, modifiers, total, against, outcome, rule,
                advantageSources, disadvantageSources);
    }
}
