package battleledger.ledger.axon;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.Revision;
import battleledger.ledger.json.KernelJson;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The stable names and revisions of the kernel's events in the store: "CombatantAdded", revision "1". A name is
 * the record's simple name and never changes with a Java package; a revision goes up when the shape changes.
 */
public final class EventCatalog {

    private final Map<String, Class<?>> byName = new LinkedHashMap<>();

    public EventCatalog() {
        for (Class<?> c : KernelJson.leaves(EncounterEvent.class)) {
            if (byName.put(c.getSimpleName(), c) != null) {
                throw new IllegalStateException("two events named " + c.getSimpleName());
            }
        }
    }

    /** The stored name of an event class, or null when the class is not a kernel event. */
    public String nameOf(Class<?> type) {
        return type != null && byName.get(type.getSimpleName()) == type ? type.getSimpleName() : null;
    }

    public Class<?> classOf(String name) {
        return byName.get(name);
    }

    public String revisionOf(Class<?> type) {
        Revision r = type.getAnnotation(Revision.class);
        return r == null ? "1" : r.value();
    }

    public Map<String, Class<?>> all() {
        return Collections.unmodifiableMap(byName);
    }
}
