package battleledger.ledger.stream;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;

import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.end;
import static org.assertj.core.api.Assertions.assertThat;

/** GET /encounters/{id}/stream: every projected change, live, resumable without gap or duplicate. */
@MicronautTest(transactional = false)
@Property(name = "ledger.stream.heartbeat", value = "200ms")
class StreamHttpTest {

    private static final int SUBSCRIBERS = 24;

    @Inject
    EmbeddedServer server;
    @Inject
    battleledger.ledger.security.AccessTokens tokenStore;

    Api api() {
        return new Api(server.getURL());
    }

    /** ann 18, bob 11, orc 3 with scripted dice; combat started. */
    private Session started(String id) {
        return Session.annBobAndOrc(api(), id, "Streamed", 18, 11, 3, 15, 6, 12, 4, 9, 17, 2, 8, 13);
    }

    /** {@link #started}, and Ann's turn ended. */
    private Session afterAnnsTurn(String id) {
        Session s = started(id);
        s.command(endTurn("ann"));
        return s;
    }

    private static String endTurn(String actor) {
        return Session.endTurn(actor);
    }

    /** The store positions of every event of the encounter, as the raw stream lists them. */
    private List<Long> storePositions(Session s) {
        JsonNode events = s.read("events");
        return StreamSupport.stream(events.spliterator(), false).map(e -> e.get("position").asLong()).toList();
    }

    private static double median(List<Double> values) {
        return values.stream().sorted().toList().get(values.size() / 2);
    }

    private String streamPath(Session s) {
        return "/encounters/" + s.id() + "/stream";
    }

    @Test
    void manySubscribersEachGetEveryChangeOnceInStoreOrderWithTheStorePositionAsId() throws Exception {
        Session s = started("stream-many");
        List<SseClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < SUBSCRIBERS; i++) {
                SseClient c = SseClient.open(server.getURL(), streamPath(s), null);
                assertThat(c.status()).isEqualTo(200);
                assertThat(c.contentType()).startsWith("text/event-stream");
                clients.add(c);
            }
            // each change, from its command being sent to every subscriber having it
            List<Double> streamed = new ArrayList<>();
            List<Double> projected = new ArrayList<>();
            String[] turns = {"ann", "bob", "orc"};
            for (int i = 0; i < 10; i++) {
                long sent = System.nanoTime();
                s.command(endTurn(turns[i % 3]));
                for (SseClient c : clients) {
                    c.awaitId(s.position());
                }
                streamed.add((System.nanoTime() - sent) / 1e6);
                // for comparison: the same with a read that waits for its own write
                sent = System.nanoTime();
                s.command(endTurn(turns[++i % 3]));
                s.summary();
                projected.add((System.nanoTime() - sent) / 1e6);
            }
            System.out.printf("[measure] stream: a command's changes reached all %d subscribers %.1f ms after it was "
                    + "sent (median of %d); a read of its own write took %.1f ms%n", SUBSCRIBERS, median(streamed),
                    streamed.size(), median(projected));
            for (SseClient c : clients) {
                c.awaitId(s.position());
            }
            List<Long> expected = storePositions(s);
            List<String> log = Table.texts(s.read("log"), "text");
            for (SseClient c : clients) {
                List<SseClient.Received> got = c.awaitId(s.position());
                assertThat(SseClient.ids(got)).isEqualTo(expected);
                assertThat(got).allSatisfy(r -> assertThat(r.data().get("position").asLong()).isEqualTo(r.id()));
                assertThat(got.stream().map(r -> r.data().get("text").asText()).toList()).isEqualTo(log);
            }
        } finally {
            clients.forEach(SseClient::close);
        }
    }

    @Test
    void aClientThatReconnectsMidBattleWithLastEventIdGetsExactlyWhatItMissed() throws Exception {
        Session s = afterAnnsTurn("stream-reconnect");
        List<Long> firstHalf;
        try (SseClient before = SseClient.open(server.getURL(), streamPath(s), null)) {
            firstHalf = SseClient.ids(before.awaitId(s.position()));
        }
        // the battle goes on while the client is away
        s.command(endTurn("bob"));
        s.command(endTurn("orc"));
        s.command(endTurn("ann"));
        long missedUpTo = s.position();
        long lastSeen = firstHalf.get(firstHalf.size() - 1);
        try (SseClient after = SseClient.open(server.getURL(), streamPath(s), Long.toString(lastSeen))) {
            after.awaitId(missedUpTo);
            // and the live part follows the missed part without a seam
            s.command(endTurn("bob"));
            List<Long> resumed = SseClient.ids(after.awaitId(s.position()));
            List<Long> joined = new ArrayList<>(firstHalf);
            joined.addAll(resumed);
            assertThat(resumed).first().isNotEqualTo(lastSeen);
            assertThat(joined).isEqualTo(storePositions(s)).doesNotHaveDuplicates();
        }
    }

    @Test
    void aLineThatComesWithOneMissingBeforeItEndsTheStreamAndTheResumeLosesNothing() throws Exception {
        Session s = afterAnnsTurn("stream-hole");
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s), null)) {
            List<Long> before = SseClient.ids(c.awaitId(s.position()));
            long lastSequence = s.read("events").size() - 1;
            // as where this node's projector took the encounter over from another node and projected a line before
            // the poll of the projected lines brought the one the other node projected last (StoreFeed)
            LiveFeed feed = server.getApplicationContext().getBean(LiveFeed.class);
            feed.published(List.of(new FeedItem(s.id(), s.position() + 1000, new battleledger.ledger.projection
                    .LogEntry(s.id() + ":" + (lastSequence + 2), s.id(), lastSequence + 2, 9, "TurnEnded", "intent",
                    "a line after one that never came", null, "[]", 9, 0, null, "[]"))));
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            while (!c.ended() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(c.ended()).as("the stream ended at the hole").isTrue();
            assertThat(SseClient.ids(c.events())).as("and sent nothing past it").isEqualTo(before);
            s.command(endTurn("bob"));
            try (SseClient resumed = SseClient.open(server.getURL(), streamPath(s),
                    Long.toString(before.get(before.size() - 1)))) {
                List<Long> joined = new ArrayList<>(before);
                joined.addAll(SseClient.ids(resumed.awaitId(s.position())));
                assertThat(joined).as("the resume").isEqualTo(storePositions(s)).doesNotHaveDuplicates();
            }
        }
    }

    @Test
    void aReconnectWhileCommandsKeepComingLosesAndRepeatsNothing() throws Exception {
        Session s = started("stream-racing");
        String[] turns = {"ann", "bob", "orc"};
        List<Long> seen = new ArrayList<>();
        int turn = 0;
        for (int reconnect = 0; reconnect < 4; reconnect++) {
            String last = seen.isEmpty() ? null : Long.toString(seen.get(seen.size() - 1));
            try (SseClient c = SseClient.open(server.getURL(), streamPath(s), last)) {
                // commands sent while the client catches up and switches to live
                for (int i = 0; i < 3; i++) {
                    s.command(endTurn(turns[turn++ % 3]));
                }
                seen.addAll(SseClient.ids(c.awaitId(s.position())));
            }
        }
        assertThat(seen).isEqualTo(storePositions(s)).doesNotHaveDuplicates();
    }

    @Test
    void theStreamKeepsAnImperceptibleCasterOutOfItsLinesAndRolls() throws Exception {
        Table t = Table.seat(api(), "The hidden hand, streamed", new int[]{20, 19, 18}, new int[]{3}, List.of(),
                Stat.named("sprite").side("fey").caster("wizard", 3, "magic-missile").innate(),
                Stat.named("ann"), Stat.named("bob"));
        t.does(cast("sprite", "magic-missile", "ann"));
        try (SseClient c = SseClient.open(server.getURL(), streamPath(t.battle), null)) {
            List<SseClient.Received> got = c.awaitId(t.battle.position());
            List<String> texts = got.stream().map(r -> r.data().get("text").asText()).toList();
            assertThat(texts).contains("Magic Missile is cast; nobody saw by whom.")
                    .noneMatch(l -> l.contains("Sprite") && (l.contains("spell") || l.contains("Magic Missile")));
            assertThat(got).allSatisfy(r -> assertThat(r.data().get("secret").isNull()).isTrue());
            assertThat(got.stream().flatMap(r -> StreamSupport.stream(r.data().get("rolls").spliterator(), false))
                    .filter(roll -> roll.get("purpose").asText().equals("damage")))
                    .isNotEmpty().allSatisfy(roll -> assertThat(roll.get("roller").isNull()).isTrue());
        }
        t.does(end("sprite"));
    }

    @Test
    void aClientThatCannotSetHeadersResumesWithTheQueryParameter() throws Exception {
        Session s = started("stream-query");
        List<Long> all = storePositions(s);
        long resumeAfter = all.get(2);
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s) + "?lastEventId=" + resumeAfter, null)) {
            assertThat(SseClient.ids(c.awaitId(s.position()))).isEqualTo(all.subList(3, all.size()));
        }
    }

    @Test
    void anIdleStreamSendsHeartbeats() throws Exception {
        Session s = started("stream-idle");
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s), Long.toString(s.position()))) {
            assertThat(c.awaitComment()).contains("heartbeat");
            assertThat(c.events()).isEmpty();
        }
    }

    /** A spectator token issued for the encounter: its id and the token. */
    private JsonNode spectator(Session s) {
        return api().post("/encounters/" + s.id() + "/tokens", "{\"role\":\"spectator\"}").expect(201).json();
    }

    /** The encounter's stream read with the token, caught up with its last event. */
    private SseClient following(Session s, JsonNode issued) throws Exception {
        SseClient c = SseClient.open(server.getURL(), streamPath(s), null, issued.get("token").asText());
        c.awaitId(s.position());
        return c;
    }

    @Test
    void revokingATokenEndsItsOpenStreamAtOnce() throws Exception {
        Session s = started("stream-revoked");
        JsonNode issued = spectator(s);
        try (SseClient c = following(s, issued)) {
            api().delete("/encounters/" + s.id() + "/tokens/" + issued.get("tokenId").asText()).expect(200);
            assertThat(c.awaitEnd(10)).as("the stream ended").isTrue();
            s.command(endTurn("ann"));
            assertThat(c.events()).as("nothing after the revocation").allSatisfy(r ->
                    assertThat(r.id()).isLessThan(s.position()));
        }
    }

    @Test
    void aTokenRevokedOnAnotherNodeEndsTheStreamAtTheNextHeartbeat() throws Exception {
        Session s = started("stream-revoked-elsewhere");
        JsonNode issued = spectator(s);
        try (SseClient c = following(s, issued)) {
            tokenStore.updateRevoked(issued.get("tokenId").asText(), true); // as another node's revocation: no signal
            assertThat(c.awaitEnd(10)).as("the stream ended at a heartbeat (200 ms here)").isTrue();
        }
    }

    @Test
    void aStreamOfAnUnknownEncounterOrABadLastEventIdIsAProblem() {
        api().get("/encounters/nobody/stream").problem(404, "unknown-encounter");
        Session s = started("stream-bad-id");
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s), "yesterday")) {
            assertThat(c.status()).isEqualTo(400);
        }
        // an id past the encounter's last event was sent by no stream: resumed from it, a client would silently miss
        // the events stored up to it
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s), Long.toString(s.position() + 1000))) {
            assertThat(c.status()).isEqualTo(400);
        }
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s), Long.toString(Long.MAX_VALUE))) {
            assertThat(c.status()).isEqualTo(400);
        }
        try (SseClient c = SseClient.open(server.getURL(), streamPath(s), Long.toString(s.position()))) {
            assertThat(c.status()).as("the last event's own id is a fine place to resume").isEqualTo(200);
        }
    }
}
