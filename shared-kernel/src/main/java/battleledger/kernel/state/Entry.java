package battleledger.kernel.state;

import battleledger.kernel.event.Accepted;
import battleledger.kernel.event.EncounterEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * A command in effect: the step it was first decided in ({@code origin}, which also keys its dice), the step whose
 * events it now comes from ({@code decidedIn}: itself, or a later revoke or override that decided it again), and
 * those events, the first recording the command.
 */
public record Entry(int origin, int decidedIn, List<EncounterEvent> events) {

    public Entry {
        events = List.copyOf(events);
    }

    /**
     * With {@code e} joined. When the step's record holds just these events and {@code e} ({@code step}, the
     * record's own list, or null), the entry takes that list rather than a copy of its own: a command's entry and its
     * step then share one list (issue 18: a battle held in memory is ~10% smaller).
     */
    Entry with(EncounterEvent e, List<EncounterEvent> step) {
        if (continuedBy(events, e, step)) {
            return new Entry(origin, decidedIn, step);
        }
        List<EncounterEvent> more = new ArrayList<>(events.size() + 1);
        more.addAll(events);
        more.add(e);
        return new Entry(origin, decidedIn, more);
    }

    /** The first entry of a command, sharing the step's list as {@link #with} does. */
    static Entry opening(int origin, EncounterEvent first, List<EncounterEvent> step) {
        return new Entry(origin, origin, continuedBy(List.of(), first, step) ? step : List.of(first));
    }

    /** Whether {@code step} is {@code events} (the very same objects) and then {@code e}. */
    private static boolean continuedBy(List<EncounterEvent> events, EncounterEvent e, List<EncounterEvent> step) {
        if (step == null || step.size() != events.size() + 1 || step.get(events.size()) != e) {
            return false;
        }
        for (int i = 0; i < events.size(); i++) {
            if (step.get(i) != events.get(i)) {
                return false;
            }
        }
        return true;
    }

    public Accepted accepted() {
        return events.isEmpty() || !(events.get(0) instanceof Accepted a) ? null : a;
    }
}
