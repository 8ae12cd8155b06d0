package battleledger.kernel.state;

import java.util.List;

/**
 * One line of the initiative order: the d20, the total with the Dexterity modifier, the Dexterity score that
 * breaks ties, and the roll-offs that broke the ties Dexterity could not.
 */
public record InitiativeEntry(String combatant, int roll, int total, int dex, List<Integer> rollOffs) {

    public InitiativeEntry {
        rollOffs = List.copyOf(rollOffs);
    }

    public InitiativeEntry withRollOff(int value) {
        List<Integer> more = new java.util.ArrayList<>(rollOffs);
        more.add(value);
        return new InitiativeEntry(combatant, roll, total, dex, more);
    }
}
