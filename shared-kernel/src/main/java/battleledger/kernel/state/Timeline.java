package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.WithRolls;

import java.util.ArrayList;
import java.util.List;

/**
 * Every step of an encounter in order, undone ones included: the full history that the battle state is a fold of
 * (DESIGN.md, Undo, redo, revoke).
 *
 * @param steps        the steps, step 1 first
 * @param scriptCursor how many values of a dice script have been used
 */
public record Timeline(List<StepRecord> steps, int scriptCursor) {

    public static final Timeline EMPTY = new Timeline(List.of(), 0);

    public Timeline {
        steps = List.copyOf(steps);
    }

    public int lastStep() {
        return steps.isEmpty() ? 0 : steps.get(steps.size() - 1).step();
    }

    public StepRecord step(int number) {
        if (number < 1 || number > steps.size()) {
            return null;
        }
        return steps.get(number - 1);
    }

    /** Records an event: the first event of a new step opens it, later ones join it. */
    public Timeline record(EncounterEvent e) {
        int cursor = scriptCursor + (e instanceof WithRolls r ? r.diceDrawn() : 0);
        List<StepRecord> next = new ArrayList<>(steps);
        if (e.step() == lastStep() + 1) {
            next.add(StepRecord.opening(e, scriptCursor));
        } else if (e.step() == lastStep() && !steps.isEmpty()) {
            next.set(next.size() - 1, steps.get(steps.size() - 1).with(e));
        } else {
            throw new IllegalStateException("event of step " + e.step() + " after step " + lastStep() + ": " + e);
        }
        return new Timeline(next, cursor);
    }
}
