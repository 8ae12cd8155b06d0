package battleledger.ledger;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInstance;

import java.util.Map;

/** {@link RebuiltRowsTest} on PostgreSQL. */
@Tag("slow")
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RebuiltRowsOnPostgresTest extends RebuiltRowsTest implements TestPropertyProvider {

    @Override
    public Map<String, String> getProperties() {
        return Postgres.server().freshProperties();
    }
}
