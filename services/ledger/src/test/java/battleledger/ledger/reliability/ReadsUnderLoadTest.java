package battleledger.ledger.reliability;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.projection.EncounterProjector;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.EventProcessor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Readers and writers under load (issue 16): waiting readers hold no thread a command needs, the raw stream always
 * shows real positions, and a rebuild of the read models is invisible to readers.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReadsUnderLoadTest {

    private static final int READERS = 40;

    @Inject
    EmbeddedServer server;

    @Inject
    Configuration axon;

    Api api;

    @BeforeAll
    void client() {
        api = new Api(server.getURL());
    }

    @Test
    void aCommandIsAnsweredWhileFortyReadersWaitForTheProjection() throws Exception {
        Session waited = Session.create(api, "{\"name\":\"Waited for\",\"seed\":1}");
        waited.add(Session.combatant("ann", "party", 14, 20));
        Session busy = Session.create(api, "{\"name\":\"Busy elsewhere\",\"seed\":2}");
        busy.add(Session.combatant("bob", "party", 14, 20));
        long alone = timed(busy, "bob");

        EventProcessor projections = axon.eventProcessingConfiguration()
                .eventProcessor(EncounterProjector.GROUP).orElseThrow();
        projections.shutDown(); // the projection stands still: every read with ?after= below waits
        List<Integer> statuses = new CopyOnWriteArrayList<>();
        AtomicInteger answered = new AtomicInteger();
        List<Thread> readers = new ArrayList<>();
        try {
            long position = waited.command(check("ann", "waiting")).get("position").asLong();
            CountDownLatch sent = new CountDownLatch(READERS);
            for (int i = 0; i < READERS; i++) {
                Thread reader = new Thread(() -> {
                    sent.countDown();
                    int status = api.get("/encounters/" + waited.id() + "/combatants?after=" + position).status();
                    answered.incrementAndGet();
                    statuses.add(status);
                });
                reader.start();
                readers.add(reader);
            }
            sent.await();
            Thread.sleep(1_500); // let every read reach the service and start waiting
            long delay = timed(busy, "bob");
            int answeredMeanwhile = answered.get();
            System.out.printf("[reliability] a command to another encounter took %d ms with %d readers waiting "
                    + "(%d ms with none); readers answered before it: %d%n", delay, READERS, alone, answeredMeanwhile);
            assertThat(answeredMeanwhile).as("the command was answered while every reader still waited").isZero();
        } finally {
            projections.start();
        }
        for (Thread reader : readers) {
            reader.join(30_000);
        }
        assertThat(statuses).hasSize(READERS).containsOnly(200);
    }

    @Test
    void theRawStreamNeverShowsAPositionOfMinusOneWhileCommandsArrive() throws Exception {
        Session streamed = Session.create(api, "{\"name\":\"Streamed\",\"seed\":3}");
        streamed.add(Session.combatant("ann", "party", 14, 20));
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread writer = new Thread(() -> {
            for (int i = 0; i < 150; i++) {
                streamed.command(check("ann", "streamed " + i));
            }
            writing.set(false);
        });
        writer.start();
        int reads = 0;
        long events = 0;
        List<String> wrong = new ArrayList<>();
        while (writing.get() || reads == 0) {
            JsonNode stream = api.get("/encounters/" + streamed.id() + "/events?limit=10000").expect(200).json();
            reads++;
            events += stream.size();
            for (JsonNode e : stream) {
                if (e.get("position").asLong() < 0) {
                    wrong.add(e.toString());
                }
            }
            long last = stream.get(stream.size() - 1).get("position").asLong();
            api.get("/encounters/" + streamed.id() + "?after=" + last).expect(200);
        }
        writer.join();
        System.out.printf("[reliability] /events read %d times while 150 commands arrived: %d events shown, %d "
                + "without a position%n", reads, events, wrong.size());
        assertThat(wrong).isEmpty();
    }

    @Test
    void aRebuildIsInvisibleToReaders() throws Exception {
        List<Session> battles = new ArrayList<>();
        Map<String, JsonNode> before = new HashMap<>();
        for (int b = 0; b < 8; b++) {
            Session battle = Session.create(api, "{\"name\":\"Rebuilt under load " + b + "\",\"seed\":" + b + "}");
            battle.add(Session.combatant("ann", "party", 14, 20));
            battle.add(Session.combatant("orc", "orcs", 10, 15));
            battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
            for (int i = 0; i < 6; i++) {
                battle.command(check("ann", "before the rebuild " + i));
            }
            battles.add(battle);
            before.put(battle.id(), battle.read("combatants"));
        }
        Session active = battles.get(0);

        AtomicBoolean rebuilding = new AtomicBoolean(true);
        AtomicInteger reads = new AtomicInteger();
        Map<String, Integer> refused = new ConcurrentHashMap<>();
        List<String> changed = new CopyOnWriteArrayList<>();
        List<Thread> readers = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            int offset = r;
            Thread reader = new Thread(() -> {
                for (int n = offset; rebuilding.get(); n++) {
                    Session battle = battles.get(1 + n % (battles.size() - 1));
                    Api.Answer a = api.get("/encounters/" + battle.id() + "/combatants?after=" + battle.position());
                    reads.incrementAndGet();
                    if (a.status() != 200) {
                        refused.merge(a.status() + " " + a.body(), 1, Integer::sum);
                    } else if (!a.json().equals(before.get(battle.id()))) {
                        changed.add(battle.id());
                    }
                }
            });
            reader.start();
            readers.add(reader);
        }
        AtomicInteger written = new AtomicInteger();
        Thread writer = new Thread(() -> {
            while (rebuilding.get()) {
                JsonNode answer = active.command(check("ann", "during the rebuild " + written.get()));
                Api.Answer a = api.get("/encounters/" + active.id() + "?after=" + answer.get("position").asLong());
                reads.incrementAndGet();
                if (a.status() != 200 || a.json().get("step").asInt() != answer.get("step").asInt()) {
                    refused.merge(a.status() + " " + a.body(), 1, Integer::sum);
                }
                written.incrementAndGet();
            }
        });
        writer.start();
        JsonNode rebuilt;
        try {
            rebuilt = api.post("/admin/projections/rebuild", "").expect(200).json();
        } finally {
            rebuilding.set(false);
        }
        writer.join(30_000);
        for (Thread reader : readers) {
            reader.join(30_000);
        }
        System.out.printf("[reliability] rebuild of %d encounters (%d events) in %d ms: %d reads meanwhile, %d refused,"
                        + " %d showed other rows; %d commands taken meanwhile%n", rebuilt.get("encounters").asInt(),
                rebuilt.get("events").asLong(), rebuilt.get("millis").asLong(), reads.get(),
                refused.values().stream().mapToInt(Integer::intValue).sum(), changed.size(), written.get());
        assertThat(refused).isEmpty();
        assertThat(changed).isEmpty();
        assertThat(active.verified()).isTrue();
    }

    private static long timed(Session battle, String combatant) {
        long start = System.nanoTime();
        battle.command(check(combatant, "timed"));
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static String check(String combatant, String purpose) {
        return "{\"type\":\"CallForCheck\",\"combatant\":\"" + combatant + "\",\"ability\":\"str\",\"dc\":10,"
                + "\"purpose\":\"" + purpose + "\"}";
    }
}
