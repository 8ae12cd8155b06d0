package battleledger.ledger.axon;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;

import java.util.List;
import battleledger.ledger.projection.CommandEnds;

/**
 * The Encounter aggregate: one event stream per encounter. It only delegates: the kernel decides, Axon appends,
 * and the kernel folds (DESIGN.md, Layout).
 */
public class EncounterAggregate {

    static final EncounterDecider DECIDER = new EncounterDecider();
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(EncounterAggregate.class);

    @AggregateIdentifier
    private String id;
    private EncounterState state = DECIDER.initialState();
    private long lastSequence = -1;
    /** The events this aggregate is applying and the state the kernel's loop left after each (see {@link #on}). */
    private EncounterDecider.Folded applying;
    private int applied;

    protected EncounterAggregate() {
        // for Axon, which rebuilds the aggregate from its events
    }

    @CommandHandler
    public EncounterAggregate(EncounterCommands.Create command) {
        decideAndApply(command.submission());
    }

    /** A verified battle file becomes a new encounter: its events, appended as they are (issue 15). */
    @CommandHandler
    public EncounterAggregate(EncounterCommands.Import command) {
        List<EncounterEvent> events = command.events();
        for (int i = 0; i < events.size(); i++) {
            AggregateLifecycle.apply(events.get(i), CommandEnds.of(events, i));
        }
    }

    @CommandHandler
    public EncounterCommands.Decided handle(EncounterCommands.Submit command) {
        try {
            battleledger.ledger.edge.Gridless.check(state.battle(), command.submission().command());
            return decideAndApply(command.submission());
        } catch (RuleViolation v) {
            return EncounterCommands.Decided.refused(v, lastSequence);
        }
    }

    /**
     * Decides a creation on the empty encounter and throws its refusal, applying nothing: the service runs it on the
     * node a request reached before the creation goes to the encounter's owner, because a refusal thrown by a
     * constructor on another node comes back as a mere description (issue 12, several nodes: a 500, not the 4xx).
     * Deciding is pure, so the owner decides the same.
     */
    public static void refuseBadCreation(battleledger.kernel.command.Submission submission) {
        decide(DECIDER.initialState(), submission);
    }

    private static EncounterDecider.Folded decide(EncounterState state,
                                                  battleledger.kernel.command.Submission submission) {
        try {
            return DECIDER.decideFolded(state, submission);
        } catch (RuleViolation v) {
            throw v;
        } catch (RuntimeException | StackOverflowError e) {
            // deciding is pure: nothing was applied. A command the rules cannot even read is bad input, not a 500.
            LOG.warn("a {} could not be decided; refused as malformed", submission.command().getClass().getSimpleName(), e);
            throw RuleViolation.invalid("malformed-command", submission.command().getClass().getSimpleName()
                    + ": a field it needs is missing or holds something it cannot use");
        }
    }

    private EncounterCommands.Decided decideAndApply(battleledger.kernel.command.Submission submission) {
        int step = state.nextStep();
        EncounterDecider.Folded decided = decide(state, submission);
        List<EncounterEvent> events = decided.events();
        List<EncounterCommands.Secret> secrets = new java.util.ArrayList<>();
        // on(...) takes these states as each event is applied: here, or after a constructor returns (Axon defers those)
        applying = events.isEmpty() ? null : decided;
        applied = 0;
        for (int i = 0; i < events.size(); i++) {
            // what the log keeps from the players, told as the projection will tell it (the state before the event)
            battleledger.kernel.narration.Line line = battleledger.kernel.narration.Narrator.narrate(state.battle(),
                    events.get(i));
            if (line.secret() != null) {
                secrets.add(new EncounterCommands.Secret(i, line.text(), line.privy()));
            }
            AggregateLifecycle.apply(events.get(i), CommandEnds.of(events, i));
        }
        return new EncounterCommands.Decided(step, lastSequence, events, null, List.copyOf(secrets));
    }

    @EventSourcingHandler
    void on(EncounterEvent event, @SequenceNumber long sequence) {
        if (event instanceof battleledger.kernel.event.SetupEvent.EncounterCreated created) {
            id = created.encounterId();
        }
        state = adopted(event);
        lastSequence = sequence;
    }

    /**
     * The state after the event: the one the kernel's loop left when it decided this very event in this aggregate
     * (the same fold, made once: issue 18), else the event folded (sourcing from the store, an import).
     */
    private EncounterState adopted(EncounterEvent event) {
        if (applying != null && applied < applying.events().size() && applying.events().get(applied) == event) {
            EncounterState after = applying.states().get(applied++);
            if (applied == applying.events().size()) {
                applying = null;
            }
            return after;
        }
        applying = null;
        return DECIDER.evolve(state, event);
    }

    EncounterState state() {
        return state;
    }
}
