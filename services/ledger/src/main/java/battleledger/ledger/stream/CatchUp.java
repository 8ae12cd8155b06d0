package battleledger.ledger.stream;

import battleledger.ledger.app.EventStoreQueries;
import battleledger.ledger.projection.LogEntry;
import jakarta.inject.Singleton;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads from the projection what a stream resuming after a store position has missed. */
@Singleton
public class CatchUp {

    private final EventStoreQueries store;
    private final StreamLog log;

    public CatchUp(EventStoreQueries store, StreamLog log) {
        this.store = store;
        this.log = log;
    }

    /** The encounter's projected changes after {@code position}, in the order they were projected. */
    public List<FeedItem> after(String encounterId, long position) {
        Map<Long, Long> positions = store.positionsAfter(encounterId, position); // by sequence
        if (positions.isEmpty()) {
            return List.of();
        }
        long first = positions.keySet().iterator().next();
        List<FeedItem> missed = new ArrayList<>();
        for (LogEntry line : log.findByEncounterIdAndSequenceGreaterThanEqualsOrderBySequence(encounterId, first)) {
            Long at = positions.get(line.sequence());
            if (at != null && at > position) {
                missed.add(new FeedItem(encounterId, at, line));
            }
        }
        return missed;
    }
}
