package battleledger.ledger.projection;

import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.decision.Waiting;
import battleledger.kernel.dice.AwaitedRoll;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;

/**
 * The roll a battle with manual dice waits for (issue 11; DESIGN.md, dice "from people"): who rolls what, for which
 * command.
 *
 * @param step     the step the waiting command was accepted in
 * @param command  the waiting command's type ("Attack", "StartCombat")
 * @param actor    the combatant whose choice the waiting command is, when it is a combatant's intent
 * @param roller   the combatant whose roll it is, or "gm"
 * @param rolledBy who rolls it at the table: "player" (the roller's player, or the GM) or "gm" (a monster's or the
 *                 GM's own roll)
 * @param purpose  what the roll decides ("attack", "damage", "initiative")
 * @param dice     the dice in words ("1d20", "2d20 keep highest", "8d6")
 * @param count    how many dice SubmitRoll must give
 * @param faces    the faces of each die (null when the roll mixes dice)
 */
public record AwaitedRollView(int step, String command, String actor, String roller, String rolledBy,
                              String purpose, String dice, int count, Integer faces) {

    /** What the encounter waits for, or null. */
    public static AwaitedRollView of(EncounterState state) {
        Waiting w = Waiting.of(state);
        if (w == null) {
            return null;
        }
        AwaitedRoll r = w.roll();
        Combatant c = state.battle().combatant(r.roller());
        String rolledBy = c == null || c.stats().monster() ? "gm" : "player";
        return new AwaitedRollView(w.step(), w.command().getClass().getSimpleName(),
                w.command() instanceof IntentCommand i ? i.actor() : null, r.roller(), rolledBy, r.purpose(),
                r.dice(), r.count(), r.faces() > 0 ? r.faces() : null);
    }
}
