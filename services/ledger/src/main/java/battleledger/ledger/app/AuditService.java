package battleledger.ledger.app;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.audit.StepView;
import battleledger.kernel.audit.TimelineView;
import battleledger.kernel.audit.Verification;
import battleledger.kernel.audit.Verifier;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.projection.StateRow;
import battleledger.ledger.projection.StepTables;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Replay and audit (DESIGN.md): the stored stream as it is, the timeline's statuses, and verification: every step
 * decided again and compared with the store, and the battle after every step compared with the projected states.
 */
@Singleton
public class AuditService {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private final EventStore eventStore;
    private final EventStoreQueries store;
    private final StepTables states;
    private final ReadModels reads;

    public AuditService(EventStore eventStore, EventStoreQueries store, StepTables states, ReadModels reads) {
        this.eventStore = eventStore;
        this.store = store;
        this.states = states;
        this.reads = reads;
    }

    /** An event as stored, with where it stands and whether its step counts now. */
    public record Stored(long sequence, long position, EncounterEvent event, String status) {
    }

    public List<Stored> events(String id) {
        List<EncounterEvent> events = new ArrayList<>();
        List<Long> sequences = new ArrayList<>();
        // every event from the first, never a snapshot: readEvents(id) asks the snapshot table first and swallows its
        // failure, so with the store down a read waited for a connection twice (2 s, not 1: StoreDownOnPostgresTest)
        DomainEventStream stream = eventStore.readEvents(id, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> m = stream.next();
            events.add((EncounterEvent) m.getPayload());
            sequences.add(m.getSequenceNumber());
        }
        if (events.isEmpty()) {
            throw RuleViolation.notFound("unknown-encounter", "no encounter \"" + id + "\"");
        }
        // positions are read after the events (issue 16): every event read is committed, so its position is there;
        // an event stored in between has a position but is not in this answer, which ends where the read ended
        Map<Long, Long> positions = store.positions(id);
        List<StepView> timeline = TimelineView.of(DECIDER.fold(events));
        List<Stored> out = new ArrayList<>(events.size());
        for (int i = 0; i < events.size(); i++) {
            EncounterEvent e = events.get(i);
            out.add(new Stored(sequences.get(i), positions.getOrDefault(sequences.get(i), -1L), e,
                    timeline.get(e.step() - 1).status()));
        }
        return out;
    }

    /** Verifies the encounter: the stored events against the rules, then the projected states against them. */
    public Verification verify(String id) {
        List<Stored> stored = events(id);
        List<EncounterEvent> events = stored.stream().map(Stored::event).toList();
        Verification v = Verifier.verify(events);
        if (!v.verified()) {
            return v;
        }
        reads.awaitProjected(id, stored.get(stored.size() - 1).position());
        List<StateRow> projected = states.digests(id);
        for (int step = 1; step <= v.digests().size(); step++) {
            String decided = v.digests().get(step - 1);
            StateRow row = step <= projected.size() ? projected.get(step - 1) : null;
            if (row == null || row.step() != step || !decided.equals(row.digest())) {
                return new Verification(false, v.steps(), v.events(), v.digest(), v.digests(),
                        new Verification.Difference(step, "the projected state of step " + step
                                + " differs from the fold of the stored events",
                                row == null || row.step() != step ? "no projected state" : row.digest(), decided));
            }
        }
        return v;
    }

    /** The folded state of the stored events (for the timeline when the projection is not asked). */
    public EncounterState fold(String id) {
        return DECIDER.fold(events(id).stream().map(Stored::event).toList());
    }
}
