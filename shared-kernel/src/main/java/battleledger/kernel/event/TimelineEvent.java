package battleledger.kernel.event;

import battleledger.kernel.command.TimelineCommand;

import java.util.List;

/** Facts of moving on the timeline. Nothing is ever deleted: these events say what is in effect. */
public sealed interface TimelineEvent extends EncounterEvent {

    @Override
    default Kind kind() {
        return Kind.TIMELINE;
    }

    /** A command that, decided again, became illegal: its step, the refusal's code and why. */
    record Dropped(int step, String code, String reason) {
    }

    /** The step {@code undoneStep} no longer counts; the battle is as if it had never been taken. */
    record StepUndone(int step, String by, int undoneStep) implements TimelineEvent, Accepted {
        @Override
        public TimelineCommand.Undo command() {
            return new TimelineCommand.Undo();
        }
    }

    /** The undone step {@code redoneStep} counts again, with the very same events. */
    record StepRedone(int step, String by, int redoneStep) implements TimelineEvent, Accepted {
        @Override
        public TimelineCommand.Redo command() {
            return new TimelineCommand.Redo();
        }
    }

    /**
     * The ruling of {@code revokedStep} was taken back. The commands after it were decided again ({@code redecided},
     * each followed in this step by a {@link StepRedecided} and its new events) or dropped.
     */
    record RulingRevoked(int step, String by, int revokedStep, List<Integer> redecided, List<Dropped> dropped)
            implements TimelineEvent, Accepted {
        public RulingRevoked {
            redecided = List.copyOf(redecided);
            dropped = List.copyOf(dropped);
        }

        @Override
        public TimelineCommand.RevokeRuling command() {
            return new TimelineCommand.RevokeRuling(revokedStep);
        }
    }

    /**
     * The events that follow, up to the next marker, are the command of step {@code origin} decided again, with
     * that step's dice keys.
     */
    record StepRedecided(int step, int origin) implements TimelineEvent {
    }

    /**
     * The commands in effect first decided in steps {@code from} to {@code to} came out of the revision as they were:
     * decided again they give the same events, so those events stand and are not recorded again (issue 16, a revision
     * costs what it changes).
     */
    record StepsKept(int step, int from, int to) implements TimelineEvent {
    }
}
