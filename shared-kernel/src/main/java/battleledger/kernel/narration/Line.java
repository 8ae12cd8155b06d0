package battleledger.kernel.narration;

import battleledger.kernel.dice.Roll;

import java.util.List;

/**
 * One line of the narrated log: what happened in words, the rule that applied, the rolls behind it, and what only the
 * GM may read (who cast an imperceptible spell; that an invalid target never rolled its save).
 */
public record Line(String text, String rule, List<Roll> rolls, String secret) {

    public Line {
        rolls = rolls == null ? List.of() : List.copyOf(rolls);
    }

    public Line(String text, String rule, List<Roll> rolls) {
        this(text, rule, rolls, null);
    }
}
