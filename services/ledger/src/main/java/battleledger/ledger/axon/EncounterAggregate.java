package battleledger.ledger.axon;

import battleledger.kernel.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;

import java.util.List;

/**
 * The Encounter aggregate: one event stream per encounter. It only delegates: the kernel decides, Axon appends,
 * and the kernel folds (DESIGN.md, Layout).
 */
public class EncounterAggregate {

    static final EncounterDecider DECIDER = new EncounterDecider();

    @AggregateIdentifier
    private String id;
    private EncounterState state = DECIDER.initialState();
    private long lastSequence = -1;

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
        command.events().forEach(AggregateLifecycle::apply);
    }

    @CommandHandler
    public EncounterCommands.Decided handle(EncounterCommands.Submit command) {
        try {
            return decideAndApply(command.submission());
        } catch (RuleViolation v) {
            return EncounterCommands.Decided.refused(v);
        }
    }

    private EncounterCommands.Decided decideAndApply(battleledger.kernel.command.Submission submission) {
        int step = state.nextStep();
        List<EncounterEvent> events = DECIDER.decide(state, submission);
        events.forEach(AggregateLifecycle::apply);
        return new EncounterCommands.Decided(step, lastSequence, events, null);
    }

    @EventSourcingHandler
    void on(EncounterEvent event, @SequenceNumber long sequence) {
        if (event instanceof battleledger.kernel.event.SetupEvent.EncounterCreated created) {
            id = created.encounterId();
        }
        state = DECIDER.evolve(state, event);
        lastSequence = sequence;
    }

    EncounterState state() {
        return state;
    }
}
