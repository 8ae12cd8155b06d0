package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Drives many encounters at once through several nodes, one client per encounter, each command to the next node
 * in turn: set-up, then turns ended one after the other. A client reads whose turn it is from the node it is about
 * to use, waiting for that node's projections to reach the store's head ({@code ?after=} the largest position),
 * so a refusal can only be the service's fault. What each command got is recorded.
 */
final class Load {

    /** A command that was answered 200, with the step it became. */
    record Acknowledged(String encounter, int step, String type) {
    }

    final List<Acknowledged> acknowledged = new CopyOnWriteArrayList<>();
    /** Answers that were neither 200 nor a transient 503 (a refusal, a 500): each is a failure of the service. */
    final List<String> wrong = new CopyOnWriteArrayList<>();
    /**
     * Commands sent again because the node died under them (or the encounter's owner did): each command carries an
     * Idempotency-Key, so sent again, through another node, it is taken once and answered with its step either way
     * (issue 12); nothing is left uncertain.
     */
    final AtomicInteger resent = new AtomicInteger();
    final AtomicInteger turnsEnded = new AtomicInteger();

    private final List<Node> nodes;

    Load(List<Node> nodes) {
        this.nodes = nodes;
    }

    static String encounter(int i) {
        return "load-" + i;
    }

    /** Creates the encounters and starts their combats, through every node. */
    void setUp(int encounters) throws Exception {
        parallel(encounters, i -> {
            String id = encounter(i);
            send(i, 0, "/encounters", "{\"id\":\"" + id + "\",\"name\":\"Load " + i + "\",\"seed\":" + i + "}",
                    "CreateEncounter", id);
            send(i, 1, "/encounters/" + id + "/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                    + Session.combatant("ann", "party", 14, 20) + "}", "AddCombatant", id);
            send(i, 2, "/encounters/" + id + "/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                    + Session.combatant("orc", "orcs", 10, 15) + "}", "AddCombatant", id);
            send(i, 3, "/encounters/" + id + "/commands", "{\"type\":\"StartCombat\",\"surprised\":[]}",
                    "StartCombat", id);
        });
    }

    /** Ends {@code turns} turns in every encounter; {@code afterEach} hears the running total of turns ended. */
    void endTurns(int encounters, int turns, IntConsumer afterEach) throws Exception {
        parallel(encounters, i -> {
            String id = encounter(i);
            for (int t = 0; t < turns; t++) {
                int k = 4 + t;
                Node node = live(i + k);
                JsonNode read = current(node, id);
                String actor = read.get("turn").get("actor").asText();
                reading.set("read via " + node.name() + " at step " + read.path("step") + " position "
                        + read.path("position") + ": " + actor + "'s turn");
                send(i, k, "/encounters/" + id + "/commands",
                        "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}", "EndTurn", id);
                afterEach.accept(turnsEnded.incrementAndGet());
            }
        });
    }

    /**
     * Ends {@code turns} turns in every encounter as fast as the nodes take them: whose turn it is is read once,
     * and then the two combatants take turns (001 › Combat › Initiative: the order holds round after round).
     */
    void endTurnsWithoutReading(int encounters, int turns) throws Exception {
        parallel(encounters, i -> {
            String id = encounter(i);
            String[] order = order(i);
            for (int t = 0; t < turns; t++) {
                send(i, 4 + t, "/encounters/" + id + "/commands",
                        "{\"type\":\"EndTurn\",\"actor\":\"" + order[t % 2] + "\"}", "EndTurn", id);
            }
        });
    }

    /** The two combatants of the {@code i}-th encounter in their initiative order, once it is projected. */
    private String[] order(int i) {
        JsonNode initiative = live(i).api().get("/encounters/" + encounter(i) + "/initiative?after=" + Long.MAX_VALUE)
                .expect(200).json();
        return new String[]{initiative.get(0).get("combatant").asText(), initiative.get(1).get("combatant").asText()};
    }

    /**
     * Ends {@code turns} turns in every encounter, each through one node by turns, and reads the combatants back at
     * once through the other node, waiting for the command's own position ({@code ?after=}); {@code readMicros} hears
     * how long each read took.
     */
    void endTurnsReadingElsewhere(int encounters, int turns, java.util.function.LongConsumer readMicros)
            throws Exception {
        parallel(encounters, i -> {
            String id = encounter(i);
            String[] order = order(i);
            for (int t = 0; t < turns; t++) {
                Node writer = nodes.get((i + t) % nodes.size());
                Node reader = nodes.get((i + t + 1) % nodes.size());
                long position = writer.api().post("/encounters/" + id + "/commands",
                        "{\"type\":\"EndTurn\",\"actor\":\"" + order[t % 2] + "\"}").expect(200).json()
                        .get("position").asLong();
                long started = System.nanoTime();
                reader.api().get("/encounters/" + id + "/combatants?after=" + position).expect(200);
                readMicros.accept((System.nanoTime() - started) / 1_000);
                acknowledged.add(new Acknowledged(id, 4 + t, "EndTurn"));
            }
        });
    }

    /** The encounter's summary from this node, once its projections have reached the store's head. */
    JsonNode current(Node node, String id) {
        for (int attempt = 1; ; attempt++) {
            Api.Answer a;
            try {
                a = node.api().get("/encounters/" + id + "?after=" + Long.MAX_VALUE);
            } catch (AssertionError e) {
                node = live(attempt); // that node died: ask another
                continue;
            }
            if (a.status() == 200) {
                return a.json();
            }
            if (a.status() != 503) {
                throw new AssertionError("reading " + id + " answered " + a.status() + " " + a.body());
            }
        }
    }

    /** Sends one command through the {@code k}-th node for encounter {@code i}, once. */
    private void send(int i, int k, String path, String body, String type, String id) {
        // every command to an encounter carries a key of its own; the encounter is created before any node dies
        String key = path.endsWith("/commands") ? id + "/" + k : null;
        for (int attempt = 0; ; attempt++) {
            Node node = live(i + k + attempt);
            Api.Answer a;
            try {
                a = key == null ? node.api().post(path, body) : node.api().post(path, body, "Idempotency-Key", key);
            } catch (AssertionError e) {
                if (key == null || attempt >= RESENDS) {
                    throw e;
                }
                resent.incrementAndGet(); // the node died under the request: the same command, the same key
                continue;
            }
            if (a.status() == 503 && key != null && attempt < RESENDS) {
                resent.incrementAndGet(); // the owner died under it, or the store was briefly out of reach
                Node.pause();
                continue;
            }
            if (a.status() == 200 || a.status() == 201) {
                acknowledged.add(new Acknowledged(id, a.json().get("step").asInt(), type));
            } else {
                wrong.add(id + " " + type + " via " + node.name() + ": " + a.status() + " " + a.body() + "; "
                        + reading.get() + "; since then: " + aftermath(id));
            }
            return;
        }
    }

    private static final int RESENDS = 20;

    /** What the client read before its command, for the message of a wrong answer. */
    private final ThreadLocal<String> reading = ThreadLocal.withInitial(() -> "");

    /** What every node still alive answers about the encounter now, to tell a stale read from a stale decision. */
    private String aftermath(String id) {
        StringBuilder out = new StringBuilder();
        for (Node n : nodes) {
            if (!n.alive()) {
                continue;
            }
            try {
                JsonNode s = n.api().get("/encounters/" + id + "?after=" + Long.MAX_VALUE).json();
                JsonNode t = n.api().get("/encounters/" + id + "/timeline?after=" + Long.MAX_VALUE).json();
                StringBuilder steps = new StringBuilder();
                for (int j = Math.max(0, t.size() - 4); j < t.size(); j++) {
                    steps.append(t.get(j).path("step")).append(' ').append(t.get(j).path("command").asText())
                            .append(' ').append(t.get(j).path("status").asText()).append("; ");
                }
                out.append(n.name()).append(": step ").append(s.path("step")).append(" position ")
                        .append(s.path("position")).append(' ').append(s.path("turn").path("actor"))
                        .append("'s turn, last steps ").append(steps).append(" | ");
            } catch (AssertionError e) {
                out.append(n.name()).append(": ").append(e.getMessage()).append(" | ");
            }
        }
        return out.toString();
    }

    Node live(int k) {
        for (int j = 0; j < nodes.size(); j++) {
            Node n = nodes.get(Math.floorMod(k + j, nodes.size()));
            if (n.alive()) {
                return n;
            }
        }
        throw new IllegalStateException("no node alive");
    }

    private static void parallel(int count, IntConsumer work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            List<Future<?>> all = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int n = i;
                all.add(pool.submit(() -> work.accept(n)));
            }
            for (Future<?> f : all) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
