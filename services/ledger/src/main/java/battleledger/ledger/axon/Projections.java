package battleledger.ledger.axon;

import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.pooled.PooledStreamingEventProcessor;

import java.util.Map;

/** The projection processor: its status, and rebuilding every read model from the event store. */
public final class Projections {

    private final PooledStreamingEventProcessor processor;

    Projections(PooledStreamingEventProcessor processor) {
        this.processor = processor;
    }

    /**
     * Rebuilds the read models: stops the processor, resets its tokens to the start of the store (the projector's
     * reset handler empties the read models in that moment), and starts it again to replay every event.
     */
    public synchronized void rebuild() {
        processor.shutDown();
        processor.resetTokens();
        processor.start();
    }

    public boolean running() {
        return processor.isRunning();
    }

    public boolean caughtUp() {
        Map<Integer, EventTrackerStatus> status = processor.processingStatus();
        return !status.isEmpty() && status.values().stream().allMatch(EventTrackerStatus::isCaughtUp);
    }

    /** The segments this node is processing now. */
    public java.util.Set<Integer> segmentsHere() {
        return java.util.Set.copyOf(processor.processingStatus().keySet());
    }

    public String name() {
        return processor.getName();
    }
}
