package battleledger.ledger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Three instances of the service, each in a JVM of its own, on one fresh PostgreSQL database, started once per test
 * class (issue 12, Several nodes): on one cluster (Axon's distributed command bus over JGroups) unless a subclass
 * says not. The projection's four segments are spread over the nodes, two at most on each.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ThreeNodesOnPostgres {

    /** The three nodes, started once for the class: a, b and c. */
    protected final List<Node> nodes = new ArrayList<>();

    /**
     * Whether the nodes route each encounter's commands to its owner (Axon's distributed command bus over JGroups);
     * each suite has a subclass that runs the same tests without it.
     */
    protected boolean clustered() {
        return true;
    }

    @BeforeAll
    void startThreeNodes() {
        Map<String, String> properties = new HashMap<>(Postgres.server().freshProperties());
        properties.put("ledger.projections.segments", "4");
        properties.put("ledger.projections.max-claimed-segments", "2");
        // the shares stay spread however slowly the nodes start on a busy machine (ClaimShare's grace)
        properties.put("ledger.projections.share-grace", "10m");
        properties.put("ledger.read-wait", "30s");
        // one cluster on Axon's distributed command bus: each encounter's commands go to the node that owns it
        Cluster cluster = new Cluster("several-nodes-" + ProcessHandle.current().pid(), 3);
        java.util.function.IntFunction<Map<String, String>> node = i -> clustered() ? cluster.node(i, properties)
                : properties;
        // the first node creates the schema and the processor's segments; the others join it
        nodes.add(Node.start("a", node.apply(0)).awaitUp(Duration.ofMinutes(3)));
        nodes.add(Node.start("b", node.apply(1)));
        nodes.add(Node.start("c", node.apply(2)));
        nodes.get(1).awaitUp(Duration.ofMinutes(3));
        nodes.get(2).awaitUp(Duration.ofMinutes(3));
    }

    @AfterAll
    void stopNodes() {
        nodes.forEach(Node::close);
    }

    /** An encounter created through {@code creator} and given ann and an orc through {@code setUp}, not started. */
    protected static void encounterOfTwo(Api creator, Api setUp, String id, int seed) {
        creator.post("/encounters", "{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"seed\":" + seed + "}")
                .expect(201);
        setUp.post("/encounters/" + id + "/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                + Session.combatant("ann", "party", 14, 20) + "}").expect(200);
        setUp.post("/encounters/" + id + "/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                + Session.combatant("orc", "orcs", 10, 15) + "}").expect(200);
    }
}
