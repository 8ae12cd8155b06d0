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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
        var stream = eventStore.get().readEvents(id, from.sequence() + 1);
        while (stream.hasNext()) {
            DomainEventMessage<?> m = stream.next();
            if (m.getSequenceNumber() >= sequence) {
                break;
            }
            project(batch, id, m.getSequenceNumber(), store.positionOf(id, m.getSequenceNumber()),
                    (EncounterEvent) m.getPayload(), current, CommandEnds.ends(m));
            current = batch.encounters.get(id).latest;
        }
        return current;
    }

    /** The log line, with where its rolls stand among the rolls of the command they belong to. */
    static LogEntry placed(ReadModelWriter writer, String id, long sequence, EncounterEvent event, Line line,
                           EncounterState after) {
        int origin = event.step();
        int firstRoll = 0;
        if (event instanceof WithRolls) {
            Entry entry = after.history().entry(after.history().current());
            if (entry != null && !entry.events().isEmpty() && entry.events().get(entry.events().size() - 1) == event) {
                origin = entry.origin();
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
                writer.writing.lock(); // released when the batch has committed or rolled back
                b.rebase(cache);
                b.committing.addAll(b.encounters.keySet());
                cache.committing(b.committing); // the cache may be behind the store from here until noted
                writer.write(b.encounters, b.lines);
            });
            uow.onCleanup(u -> {
                cache.settled(b.committing);
                if (writer.writing.isHeldByCurrentThread()) {
                    writer.writing.unlock();
                }
            });
            uow.afterCommit(u -> {
                b.encounters.forEach((id, t) -> cache.put(id, t.latest));
                cache.settled(b.committing);
                progress.committed();
                feed.published(b.feed);
            });
            return b;
        });
    }

    /** What one batch of events changed, written when the batch commits. */
    static final class Batch {
        final Map<String, Touched> encounters = new LinkedHashMap<>();
        /** The encounters whose rows this batch commits, noted before its commit. */
        final List<String> committing = new ArrayList<>();
        final List<LogEntry> lines = new ArrayList<>();
        final List<FeedItem> feed = new ArrayList<>();

        /**
         * Leaves the events of a command this batch has not seen the end of to the batch that will: the read models
         * change a command at a time, never showing the half-way state of one (an override's later steps set aside
         * and not yet kept), and never writing rows twice for it.
         */
        void holdBackUnfinished() {
            encounters.values().removeIf(t -> !t.cutAtLastCommandEnd());
            lines.removeIf(l -> beyond(l.encounterId(), l.sequence()));
            feed.removeIf(f -> beyond(f.encounterId(), f.line().sequence()));
        }

        private boolean beyond(String id, long sequence) {
            Touched t = encounters.get(id);
            return t == null || sequence > t.latest.sequence();
        }

        /**
         * Leaves out the encounters a rebuild has meanwhile written as far as this batch goes, or further; for one it
         * wrote part of the way, the rows are compared with what the rebuild wrote, and its lines are not written
         * again. Called holding the writers' lock, when the cache holds what the read models hold.
         */
        void rebase(ProjectionCache cache) {
            encounters.entrySet().removeIf(e -> {
                Projected committed = cache.get(e.getKey());
                Touched t = e.getValue();
                if (committed != null && committed.sequence() >= t.latest.sequence()) {
                    return true;
                }
                if (committed != null && (t.before == null || committed.sequence() > t.before.sequence())) {
                    t.before = committed;
                }
                return false;
            });
            lines.removeIf(l -> {
                Touched t = encounters.get(l.encounterId());
                return t == null || (t.before != null && l.sequence() <= t.before.sequence());
            });
        }
    }

    /**
     * What a batch changed of one encounter: the fold its rows were last written from ({@code before}; null, or a
     * sequence below 0, when it has none), its latest fold, and the battle after each step it saw.
     */
    static final class Touched {
        Projected before;
        Projected latest;
        final TreeMap<Integer, EncounterState> steps = new TreeMap<>();
        /** Whether a step of the batch moved others in or out of effect (an undo, redo, revoke or override). */
        boolean moved;
        /** The latest fold and {@code moved} as they stood after the last event that ended its command. */
        private Projected endLatest;
        private boolean endMoved;
        /** The steps recorded since that event, each with the battle it had then (null: it had none). */
        private final Map<Integer, EncounterState> sinceEnd = new java.util.HashMap<>();

        Touched(Projected before) {
            this.before = before;
        }

        /** An event of a stream read whole (a rebuild): each event counts as the end of its command. */
        void record(Projected p, EncounterEvent event) {
            record(p, event, true);
        }

        void record(Projected p, EncounterEvent event, boolean endsCommand) {
            if (!sinceEnd.containsKey(event.step())) {
                sinceEnd.put(event.step(), steps.get(event.step()));
            }
            latest = p;
            steps.put(event.step(), p.state());
            moved |= event instanceof battleledger.kernel.event.TimelineEvent
                    || event instanceof battleledger.kernel.event.RulingEvent.RollOverridden;
            if (endsCommand) {
                endLatest = latest;
                endMoved = moved;
                sinceEnd.clear();
            }
        }

        /** Forgets what follows the last command's end; false when no command ended at all. */
        boolean cutAtLastCommandEnd() {
            if (endLatest == null) {
                return false;
            }
            sinceEnd.forEach((step, was) -> {
                if (was == null) {
                    steps.remove(step);
                } else {
                    steps.put(step, was);
                }
            });
            sinceEnd.clear();
            latest = endLatest;
            moved = endMoved;
            return true;
        }
    }
}
