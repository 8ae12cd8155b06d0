package battleledger.kernel.narration;

import battleledger.kernel.dice.Roll;

import java.util.List;

/** One line of the narrated log: what happened in words, the rule that applied, and the rolls behind it. */
public record Line(String text, String rule, List<Roll> rolls) {

    public Line {
        rolls = rolls == null ? List.of() : List.copyOf(rolls);
    }
}
