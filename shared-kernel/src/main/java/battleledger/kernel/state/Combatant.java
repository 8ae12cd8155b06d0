package battleledger.kernel.state;

import battleledger.kernel.model.StatBlock;

/**
 * A combatant as the battle has left it.
 *
 * @param stats             the stat block it was added with
 * @param hp                current hit points
 * @param surprised         cannot move or act "until after its first turn in the battle" (001 › Combat › Surprise)
 * @param reactionAvailable it has not taken a reaction since the start of its last turn
 */
public record Combatant(StatBlock stats, int hp, boolean surprised, boolean reactionAvailable) {

    public static Combatant joining(StatBlock stats) {
        return new Combatant(stats, stats.hp(), false, true);
    }

    public String id() {
        return stats.id();
    }

    public Combatant withSurprised(boolean value) {
        return new Combatant(stats, hp, value, reactionAvailable);
    }

    public Combatant withReactionAvailable(boolean value) {
        return new Combatant(stats, hp, surprised, value);
    }
}
