package battleledger.ledger;

import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

import java.util.Map;

/**
 * An HTTP test with a service of its own, on an in-memory H2 database named by {@link #database()}, whose reads wait
 * at most 300 ms for the projection (so that a read that must not wait shows it quickly).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ShortWaitService {

    protected EmbeddedServer server;
    protected Api api;

    /** The in-memory database's name, one per test class. */
    protected abstract String database();

    @BeforeAll
    void start() {
        server = Contexts.start("jdbc:h2:mem:" + database() + ";DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1",
                Map.of("ledger.read-wait", "300ms"));
        api = new Api(server.getURL());
    }

    @AfterAll
    void stop() {
        server.close();
    }
}
