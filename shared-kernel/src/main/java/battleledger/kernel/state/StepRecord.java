package battleledger.kernel.state;

import battleledger.kernel.event.Accepted;
import battleledger.kernel.event.EncounterEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * One step of the timeline: the accepted command, who sent it, its kind, whether it is active, and every event it
 * caused.
 *
 * @param step        the step's number, from 1
 * @param by          who sent the command
 * @param kind        setup, intent, ruling or timeline
 * @param command     the command's type name
 * @param status      active, or undone
 * @param events      every event of the step, the first recording the command
 * @param scriptStart how many scripted dice had been used before this step
 */
public record StepRecord(int step, String by, EncounterEvent.Kind kind, String command, Status status,
                         List<EncounterEvent> events, int scriptStart) {

    public enum Status { ACTIVE, UNDONE }

    public StepRecord {
        events = List.copyOf(events);
    }

    static StepRecord opening(EncounterEvent first, int scriptStart) {
        if (!(first instanceof Accepted accepted)) {
            throw new IllegalStateException("step " + first.step() + " does not open with its command: " + first);
        }
        return new StepRecord(first.step(), accepted.by(), first.kind(),
                accepted.command().getClass().getSimpleName(), Status.ACTIVE, List.of(first), scriptStart);
    }

    StepRecord with(EncounterEvent e) {
        List<EncounterEvent> more = new ArrayList<>(events.size() + 1);
        more.addAll(events);
        more.add(e);
        return new StepRecord(step, by, kind, command, status, more, scriptStart);
    }

    public StepRecord withStatus(Status s) {
        return new StepRecord(step, by, kind, command, s, events, scriptStart);
    }

    /** The event that records the accepted command. */
    public Accepted accepted() {
        return (Accepted) events.get(0);
    }

    public boolean active() {
        return status == Status.ACTIVE;
    }

    /** Whether this step is deciding earlier commands again (a revoke or an override). */
    public boolean redeciding() {
        return events.stream().anyMatch(e -> e instanceof battleledger.kernel.event.TimelineEvent.StepRedecided);
    }

    /** An Undo or a Redo: steps that only move other steps in or out of effect. */
    public boolean moves() {
        return events.get(0) instanceof battleledger.kernel.event.TimelineEvent.StepUndone
                || events.get(0) instanceof battleledger.kernel.event.TimelineEvent.StepRedone;
    }
}
