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

    Entry with(EncounterEvent e) {
        List<EncounterEvent> more = new ArrayList<>(events.size() + 1);
        more.addAll(events);
        more.add(e);
        return new Entry(origin, decidedIn, more);
    }

    public Accepted accepted() {
        return events.isEmpty() || !(events.get(0) instanceof Accepted a) ? null : a;
    }
}
