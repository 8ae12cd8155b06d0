package battleledger.ledger;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A refused or unknown request is an answer, not an incident: nothing it logs carries a stack trace. */
@MicronautTest(transactional = false)
class QuietFailuresTest {

    @Inject
    EmbeddedServer server;

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private Logger root;

    @BeforeEach
    void listen() {
        root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        logged.start();
        root.addAppender(logged);
    }

    @AfterEach
    void stopListening() {
        root.detachAppender(logged);
    }

    @Test
    void unknownEncountersRefusedCommandsAndBadBodiesLogNoStackTrace() {
        Api api = new Api(server.getURL());
        api.get("/encounters/nobody-here").problem(404, "unknown-encounter");
        api.get("/encounters/nobody-here/combatants?after=1");
        // the admin credential reads any encounter but commands none: a refused command, logged as one line
        api.post("/encounters/nobody-here/commands", "{\"type\":\"EndTurn\",\"actor\":\"x\"}")
                .problem(403, "forbidden");
        api.get("/no/such/route").expect(404);
        api.post("/encounters", "{not json").expect(400);
        Session battle = Session.create(api, "Quiet", 3);
        battle.attempt("{\"type\":\"EndTurn\",\"actor\":\"nobody\"}");

        List<ILoggingEvent> traces = logged.list.stream().filter(e -> e.getThrowableProxy() != null).toList();
        assertThat(traces).as("log events with a stack trace: %s", traces).isEmpty();
    }
}
