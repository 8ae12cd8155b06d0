package battleledger.kernel.narration;

import battleledger.kernel.dice.Roll;

import java.util.List;

/**
 * One line of the narrated log: what happened in words, the rule that applied, the rolls behind it, and what only the
 * GM (and the combatants in {@code privy}) may read: who cast an imperceptible spell, that an invalid target never
 * rolled its save.
 *
 * @param secret the line as the GM reads it, or null when everyone reads the same
 * @param privy  the combatants who read the secret too (the caster of an imperceptible spell knows it cast it)
 */
public record Line(String text, String rule, List<Roll> rolls, String secret, List<String> privy) {

    public Line {
        rolls = rolls == null ? List.of() : List.copyOf(rolls);
        privy = privy == null ? List.of() : List.copyOf(privy);
    }

    public Line(String text, String rule, List<Roll> rolls) {
        this(text, rule, rolls, null, List.of());
    }

    public Line(String text, String rule, List<Roll> rolls, String secret) {
        this(text, rule, rolls, secret, List.of());
    }
}
