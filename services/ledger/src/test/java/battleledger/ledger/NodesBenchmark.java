package battleledger.ledger;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A benchmark, not a timed test (it asserts no time): commands per second over HTTP for one node and for three nodes
 * of the service on one PostgreSQL, each node in a JVM of its own, many encounters driven at once through all the
 * nodes. Its name is not a test's, so only an explicit run includes it (README, Run several nodes):
 * {@code ./mvnw -B -pl services/ledger -am verify -Dsurefire.failIfNoSpecifiedTests=false -Dtest=NodesBenchmark}.
 */
@Tag("benchmark")
class NodesBenchmark {

    static final int ENCOUNTERS = Integer.getInteger("bench.encounters", 12);
    static final int TURNS = Integer.getInteger("bench.turns", 50);

    @Test
    void commandsPerSecondOnOneNodeAndOnThreeNodesOnPostgreSQL() throws Exception {
        // three nodes on one cluster (each encounter's commands to its owner node); -Dbench.cluster=false: without it
        boolean cluster = Boolean.parseBoolean(System.getProperty("bench.cluster", "true"));
        for (int count : new int[]{1, 3}) {
            Cluster nodesCluster = new Cluster("bench-" + ProcessHandle.current().pid() + "-" + count, count);
            Map<String, String> properties = new HashMap<>(Postgres.server().freshProperties());
            properties.put("ledger.projections.segments", "4");
            properties.put("ledger.projections.max-claimed-segments", count == 1 ? "4" : "2");
            properties.put("ledger.read-wait", "60s");
            properties.put("logger.levels.battleledger.requests", "WARN");
            List<Node> nodes = new ArrayList<>();
            try {
                boolean clustered = cluster && count > 1;
                nodes.add(Node.start("n0", clustered ? nodesCluster.node(0, properties) : properties)
                        .awaitUp(Duration.ofMinutes(3)));
                for (int i = 1; i < count; i++) {
                    nodes.add(Node.start("n" + i, clustered ? nodesCluster.node(i, properties) : properties));
                }
                nodes.forEach(n -> n.awaitUp(Duration.ofMinutes(3)));
                Load load = new Load(nodes);
                load.setUp(ENCOUNTERS);
                int before = load.acknowledged.size();
                long started = System.nanoTime();
                load.endTurnsWithoutReading(ENCOUNTERS, TURNS);
                long millis = (System.nanoTime() - started) / 1_000_000;
                int commands = load.acknowledged.size() - before;
                System.out.printf("[benchmark] %d node(s) on PostgreSQL%s, %d clients: %d commands in %d ms = %.1f commands/s%n",
                        count, clustered ? " on one cluster" : "", ENCOUNTERS, commands, millis,
                        commands * 1000.0 / Math.max(1, millis));
                assertThat(load.wrong).isEmpty();
            } finally {
                nodes.forEach(Node::close);
            }
        }
    }

    /**
     * Read-your-writes through another node: a command to one of two nodes on one PostgreSQL (no cluster; each
     * projects one of the two segments), then its {@code ?after=} read through the other, without and with the
     * projection's notices ({@code ProjectionNotices}: the reading node is told when the other's projection commits,
     * rather than looking every 50 ms; the projecting node's store is told when the other appended, rather than
     * looking every 25 ms). Prints the reads' p50 / p90 / p99 / max. One client ({@code -Dbench.ryw-encounters=1})
     * shows the waits themselves; four share the two cores with two nodes and PostgreSQL.
     */
    @Test
    void aWriteReadBackThroughAnotherNodeWithoutAndWithNotices() throws Exception {
        int encounters = Integer.getInteger("bench.ryw-encounters", 1);
        for (boolean notices : new boolean[]{false, true}) {
            Map<String, String> properties = new HashMap<>(Postgres.server().freshProperties());
            properties.put("ledger.projections.segments", "2");
            properties.put("ledger.projections.max-claimed-segments", "1");
            properties.put("ledger.projections.notices", String.valueOf(notices));
            properties.put("logger.levels.battleledger.requests", "WARN");
            List<Node> nodes = new ArrayList<>();
            try {
                nodes.add(Node.start("r0", properties).awaitUp(Duration.ofMinutes(3)));
                nodes.add(Node.start("r1", properties).awaitUp(Duration.ofMinutes(3)));
                Load load = new Load(nodes);
                load.setUp(encounters);
                List<Long> micros = java.util.Collections.synchronizedList(new ArrayList<>());
                load.endTurnsReadingElsewhere(encounters, 10, m -> { }); // warm-up
                load.endTurnsReadingElsewhere(encounters, TURNS, micros::add);
                List<Long> sorted = micros.stream().sorted().toList();
                System.out.printf("[benchmark] read through the other node, notices %s, %d client(s): %d reads, "
                                + "p50 %.1f / p90 %.1f / p99 %.1f / max %.1f ms%n", notices ? "on" : "off", encounters,
                        sorted.size(), at(sorted, 0.50) / 1000.0, at(sorted, 0.90) / 1000.0,
                        at(sorted, 0.99) / 1000.0, sorted.get(sorted.size() - 1) / 1000.0);
                assertThat(load.wrong).isEmpty();
            } finally {
                nodes.forEach(Node::close);
            }
        }
    }

    private static long at(List<Long> sorted, double quantile) {
        return sorted.get((int) Math.min(sorted.size() - 1, Math.round(quantile * (sorted.size() - 1))));
    }
}
