package battleledger.ledger.reliability;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, group commit: an answer of 200 means the command's events are on the disk, though H2 writes its
 * commits to the file only every 500 ms (its WRITE_DELAY). Four clients send commands to the service in its own JVM
 * (its default configuration: H2 in files, group commit on); the client whose answer is the 60th kills the JVM with
 * SIGKILL the moment that answer arrives, well inside H2's write delay; after a restart on the same files every
 * acknowledged command is there, once, at the step it was acknowledged with.
 * <p>
 * It has teeth: {@code -Ddurability.options=-Dledger.store.group-commit=false} runs the same test with the group
 * commit switched off, and then the commands acknowledged in the last half second before the kill are lost (18 of
 * 61 in one run). Tagged slow: two starts of the service, 14 s at a load average of 6, 30 s at 7.5.
 */
@Tag("slow")
class AcknowledgedIsOnDiskTest {

    private static final int WRITERS = 4;
    private static final int WARM = 10;
    private static final int KILL_AT = 60;

    @TempDir
    Path directory;

    record Acknowledged(String encounter, int step, String purpose) {
    }

    @Test
    void aCommandAcknowledgedJustBeforeAKillDashNineIsOnTheDiskAfterARestart() throws Exception {
        String[] options = System.getProperty("durability.options", "").isBlank() ? new String[0]
                : System.getProperty("durability.options").trim().split("\\s+");
        List<String> encounters = new ArrayList<>();
        ConcurrentLinkedQueue<Acknowledged> acknowledged = new ConcurrentLinkedQueue<>();
        AtomicInteger answered = new AtomicInteger();
        AtomicLong lastAnswerToKill = new AtomicLong(-1);
        try (ChildService first = ChildService.start(directory, options)) {
            Api api = first.api();
            for (int w = 0; w < WRITERS; w++) {
                Session battle = Session.create(api, "{\"id\":\"synced-" + w + "\",\"name\":\"Synced " + w + "\"}");
                battle.add(Session.combatant("ann", "party", 14, 20));
                encounters.add(battle.id());
            }
            List<Thread> writers = new ArrayList<>();
            for (String id : encounters) {
                Thread t = new Thread(() -> {
                    for (int n = 0; ; n++) {
                        String purpose = id + "#" + n;
                        try {
                            Api.Answer a = api.post("/encounters/" + id + "/commands", "{\"type\":\"CallForCheck\","
                                    + "\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,\"purpose\":\"" + purpose + "\"}");
                            long at = System.nanoTime();
                            if (a.status() != 200) {
                                return;
                            }
                            acknowledged.add(new Acknowledged(id, a.json().get("step").asInt(), purpose));
                            int count = answered.incrementAndGet();
                            if (count == WARM * WRITERS) {
                                printGroupCommit(api);
                            }
                            if (count == KILL_AT) {
                                lastAnswerToKill.set(System.nanoTime() - at);
                                first.kill();
                                return;
                            }
                        } catch (AssertionError killed) {
                            return; // the service is gone: this command was never answered
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }, "writer-" + id);
                t.start();
                writers.add(t);
            }
            for (Thread t : writers) {
                t.join(120_000);
            }
        }
        assertThat(lastAnswerToKill.get()).as("the service was killed after the 60th answer").isPositive();

        try (ChildService second = ChildService.start(directory, options)) {
            Api api = second.api();
            Map<String, Map<String, List<Integer>>> found = new HashMap<>();
            for (String id : encounters) {
                Map<String, List<Integer>> byPurpose = new HashMap<>();
                for (JsonNode e : api.get("/encounters/" + id + "/events?limit=10000").expect(200).json()) {
                    if (e.get("type").asText().equals("CheckCalled")) {
                        byPurpose.computeIfAbsent(e.get("payload").get("purpose").asText(), k -> new ArrayList<>())
                                .add(e.get("step").asInt());
                    }
                }
                found.put(id, byPurpose);
            }
            List<Acknowledged> lost = new ArrayList<>();
            for (Acknowledged a : acknowledged) {
                List<Integer> steps = found.get(a.encounter()).getOrDefault(a.purpose(), List.of());
                if (steps.isEmpty()) {
                    lost.add(a);
                } else {
                    assertThat(steps).as("acknowledged %s, stored once at its step", a).containsExactly(a.step());
                }
            }
            System.out.printf("[durability] SIGKILL %.1f ms after the %dth answer: %d acknowledged, %d lost %s%n",
                    lastAnswerToKill.get() / 1e6, KILL_AT, acknowledged.size(), lost.size(), lost);
            assertThat(lost).as("acknowledged commands missing after the restart").isEmpty();
            assertThat(acknowledged.size()).isGreaterThanOrEqualTo(KILL_AT);
        }
    }

    /** The group commit's counters while four clients write: commands that waited for the disk, and flushes. */
    private static void printGroupCommit(Api api) {
        String metrics = api.get("/prometheus").expect(200).body();
        List<String> lines = metrics.lines().filter(l -> l.startsWith("ledger_store_")).toList();
        System.out.println("[durability] group commit while 4 clients write: " + lines);
    }
}
