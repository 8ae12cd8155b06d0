package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent;
import battleledger.kernel.event.WithRolls;

import org.pcollections.PVector;
import org.pcollections.TreePVector;

import java.util.ArrayList;
import java.util.List;

/**
 * Every step of an encounter in order, undone ones included: the full history that the battle state is a fold of
 * (DESIGN.md, Undo, redo, revoke).
 *
 * @param steps        the steps, step 1 first
 * @param scriptCursor how many values of a dice script have been used
 * @param redoable     undone steps that Redo can bring back, the most recently undone last
 */
public record Timeline(List<StepRecord> steps, int scriptCursor, List<Integer> redoable) {

    public static final Timeline EMPTY = new Timeline(List.of(), 0, List.of());

    public Timeline {
        // a persistent list: recording an event shares every earlier step rather than copying them (issue 18)
        steps = vector(steps);
        redoable = List.copyOf(redoable);
    }

    /** An immutable list that adds and replaces in O(log n), sharing the rest: the list itself when it is one. */
    static <T> PVector<T> vector(List<T> list) {
        if (list instanceof PVector<T> v) {
            return v;
        }
        if (list instanceof Slice<T> slice) {
            return slice.vector();
        }
        for (T t : list) {
            java.util.Objects.requireNonNull(t);
        }
        return TreePVector.from(list);
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
        PVector<StepRecord> next = (PVector<StepRecord>) steps;
        List<Integer> redo = redoable;
        if (e.step() == lastStep() + 1) {
            next = next.plus(StepRecord.opening(e, scriptCursor));
            if (e instanceof TimelineEvent.StepUndone u) {
                redo = plus(redoable, u.undoneStep());
            } else if (e instanceof TimelineEvent.StepRedone) {
                redo = redoable.subList(0, Math.max(0, redoable.size() - 1));
            } else {
                redo = List.of();
            }
        } else if (e.step() == lastStep() && !steps.isEmpty()) {
            next = next.with(next.size() - 1, steps.get(steps.size() - 1).with(e));
        } else {
            throw new IllegalStateException("event of step " + e.step() + " after step " + lastStep() + ": " + e);
        }
        StepRecord current = next.get(next.size() - 1);
        // dice drawn again when a command is decided again are re-reads of its own dice, not new ones
        int cursor = scriptCursor + (e instanceof WithRolls r && !current.redeciding() ? r.diceDrawn() : 0);
        return new Timeline(next, cursor, redo);
    }

    Timeline withStatus(int step, StepRecord.Status status) {
        PVector<StepRecord> next = (PVector<StepRecord>) steps;
        StepRecord r = step(step);
        if (r != null) {
            next = next.with(step - 1, r.withStatus(status));
        }
        return new Timeline(next, scriptCursor, redoable);
    }

    private static List<Integer> plus(List<Integer> list, int value) {
        List<Integer> more = new ArrayList<>(list);
        more.add(value);
        return more;
    }
}
