package battleledger.kernel.narration;

import battleledger.kernel.state.Battle;

import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent.Dropped;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.event.TimelineEvent.StepRedone;
import battleledger.kernel.event.TimelineEvent.StepUndone;
import battleledger.kernel.rules.Design;

import java.util.List;
import java.util.stream.Collectors;

import static battleledger.kernel.narration.Narrator.line;

/** Lines for undo, redo, revoking a ruling and overriding a roll. */
final class TimelineLines {

    private TimelineLines() {
    }

    static Line tell(Battle b, StepUndone e) {
        return line("The GM undoes step " + e.undoneStep() + ".", Design.UNDO_REDO);
    }

    static Line tell(Battle b, StepRedone e) {
        return line("The GM redoes step " + e.redoneStep() + ".", Design.UNDO_REDO);
    }

    static Line tell(Battle b, RulingRevoked e) {
        return line("The GM revokes the ruling of step " + e.revokedStep() + "."
                + consequences(e.redecided(), e.dropped()), Design.REVOKE);
    }

    static Line tell(Battle b, RollOverridden e) {
        return line("The GM rules that roll " + e.roll() + " of step "
                + e.targetStep() + " was " + Narrator.join(e.dice()) + "." + consequences(e.redecided(), e.dropped()),
                Design.RULINGS);
    }

    static Line tell(Battle b, StepRedecided e) {
        return line("Step " + e.origin() + ", decided again:", Design.REVOKE);
    }

    static Line tell(Battle b, StepsKept e) {
        return line((e.from() == e.to()
                ? "Step " + e.from() + ", decided again, comes out the same: its events stand."
                : "Steps " + e.from() + " to " + e.to() + ", decided again, come out the same: their events stand."), Design.REVOKE);
    }

    static String consequences(List<Integer> redecided, List<Dropped> dropped) {
        StringBuilder b = new StringBuilder();
        if (!redecided.isEmpty()) {
            b.append(redecided.size() == 1 ? " Step " : " Steps ")
                    .append(redecided.stream().map(String::valueOf).collect(Collectors.joining(", ")))
                    .append(" decided again.");
        }
        for (Dropped d : dropped) {
            b.append(" Step ").append(d.step()).append(" dropped (").append(d.code()).append("): ")
                    .append(d.reason()).append('.');
        }
        return b.toString();
    }
}
