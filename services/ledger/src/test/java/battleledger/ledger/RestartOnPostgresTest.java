package battleledger.ledger;

import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.Tag;

import java.util.HashMap;
import java.util.Map;

/** {@link RestartTest} on PostgreSQL: stop the service, start it on the same database, the battle goes on. */
@Tag("slow")
class RestartOnPostgresTest extends RestartTest {

    private final Map<String, String> database = Postgres.server().freshProperties();

    @Override
    EmbeddedServer start() {
        Map<String, Object> properties = new HashMap<>(database);
        return Contexts.start((String) properties.remove("datasources.default.url"), properties);
    }
}
