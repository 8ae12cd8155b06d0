package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three instances of the service, each in a JVM of its own, on one PostgreSQL (issue 12, Several nodes): many
 * encounters are driven through all of them at once, one node is killed with SIGKILL mid-load, and still every
 * acknowledged command is stored exactly once, nothing is wrongly refused, every encounter verifies, and the nodes
 * left answer the same projections. The projections' segments are spread over the nodes (two of four each at
 * most), so the killed node's segments are claimed by the others once its claims lapse.
 */
@Tag("slow")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SeveralNodesOnPostgresTest extends ThreeNodesOnPostgres {


    static final int ENCOUNTERS = 9;
    static final int TURNS = 12;

    @Test
    @Order(1)
    void aNodeThatCachedAnEncounterDecidesOnTheStateAnotherNodeMovedOn() {
        Api a = nodes.get(0).api();
        Api b = nodes.get(1).api();
        // a creates it, b decides the set-up, so b caches the encounter
        encounterOfTwo(a, b, "stale", 5);
        // a starts the combat behind b's back
        JsonNode started = a.post("/encounters/stale/commands", "{\"type\":\"StartCombat\",\"surprised\":[]}")
                .expect(200).json();
        String actor = a.get("/encounters/stale?after=" + started.get("position").asLong()).expect(200).json()
                .get("turn").get("actor").asText();

        // b must not answer combat-not-started from its cache
        JsonNode ended = b.post("/encounters/stale/commands", "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}")
                .expect(200).json();
        assertThat(ended.get("step").asInt()).isEqualTo(started.get("step").asInt() + 1);
    }


    @Test
    @Order(2)
    void manyCommandsToOneEncounterAtOnceThroughAllThreeNodesAreAllTakenEachStoredOnce() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(clustered(), "only an owner node decides one encounter's commands in turn");
        nodes.get(2).api().post("/encounters", "{\"id\":\"busy\",\"name\":\"Busy\",\"seed\":3}").expect(201);
        int commands = 24;
        ExecutorService pool = Executors.newFixedThreadPool(commands);
        List<Future<Api.Answer>> answers = new ArrayList<>();
        try {
            for (int k = 0; k < commands; k++) {
                // each adds a combatant of its own: legal in any order (001 › Setup), so every one must be taken
                String body = "{\"type\":\"AddCombatant\",\"combatant\":"
                        + Session.combatant("c" + k, k % 2 == 0 ? "party" : "orcs", 10 + k % 5, 12) + "}";
                Api api = nodes.get(k % nodes.size()).api();
                String key = "busy-" + k;
                answers.add(pool.submit(() -> {
                    // a 503 (the machine so loaded that a connection or a lock was not had within its second) says
                    // "nothing was changed, try again": the same command with the same key, so never taken twice
                    Api.Answer a = api.post("/encounters/busy/commands", body, "Idempotency-Key", key);
                    for (int again = 0; a.status() == 503 && again < 20; again++) {
                        Thread.sleep(250);
                        a = api.post("/encounters/busy/commands", body, "Idempotency-Key", key);
                    }
                    return a;
                }));
            }
            Set<Integer> steps = new HashSet<>();
            for (Future<Api.Answer> f : answers) {
                Api.Answer a = f.get();
                // no 409 concurrent-command: the encounter's owner decides its commands one after the other
                assertThat(a.status()).as("answer %s", a.body()).isEqualTo(200);
                assertThat(steps.add(a.json().get("step").asInt())).as("step acknowledged twice").isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
        JsonNode verify = nodes.get(1).api().get("/encounters/busy/verify").expect(200).json();
        assertThat(verify.get("verified").asBoolean()).isTrue();
        assertThat(verify.get("steps").asInt()).isEqualTo(1 + commands);
        assertThat(nodes.get(0).api().get("/encounters/busy/combatants?after=" + Long.MAX_VALUE).expect(200).json())
                .hasSize(commands);
    }

    /**
     * Every command carries an Idempotency-Key, so a command whose node dies under it is sent again through another
     * node and answered with its step whether the dead node had stored it or not: every command is acknowledged
     * exactly once, and the store holds exactly the steps acknowledged.
     */
    @Test
    @Order(3)
    void manyEncountersThroughThreeNodesWithOneKilledMidLoadStayExactAndConverge() throws Exception {
        Load load = new Load(nodes);
        load.setUp(ENCOUNTERS);
        Node victim = nodes.get(1);
        int killAt = ENCOUNTERS * TURNS * 2 / 5;
        AtomicInteger acknowledgedAtKill = new AtomicInteger();
        load.endTurns(ENCOUNTERS, TURNS, ended -> {
            if (ended == killAt) {
                victim.kill();
                acknowledgedAtKill.set(load.acknowledged.size());
            }
        });
        assertThat(victim.alive()).isFalse();
        System.out.println("[several nodes] " + load.acknowledged.size() + " commands acknowledged, "
                + load.resent.get() + " sent again after the kill" + (clustered() ? " (cluster on)" : ""));
        assertThat(load.wrong).as("refused or failed commands").isEmpty();
        // the killed node's encounters went to the others: every encounter with turns left at the kill took
        // commands after it (each encounter is played by a thread of its own, so one may have finished before)
        List<Load.Acknowledged> before = load.acknowledged.subList(0, acknowledgedAtKill.get());
        List<Load.Acknowledged> after = load.acknowledged.subList(acknowledgedAtKill.get(), load.acknowledged.size());
        for (int i = 0; i < ENCOUNTERS; i++) {
            String id = Load.encounter(i);
            long ended = before.stream().filter(x -> x.encounter().equals(id) && x.type().equals("EndTurn")).count();
            if (ended < TURNS) {
                assertThat(after.stream().filter(x -> x.encounter().equals(id)))
                        .as("commands taken for %s after the kill, %d of %d turns ended before it", id, ended, TURNS)
                        .isNotEmpty();
            }
        }

        List<Node> survivors = nodes.stream().filter(Node::alive).toList();
        Node first = survivors.get(0);
        for (int i = 0; i < ENCOUNTERS; i++) {
            String id = Load.encounter(i);
            List<Load.Acknowledged> acked = load.acknowledged.stream().filter(x -> x.encounter().equals(id)).toList();

            // every acknowledged command is one step of its own, stored once
            Set<Integer> steps = new HashSet<>();
            acked.forEach(x -> assertThat(steps.add(x.step())).as("step %d of %s acknowledged twice", x.step(), id)
                    .isTrue());
            JsonNode verify = first.api().get("/encounters/" + id + "/verify").expect(200).json();
            assertThat(verify.get("verified").asBoolean()).as("%s verifies: %s", id, verify).isTrue();
            int stored = verify.get("steps").asInt();
            // and nothing else: a command sent again after its node died was not taken twice
            assertThat(stored).as("steps stored of %s", id).isEqualTo(acked.size());

            // the nodes left answer the same projections, up to the store's head
            JsonNode timeline = null;
            JsonNode summary = null;
            JsonNode combatants = null;
            for (Node n : survivors) {
                load.current(n, id);
                String q = "?after=" + Long.MAX_VALUE;
                JsonNode t = n.api().get("/encounters/" + id + "/timeline" + q).expect(200).json();
                JsonNode s = n.api().get("/encounters/" + id + q).expect(200).json();
                JsonNode c = n.api().get("/encounters/" + id + "/combatants" + q).expect(200).json();
                if (timeline == null) {
                    timeline = t;
                    summary = s;
                    combatants = c;
                } else {
                    assertThat(t).isEqualTo(timeline);
                    assertThat(s).isEqualTo(summary);
                    assertThat(c).isEqualTo(combatants);
                }
            }
            assertThat(timeline).hasSize(stored);
            for (Load.Acknowledged x : acked) {
                assertThat(timeline.get(x.step() - 1).get("step").asInt()).isEqualTo(x.step());
            }
            assertThat(summary.get("step").asInt()).isEqualTo(stored);
        }
    }
}

