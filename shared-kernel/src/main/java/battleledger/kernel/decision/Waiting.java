package battleledger.kernel.decision;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.dice.AwaitedRoll;
import battleledger.kernel.event.DiceEvent.DiceSubmitted;
import battleledger.kernel.event.DiceEvent.RollAwaited;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;

import java.util.ArrayList;
import java.util.List;

/**
 * What a battle with manual dice waits for (DESIGN.md, dice "from people"): the command accepted in {@code step} as
 * waiting, who sent it, and the roll it needs now. Read from the commands in effect: a waiting command is the
 * entry that still holds only its {@link RollAwaited}; the submissions for it in effect say which roll it has come
 * to. An undone submission is not in effect, so undoing it waits for its roll again.
 *
 * @param step    the step the waiting command was accepted in
 * @param by      who sent it
 * @param command the waiting command
 * @param roll    the roll it waits for now
 */
public record Waiting(int step, String by, EncounterCommand command, AwaitedRoll roll) {

    /** The wait of an encounter with manual dice, or null when it waits for nothing. */
    public static Waiting of(EncounterState state) {
        if (!state.exists() || state.encounter().options().dice().mode() != EncounterOptions.DiceMode.MANUAL) {
            return null;
        }
        RollAwaited waiting = null;
        int origin = 0;
        for (Entry e : state.history().entries()) {
            if (e.accepted() instanceof RollAwaited r) {
                waiting = r;
                origin = e.origin();
            }
        }
        if (waiting == null) {
            return null;
        }
        AwaitedRoll roll = waiting.roll();
        for (Entry e : state.history().entries()) {
            if (e.accepted() instanceof DiceSubmitted s && s.forStep() == origin && s.next() != null) {
                roll = s.next();
            }
        }
        return new Waiting(origin, waiting.by(), waiting.waiting(), roll);
    }

    /** Every die submitted, in effect, for the command accepted in {@code step}, in the order they came. */
    public static List<Integer> submitted(EncounterState state, int step) {
        List<Integer> dice = new ArrayList<>();
        for (Entry e : state.history().entries()) {
            if (e.accepted() instanceof DiceSubmitted s && s.forStep() == step) {
                dice.addAll(s.dice());
            }
        }
        return dice;
    }
}
