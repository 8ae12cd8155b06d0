package battleledger.ledger.store;

import battleledger.ledger.Postgres;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInstance;

import java.util.Map;

/** {@link LockedRowHttpTest} on PostgreSQL, which waits on a lock for ever unless told otherwise. */
@Tag("slow")
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LockedRowHttpOnPostgresTest extends LockedRowHttpTest implements TestPropertyProvider {

    @Override
    public Map<String, String> getProperties() {
        return Postgres.server().freshProperties();
    }
}
