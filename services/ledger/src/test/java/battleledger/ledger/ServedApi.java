package battleledger.ledger;

import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/**
 * An HTTP test against the service its class starts (one per test class, {@code @MicronautTest}): the server, and a
 * client of it made afresh for each test.
 */
public abstract class ServedApi {

    @Inject
    protected EmbeddedServer server;

    protected Api api;

    @BeforeEach
    void client() {
        api = new Api(server.getURL());
    }
}
