package battleledger.ledger.projection;

import battleledger.kernel.event.EncounterEvent;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.MetaData;

import java.util.List;

/**
 * Where a command's events end, as the aggregate marks them in each event's metadata: every event but the last of
 * its step carries {@code more: true}. The projection writes the read models a whole command at a time (a batch that
 * ends inside a command leaves that command to the next batch). Events stored before the mark count as ends.
 */
public final class CommandEnds {

    static final String MORE = "more";

    private CommandEnds() {
    }

    /** The metadata of {@code events.get(i)}, appended together: "more" while the next event has the same step. */
    public static MetaData of(List<? extends EncounterEvent> events, int i) {
        boolean more = i + 1 < events.size() && events.get(i + 1).step() == events.get(i).step();
        return more ? MetaData.with(MORE, true) : MetaData.emptyInstance();
    }

    /** Whether no event of the same command follows this one. */
    static boolean ends(EventMessage<?> message) {
        return !"true".equals(String.valueOf(message.getMetaData().get(MORE)));
    }
}
