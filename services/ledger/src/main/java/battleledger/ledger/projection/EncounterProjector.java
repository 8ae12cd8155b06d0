package battleledger.ledger.projection;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.WithRolls;
import battleledger.kernel.state.Entry;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.state.EncounterState;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import battleledger.ledger.stream.FeedItem;
import battleledger.ledger.stream.LiveFeed;
import battleledger.ledger.app.EventStoreQueries;

import java.util.function.Supplier;

/**
 * Projects encounters into the read models. Each event is folded with the kernel, so what the projections show is
 * exactly what the decider knows (undone steps included, once they exist); the rows of an encounter are written
 * once per batch, in the batch's transaction together with the processor's token.
 */
@ProcessingGroup(EncounterProjector.GROUP)
public class EncounterProjector {

    public static final String GROUP = "projections";
    private static final String BATCH = EncounterProjector.class.getName() + ".batch";
    private static final EncounterDecider DECIDER = new EncounterDecider();

    private final ReadModelWriter writer;
    private final ProjectionCache cache;
    private final ProjectionProgress progress;
    private final Supplier<EventStore> eventStore;
    private final LiveFeed feed;
    private final EventStoreQueries store;

    public EncounterProjector(ReadModelWriter writer, ProjectionCache cache, ProjectionProgress progress,
                              Supplier<EventStore> eventStore, LiveFeed feed, EventStoreQueries store) {
        this.store = store;
        this.writer = writer;
        this.cache = cache;
        this.progress = progress;
        this.eventStore = eventStore;
        this.feed = feed;
    }

    @EventHandler
    public void on(EncounterEvent event, EventMessage<?> message) {
        DomainEventMessage<?> domain = (DomainEventMessage<?>) message;
        String id = domain.getAggregateIdentifier();
        long sequence = domain.getSequenceNumber();
        long position = message instanceof TrackedEventMessage<?> tracked
                ? tracked.trackingToken().position().orElse(-1) : -1;
        Batch batch = batch();
        Touched touched = batch.encounters.get(id);
        Projected current = touched == null ? written(id) : touched.latest;
        if (sequence <= current.sequence()) {
            return; // already projected: redelivery after a failed batch
        }
        if (current.sequence() < sequence - 1) {
            current = catchUp(batch, id, current, sequence);
        }
        project(batch, id, sequence, position, event, current, CommandEnds.ends(message));
    }

    private void project(Batch batch, String id, long sequence, long position, EncounterEvent event,
                         Projected current, boolean endsCommand) {
        Line line = SeedSecret.keep(event, Narrator.narrate(current.state().battle(), event));
        EncounterState next = DECIDER.evolve(current.state(), event);
        batch.encounters.computeIfAbsent(id, k -> new Touched(current))
                .record(new Projected(next, sequence, position), event, endsCommand);
        LogEntry placed = placed(writer, id, sequence, event, line, next);
        batch.lines.add(placed);
        batch.feed.add(new FeedItem(id, position, placed));
    }

    /**
     * What the read models hold of the encounter: this node's cached fold, or (after a restart, or evicted) the
     * stored events folded as far as the rows were written ({@code sequence} -1 when there are none).
     */
    private Projected written(String id) {
        Projected cached = cache.get(id);
        if (cached != null) {
            return cached;
        }
        long rows = writer.writtenSequence(id);
        return rows < 0 ? new Projected(DECIDER.initialState(), -1, -1) : foldFromStore(id, rows + 1);
    }

    /**
     * Projects, from the store, the encounter's events between what the read models hold and the event at
     * {@code sequence}: those of a command whose events an earlier batch ended in the middle of, which it held back.
     */
    private Projected catchUp(Batch batch, String id, Projected from, long sequence) {
        Projected current = from;
        java.util.Map<Long, Long> positions = store.positions(id, from.sequence() + 1, sequence - 1); // one query
        var stream = eventStore.get().readEvents(id, from.sequence() + 1);
        while (stream.hasNext()) {
            DomainEventMessage<?> m = stream.next();
            if (m.getSequenceNumber() >= sequence) {
                break;
            }
            project(batch, id, m.getSequenceNumber(), positions.getOrDefault(m.getSequenceNumber(), -1L),
                    (EncounterEvent) m.getPayload(), current, CommandEnds.ends(m));
            current = batch.encounters.get(id).latest;
        }
        return current;
    }

    /**
     * The log line, with the command it belongs to ({@code origin}: the step the command was first decided in, which
     * names its rolls for OverrideRoll and tells a line of a command decided again from the step's own) and where its
     * rolls stand among that command's rolls.
     */
    static LogEntry placed(ReadModelWriter writer, String id, long sequence, EncounterEvent event, Line line,
                           EncounterState after) {
        int origin = event.step();
        int firstRoll = 0;
        Entry entry = after.history().entry(after.history().current());
        if (entry != null && !entry.events().isEmpty() && entry.events().get(entry.events().size() - 1) == event) {
            origin = entry.origin();
            if (event instanceof WithRolls) {
                for (EncounterEvent e : entry.events().subList(0, entry.events().size() - 1)) {
                    firstRoll += e instanceof WithRolls w ? w.rolls().size() : 0;
                }
            }
        }
        return writer.logLine(id, sequence, event, line, origin, firstRoll);
    }

    @ResetHandler
    public void reset() {
        writer.deleteAll();
        cache.clear();
    }

    /** Folds the encounter's events before {@code sequence} from the store (cache miss after a restart). */
    private Projected foldFromStore(String id, long sequence) {
        EncounterState state = DECIDER.initialState();
        long last = -1;
        var stream = eventStore.get().readEvents(id);
        while (stream.hasNext()) {
            DomainEventMessage<?> m = stream.next();
            if (m.getSequenceNumber() >= sequence) {
                break;
            }
            state = DECIDER.evolve(state, (EncounterEvent) m.getPayload());
            last = m.getSequenceNumber();
        }
        return new Projected(state, last, -1);
    }

    private Batch batch() {
        UnitOfWork<?> uow = CurrentUnitOfWork.get().root();
        return uow.getOrComputeResource(BATCH, key -> {
            Batch b = new Batch();
            uow.onPrepareCommit(u -> {
                b.holdBackUnfinished();
                writer.writing.readLock().lock(); // released when the batch has committed or rolled back
                b.locked = true;
                b.rebase(cache, writer::writtenSequence, (id, last) -> foldFromStore(id, last + 1));
                b.committing.addAll(b.encounters.keySet());
                cache.committing(b.committing); // the cache may be behind the store from here until noted
                writer.write(b.encounters, b.lines);
            });
            uow.onCleanup(u -> {
                cache.settled(b.committing);
                if (b.locked) {
                    b.locked = false;
                    writer.writing.readLock().unlock();
                }
            });
            // a batch that failed may have failed because this node's fold was behind the rows: another node
            // projected the encounter while it held the segment, then the segment came back here. The next batch folds
            // it again from the store, as far as the rows hold it, instead of failing again and again on it.
            uow.onRollback(u -> b.encounters.keySet().forEach(cache::forget));
            uow.afterCommit(u -> {
                b.encounters.forEach((id, t) -> cache.put(id, t.latest));
                cache.settled(b.committing);
                progress.committed();
                feed.projected(b.feed); // with the events' own store positions (LiveFeed)
            });
            return b;
        });
    }
}
