package battleledger.kernel.model;

import java.util.List;

/**
 * A Dragonbane spell's lasting effect (004 › Duration): "Round: The effect lasts until your turn in the next round.
 * Stretch: The effect lasts for one stretch of time. Shift: The effect lasts until the end of the current shift."
 *
 * @param id         the step it was cast at and the spell ("5:birdsong")
 * @param spell      the spell's id
 * @param duration   "round", "stretch" or "shift"
 * @param targets    the combatants the cast named
 * @param untilRound in combat, a round spell ends at the caster's turn in this round; else null
 * @param endsAt     the second of game time it ends at by the clock
 */
public record WillpowerEffect(String id, String spell, String duration, List<String> targets, Integer untilRound,
                              long endsAt) {

    public WillpowerEffect {
        targets = targets == null ? List.of() : List.copyOf(targets);
    }
}
