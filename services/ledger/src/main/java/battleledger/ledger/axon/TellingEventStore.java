package battleledger.ledger.axon;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;

import java.util.List;

/**
 * Axon's embedded event store, which also says when this node's commands committed events ({@code committed}: the
 * other nodes are told, {@code projection.AppendNotices}) and can be told to look for new events at once
 * ({@link #wake}: another node appended some), as it does after this node's own commits. Without it, events another
 * node appended were found only at the store's next look ({@code ledger.store.fetch-delay}).
 */
final class TellingEventStore extends EmbeddedEventStore {

    private final Runnable committed;

    TellingEventStore(Builder builder, Runnable committed) {
        super(builder);
        this.committed = committed;
    }

    @Override
    protected void afterCommit(List<? extends EventMessage<?>> events) {
        super.afterCommit(events); // this node's streams look at once
        if (!events.isEmpty()) {
            committed.run();
        }
    }

    /** Looks for new events now rather than at the next look: another node appended some. */
    void wake() {
        super.afterCommit(List.of());
    }
}
