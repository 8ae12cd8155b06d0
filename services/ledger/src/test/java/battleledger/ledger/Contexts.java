package battleledger.ledger;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Starts the whole service on a database of the test's choosing, as often as a test needs. */
public final class Contexts {

    private Contexts() {
    }

    public static EmbeddedServer onFile(Path directory) {
        return start("jdbc:h2:file:" + directory.resolve("ledger").toAbsolutePath()
                + ";DATABASE_TO_LOWER=TRUE;DB_CLOSE_ON_EXIT=FALSE", Map.of());
    }

    public static EmbeddedServer inMemory(String name) {
        return start("jdbc:h2:mem:" + name + ";DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1", Map.of());
    }

    public static EmbeddedServer start(String url, Map<String, Object> more) {
        Map<String, Object> properties = new HashMap<>(more);
        properties.put("datasources.default.url", url);
        properties.put("micronaut.server.port", -1);
        return ApplicationContext.run(EmbeddedServer.class, properties, "test");
    }
}
