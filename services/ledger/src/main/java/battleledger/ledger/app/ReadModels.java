package battleledger.ledger.app;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.projection.CombatantRows;
import battleledger.ledger.projection.CombatantView;
import battleledger.ledger.projection.EncounterView;
import battleledger.ledger.projection.EncounterViews;
import battleledger.ledger.projection.InitiativeView;
import battleledger.ledger.projection.InitiativeViews;
import battleledger.ledger.projection.LogEntries;
import battleledger.ledger.projection.LogEntry;
import battleledger.ledger.projection.ProjectionNotices;
import battleledger.ledger.projection.ProjectionProgress;
import battleledger.ledger.projection.StateRow;
import battleledger.ledger.projection.StatesAsOf;
import battleledger.ledger.projection.StepTables;
import battleledger.ledger.projection.StepViewRow;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads the projections. A read may name a store position ({@code ?after=}) and then waits, bounded, until the
 * encounter's projection has reached the encounter's last event at or before it: a client reads its own writes.
 */
@Singleton
public class ReadModels {

    private final StepTables steps;
    private final StatesAsOf states;
    private final EncounterViews encounters;
    private final CombatantRows combatants;
    private final InitiativeViews initiative;
    private final LogEntries log;
    private final EventStoreQueries store;
    private final ProjectionProgress progress;
    private final ProjectionNotices notices;
    private final Duration maxWait;

    public ReadModels(EncounterViews encounters, CombatantRows combatants, InitiativeViews initiative,
                      LogEntries log, StepTables steps, StatesAsOf states, EventStoreQueries store,
                      ProjectionProgress progress, ProjectionNotices notices,
                      @Value("${ledger.read-wait:5s}") Duration maxWait) {
        this.steps = steps;
        this.states = states;
        this.encounters = encounters;
        this.combatants = combatants;
        this.initiative = initiative;
        this.log = log;
        this.store = store;
        this.progress = progress;
        this.notices = notices;
        this.maxWait = maxWait;
    }

    public EncounterView encounter(String id, Long after) {
        if (after == null) {
            Optional<EncounterView> found = encounters.findById(id);
            if (found.isPresent()) {
                return found.get(); // projected: nothing to wait for, and no second query to say it exists
            }
        }
        awaitProjected(id, after);
        return encounters.findById(id).orElseThrow(() -> unknown(id));
    }

    public List<EncounterView> encounters() {
        return encounters.findAllOrderByName();
    }

    public List<CombatantView> combatants(String id, Long after) {
        return rows(id, after, () -> combatants.of(id));
    }

    public List<InitiativeView> initiative(String id, Long after) {
        return rows(id, after, () -> initiative.findByEncounterIdOrderByPlace(id));
    }

    public List<LogEntry> log(String id, Long after) {
        return rows(id, after, () -> log.findShown(id));
    }

    public List<StepViewRow> timeline(String id, Long after) {
        return rows(id, after, () -> steps.steps(id));
    }

    /**
     * An encounter's rows. Without {@code ?after=} the rows are read first: rows found belong to an encounter the
     * projection has written (a batch writes an encounter's summary with its rows, in one transaction), so the read
     * needs no other query (issue 18: the existence check was a third of a read's database time). No rows: the
     * encounter may be unknown (404), not projected yet (a bounded wait) or have none, which {@link #awaitProjected}
     * tells apart as before, and the rows are read again.
     */
    private <T> List<T> rows(String id, Long after, java.util.function.Supplier<List<T>> query) {
        if (after == null) {
            List<T> found = query.get();
            if (!found.isEmpty()) {
                return found;
            }
        }
        awaitProjected(id, after);
        return query.get();
    }

    /** The battle as of {@code step} (the latest step when null). */
    public StateRow state(String id, Integer step, Long after) {
        EncounterView encounter = encounter(id, after);
        int wanted = step == null ? encounter.step() : step;
        if (wanted < 1 || wanted > encounter.step()) {
            throw RuleViolation.illegal("unknown-step", null,
                    "the encounter has steps 1 to " + encounter.step() + "; there is no step " + wanted);
        }
        return states.asOf(id, wanted);
    }

    /**
     * Waits until the encounter's projection has reached {@code after} (or, without it, exists at all when the
     * store has the encounter), within the configured bound.
     *
     * <p>"Reached" is counted in the encounter's own sequence numbers (issue 12): the projection has folded the
     * encounter's last event at or before {@code after}. Not in store positions: the position the projection keeps is
     * its tracking token's, and for an event that commits after a later position was already read (a gap filled:
     * several nodes, or threads, commit in another order than they took their positions) the token stands at that
     * later position. (A command's events may reach the projection in two batches, but the rows change a whole
     * command at a time: {@code projection.CommandEnds}.)
     *
     * <p>On PostgreSQL the number the projections' notices told ({@link ProjectionNotices}) is looked at first: it is
     * never ahead of the store, so once it has reached the target no query is needed.
     *
     * @return how far the read models were seen to hold the encounter when a position was waited for (at least as far
     * as it), so that what is read next is known to be that new; empty when no position was (none, or 0)
     */
    public OptionalLong awaitProjected(String id, Long after) {
        if (after != null && after < 0) {
            throw RuleViolation.invalid("invalid-position", "after is a store position, 0 or more");
        }
        long target;
        if (after != null && after > 0) {
            target = store.lastSequenceAtOrBefore(id, after);
        } else {
            if (encounters.existsById(id)) {
                return OptionalLong.empty();
            }
            target = store.exists(id) ? 0 : -1;
        }
        if (target < 0) {
            if (!encounters.existsById(id) && !store.exists(id)) {
                throw unknown(id);
            }
            return OptionalLong.empty();
        }
        long deadline = System.nanoTime() + maxWait.toNanos();
        while (true) {
            long seen = progress.changes(); // before the look: a batch committed after it ends the wait at once
            OptionalLong heard = notices.sequence(id);
            if (heard.isPresent() && heard.getAsLong() >= target) {
                return heard;
            }
            Optional<Long> projected = encounters.findSequenceById(id);
            if (projected.isPresent() && projected.get() >= target) {
                return OptionalLong.of(projected.get());
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new ProjectionBehind("the projection of " + id + " has not reached "
                        + (after == null ? "its first event" : "position " + after) + " within " + maxWait.toMillis()
                        + " ms; try again");
            }
            try {
                progress.awaitChange(seen, Math.min(50, Math.max(1, left / 1_000_000)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ProjectionBehind("interrupted while waiting for the projection");
            }
        }
    }

    static RuleViolation unknown(String id) {
        return RuleViolation.notFound("unknown-encounter", "no encounter \"" + id + "\"");
    }
}
