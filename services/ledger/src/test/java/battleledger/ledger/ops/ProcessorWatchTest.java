package battleledger.ledger.ops;

import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.TrackerStatus;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * README, Health: readiness is DOWN when a segment is in error, and its details give the segments this node holds.
 * PostgreSQL stopped under two nodes: the work on one node's two segments was aborted in error, the other node
 * claimed them once their claims lapsed, and the first node, projecting nothing and healthy, read "a segment is in
 * error" with 2 segments held, its readiness DOWN for as long as it ran.
 */
class ProcessorWatchTest {

    private static EventTrackerStatus working(int segment) {
        return new TrackerStatus(Segment.computeSegment(segment, 0, 1, 2, 3),
                new GlobalSequenceTrackingToken(10));
    }

    private static EventTrackerStatus failed(int segment) {
        return ((TrackerStatus) working(segment)).markError(new IllegalStateException("the database went"));
    }

    @Test
    void aSegmentInErrorHereThatAnotherNodeHasClaimedSinceIsNotThisNodes() {
        Map<Integer, EventTrackerStatus> status = Map.of(0, working(0), 2, failed(2), 3, failed(3));

        Map<Integer, EventTrackerStatus> held = ProcessorWatch.held(status, Set.of(1, 2, 3));

        assertThat(held).containsOnlyKeys(0);
        assertThat(held.values()).noneMatch(EventTrackerStatus::isErrorState);
    }

    @Test
    void aSegmentInErrorThatNoOtherNodeHoldsIsStillAnError() {
        Map<Integer, EventTrackerStatus> status = Map.of(2, failed(2), 3, working(3));

        assertThat(ProcessorWatch.held(status, Set.of()).get(2).isErrorState()).isTrue();
        assertThat(ProcessorWatch.held(status, Set.of(3))).containsOnlyKeys(2, 3);
    }
}
