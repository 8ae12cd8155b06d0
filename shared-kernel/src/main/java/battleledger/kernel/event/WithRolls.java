package battleledger.kernel.event;

import battleledger.kernel.dice.Roll;

import java.util.List;

/** An event that stores rolls. Every die the engine draws is stored in exactly one such event. */
public interface WithRolls {

    List<Roll> rolls();

    /** How many dice were drawn for the rolls of this event. */
    default int diceDrawn() {
        return rolls().stream().mapToInt(r -> r.dice().size()).sum();
    }
}
