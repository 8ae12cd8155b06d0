package battleledger.kernel.dice;

/**
 * A roll the battle waits for in manual dice mode (DESIGN.md, dice "from people"): who rolls, what for, and which
 * dice, e.g. {@code 1d20}, {@code 2d20 keep lowest} or {@code 4d6}.
 *
 * @param roller  the combatant who rolls, or "gm"
 * @param purpose what the roll decides
 * @param dice    the dice in words
 * @param count   how many dice are to be submitted
 * @param faces   the faces of each
 * @param index   the place of the first of them among the step's dice
 */
public record AwaitedRoll(String roller, String purpose, String dice, int count, int faces, int index) {
}
