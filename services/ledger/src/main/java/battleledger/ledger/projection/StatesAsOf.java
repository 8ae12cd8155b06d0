package battleledger.ledger.projection;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.audit.Digest;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The battle as of any step (time travel), from sparse state (issue 18): the step's stored snapshot when it is a K-th
 * step, the projection's latest fold when it is the last step, else the stored events folded on demand, from the
 * nearest earlier fold this node remembers. A step's battle never changes once a later step exists (every event
 * carries the step of the command that caused it, and steps only grow), so remembered folds stay true.
 */
@Singleton
public class StatesAsOf {

    private static final EncounterDecider DECIDER = new EncounterDecider();
    static final int ENCOUNTERS_REMEMBERED = 64;

    private final StepTables tables;
    private final ProjectionCache cache;
    private final Provider<EventStore> eventStore;
    private final int every;
    private final Map<String, TreeMap<Integer, Projected>> remembered =
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, TreeMap<Integer, Projected>> eldest) {
                    return size() > ENCOUNTERS_REMEMBERED;
                }
            };

    public StatesAsOf(StepTables tables, ProjectionCache cache, Provider<EventStore> eventStore,
                      ReadModelWriter writer) {
        this.tables = tables;
        this.cache = cache;
        this.eventStore = eventStore;
        this.every = writer.snapshotEvery();
    }

    /** The battle as of {@code step}, which the caller knows the encounter has reached. */
    public StateRow asOf(String encounterId, int step) {
        if (step % every == 0) {
            var stored = tables.snapshot(encounterId, step);
            if (stored.isPresent()) {
                return stored.get();
            }
        }
        Projected latest = cache.get(encounterId);
        if (latest != null && latest.state().timeline().lastStep() == step) {
            return row(step, latest.state());
        }
        return row(step, fold(encounterId, step));
    }

    private EncounterState fold(String encounterId, int step) {
        Map.Entry<Integer, Projected> from = nearest(encounterId, step);
        EncounterState state = from == null ? DECIDER.initialState() : from.getValue().state();
        long last = from == null ? -1 : from.getValue().sequence();
        int current = from == null ? 0 : from.getKey();
        DomainEventStream stream = eventStore.get().readEvents(encounterId, last + 1);
        while (stream.hasNext()) {
            DomainEventMessage<?> m = stream.peek();
            EncounterEvent event = (EncounterEvent) m.getPayload();
            if (event.step() > current && current > 0 && current % every == 0) {
                remember(encounterId, current, new Projected(state, last, -1)); // complete: a later step began
            }
            if (event.step() > step) {
                break;
            }
            stream.next();
            state = DECIDER.evolve(state, event);
            last = m.getSequenceNumber();
            current = event.step();
        }
        return state;
    }

    private synchronized Map.Entry<Integer, Projected> nearest(String encounterId, int step) {
        TreeMap<Integer, Projected> folds = remembered.get(encounterId);
        return folds == null ? null : folds.floorEntry(step);
    }

    private synchronized void remember(String encounterId, int step, Projected fold) {
        remembered.computeIfAbsent(encounterId, k -> new TreeMap<>()).put(step, fold);
    }

    /** Forgets every remembered fold (a rebuild, or a test that rewrites the store). */
    public synchronized void clear() {
        remembered.clear();
    }

    private static StateRow row(int step, EncounterState state) {
        return new StateRow(step, Digest.of(state.battle()), BattleRows.json(state.battle()));
    }
}
