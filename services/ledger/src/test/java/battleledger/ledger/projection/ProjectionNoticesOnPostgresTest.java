package battleledger.ledger.projection;

import battleledger.ledger.Api;
import battleledger.ledger.Postgres;
import battleledger.ledger.Session;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18 (reads on PostgreSQL) and issue 12 (several nodes): on PostgreSQL each projection batch tells every node how
 * far its encounters' rows now stand, and a node reads that instead of asking the store at every read; each node says
 * when it appended events, and the others' stores look at once. Another node is played here by notices sent with
 * {@code pg_notify} under another node's name.
 */
@Tag("slow")
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ProjectionNoticesOnPostgresTest implements TestPropertyProvider {

    @Inject
    EmbeddedServer server;
    @Inject
    ProjectionNotices notices;
    @Inject
    ProjectedCombatants projected;
    @Inject
    ProjectionProgress progress;
    @Inject
    ProjectionCache cache;
    @Inject
    DataSource dataSource;
    @Inject
    battleledger.ledger.app.ReadModels reads;

    @Override
    public Map<String, String> getProperties() {
        return Postgres.server().freshProperties();
    }

    @Test
    void whatTheProjectionCommitsIsHeardAsFarAsTheStoreHoldsIt() {
        Session battle = battle("Heard");
        battle.read("combatants"); // waits for the projection of the last command
        long stored = projected.storedSequence(battle.id()).orElseThrow();

        eventually(() -> notices.sequence(battle.id()).equals(OptionalLong.of(stored)));
        assertThat(notices.on()).isTrue();
        assertThat(projected.sequence(battle.id())).as("the read takes the number heard").hasValue(stored);
    }

    @Test
    void anotherNodesNoticeIsWhatAReadGoesByAndWakesTheReadersWaiting() {
        long changes = progress.changes();
        long batches = progress.batches();
        send("elsewhere-node projected", Map.of("far-away", 41L));

        eventually(() -> notices.sequence("far-away").isPresent());
        assertThat(notices.sequence("far-away")).hasValue(41);
        assertThat(projected.sequence("far-away")).as("heard, though this node's store holds no such encounter")
                .hasValue(41);
        assertThat(progress.changes()).as("readers waiting for a projection look again").isGreaterThan(changes);
        assertThat(progress.batches()).as("no batch of this node's committed").isEqualTo(batches);

        send("elsewhere-node projected", Map.of("far-away", 12L));
        eventually(() -> progress.changes() > changes + 1);
        assertThat(notices.sequence("far-away")).as("an older number heard late does not go back").hasValue(41);
    }

    @Test
    void aReadWaitingForItsWriteTakesTheNumberHeardOnceItHasReachedTheWrite() {
        Session battle = battle("Waited");
        battle.read("combatants");
        long stored = projected.storedSequence(battle.id()).orElseThrow();
        eventually(() -> notices.sequence(battle.id()).isPresent());
        assertThat(reads.awaitProjected(battle.id(), battle.position())).as("heard: the store's number")
                .hasValue(stored);

        send("elsewhere-node projected", Map.of(battle.id(), stored + 40)); // as if another node had gone on
        eventually(() -> notices.sequence(battle.id()).equals(OptionalLong.of(stored + 40)));
        assertThat(reads.awaitProjected(battle.id(), battle.position())).as("the number heard, not asked")
                .hasValue(stored + 40);
    }

    @Test
    void aRebuildOnAnotherNodeStartsANewGenerationOfWhatWasRead() {
        long generation = cache.generation();
        send("elsewhere-node rewritten", Map.of("rebuilt-elsewhere", 3L));
        eventually(() -> cache.generation() != generation);
        assertThat(notices.sequence("rebuilt-elsewhere")).hasValue(3);
    }

    @Test
    void whenTheListeningConnectionIsLostWhatWasHeardIsForgottenAndReadsAskTheStoreUntilItIsBack() {
        Session battle = battle("Lost");
        battle.read("combatants");
        long stored = projected.storedSequence(battle.id()).orElseThrow();
        eventually(() -> notices.sequence(battle.id()).isPresent());
        send("elsewhere-node projected", Map.of("gone-quiet", 5L));
        eventually(() -> notices.sequence("gone-quiet").isPresent());
        int before = listenerPid();

        query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'battle-ledger notices'");
        eventually(() -> listenerPid() != before && listenerPid() != 0 && notices.listening());

        assertThat(notices.sequence("gone-quiet")).as("heard on the lost connection").isEmpty();
        assertThat(notices.sequence(battle.id())).isEmpty();
        assertThat(projected.sequence(battle.id())).as("asked of the store").hasValue(stored);
        assertThat(notices.sequence(battle.id())).as("the store's answer, kept while listening").hasValue(stored);
    }

    @Test
    void commandsCommittedHereAreToldOnlyWhileAnotherNodeListensAndTheirNoticesWakeThisNodesStore()
            throws SQLException, InterruptedException {
        try (Connection other = notices.line().connect("a test, not a node")) {
            other.createStatement().execute("LISTEN " + ProjectionNotices.APPENDED);
            Thread.sleep(AppendNotices.LOOK_MILLIS + 200); // past what the sender knew of listeners before
            for (int i = 0; i < 5; i++) {
                battle("Alone " + i);
            }
            Thread.sleep(200);
            assertThat(told(other)).as("no other node listens: nothing told").doesNotContain(notices.self());

            other.createStatement().execute("SET application_name = '" + ProjectionNotices.LISTENER + "'");
            List<String> told = new ArrayList<>();
            Api api = new Api(server.getURL());
            eventually(() -> {
                Session.create(api, "Appended", 7); // a command committed, the sender looks again within 2 s
                told.addAll(told(other));
                return told.contains(notices.self());
            });
        }

        AtomicInteger woken = new AtomicInteger();
        notices.onAppendedElsewhere(woken::incrementAndGet);
        query("SELECT pg_notify('" + ProjectionNotices.APPENDED + "', '" + notices.self() + "')");
        query("SELECT pg_notify('" + ProjectionNotices.APPENDED + "', 'elsewhere-node')");
        eventually(() -> woken.get() > 0); // notices come in the order they were sent: this node's own first
        assertThat(woken.get()).as("only the other node's notice wakes the store").isEqualTo(1);
    }

    private static List<String> told(Connection listening) {
        try {
            PGNotification[] got = listening.unwrap(PGConnection.class).getNotifications(10);
            List<String> texts = new ArrayList<>();
            for (PGNotification n : got == null ? new PGNotification[0] : got) {
                texts.add(n.getParameter());
            }
            return texts;
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    private Session battle(String name) {
        Session battle = Session.create(new Api(server.getURL()), name, 7);
        battle.add(Session.combatant("ann", "party", 12, 20));
        battle.add(Session.combatant("orc", "orcs", 10, 15));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return battle;
    }

    private void send(String head, Map<String, Long> sequences) {
        String[] nodeAndKind = head.split(" ");
        NoticePayload.Kind kind = nodeAndKind[1].equals("rewritten")
                ? NoticePayload.Kind.REWRITTEN : NoticePayload.Kind.PROJECTED;
        for (String text : NoticePayload.of(nodeAndKind[0], kind, sequences)) {
            query("SELECT pg_notify('" + ProjectionNotices.CHANNEL + "', '" + text.replace("'", "''") + "')");
        }
    }

    private int listenerPid() {
        return query("SELECT pid FROM pg_stat_activity WHERE application_name = 'battle-ledger notices'");
    }

    /** The first column of the first row as a number, 0 when there is none. */
    private int query(String sql) {
        try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
             PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getObject(1) instanceof Number n ? n.intValue() : 1 : 0;
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    private static void eventually(BooleanSupplier condition) {
        long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > until) {
                throw new AssertionError("not within 20 s");
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
