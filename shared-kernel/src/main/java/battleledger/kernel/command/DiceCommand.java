package battleledger.kernel.command;

import java.util.List;

/**
 * Dice rolled by people (DESIGN.md, dice "from people"; encounter option {@code "dice":{"mode":"manual"}}): the
 * battle waits at each roll, and the roller (the combatant's player, or the GM) supplies the dice.
 */
public sealed interface DiceCommand extends EncounterCommand {

    /**
     * The dice of the roll the battle waits for, in the order they were rolled. {@code roller} is optional: it names
     * whose roll this is (the awaited roller), for a player token that acts for several combatants.
     */
    record SubmitRoll(String roller, List<Integer> dice) implements DiceCommand {
        public SubmitRoll {
            dice = dice == null ? List.of() : List.copyOf(dice);
        }
    }
}
