package battleledger.kernel.support;

import battleledger.kernel.event.EncounterEvent;

import java.util.List;

/** Finding events in a list, for assertions. */
public final class Events {

    private Events() {
    }

    public static <T> T first(List<EncounterEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " in " + events));
    }

    public static <T> List<T> all(List<EncounterEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    public static boolean none(List<EncounterEvent> events, Class<?> type) {
        return events.stream().noneMatch(type::isInstance);
    }
}
