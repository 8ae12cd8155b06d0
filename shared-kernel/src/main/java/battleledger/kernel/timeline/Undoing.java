package battleledger.kernel.timeline;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.event.TimelineEvent.StepRedone;
import battleledger.kernel.event.TimelineEvent.StepUndone;
import battleledger.kernel.rules.Design;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.StepRecord;
import battleledger.kernel.state.Timeline;

import java.util.List;

/**
 * Undo reverts the latest active step, and repeated walks back down to the encounter's creation; Redo re-applies
 * the most recently undone step with the very same events, until a new step is taken (DESIGN.md, Undo, redo,
 * revoke).
 */
public final class Undoing {

    private Undoing() {
    }

    public static Outcome undo(Facts f, Undo c) {
        Setup.gmOnly(f, "Undo");
        Timeline t = f.state().timeline();
        List<StepRecord> steps = t.steps();
        for (int i = steps.size() - 1; i >= 1; i--) { // step 1 creates the encounter and stays
            StepRecord r = steps.get(i);
            if (r.active() && !r.moves()) {
                return Outcome.of(new StepUndone(f.step(), f.by(), r.step()));
            }
        }
        throw RuleViolation.conflict("nothing-to-undo", Design.UNDO_REDO,
                "every step after the encounter's creation is already undone");
    }

    public static Outcome redo(Facts f, Redo c) {
        Setup.gmOnly(f, "Redo");
        List<Integer> redoable = f.state().timeline().redoable();
        if (redoable.isEmpty()) {
            throw RuleViolation.conflict("redo-unavailable", Design.UNDO_REDO,
                    "there is no undone step to redo: redo is possible only until a new step is taken");
        }
        return Outcome.of(new StepRedone(f.step(), f.by(), redoable.get(redoable.size() - 1)));
    }
}
