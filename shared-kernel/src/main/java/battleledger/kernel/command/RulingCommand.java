package battleledger.kernel.command;

import java.util.List;

/** The GM ruling on what the rules leave open, or overriding them. A ruling can be revoked later. */
public sealed interface RulingCommand extends EncounterCommand {

    /**
     * Overrides the dice of a roll already made: roll number {@code roll} (from 0, in the order the step's events
     * show them) of the command decided at {@code step}. That step and everything after it is decided again with
     * those dice; every other die stays as it was.
     */
    record OverrideRoll(int step, int roll, List<Integer> dice) implements RulingCommand {
        public OverrideRoll {
            dice = dice == null ? List.of() : List.copyOf(dice);
        }
    }
}
