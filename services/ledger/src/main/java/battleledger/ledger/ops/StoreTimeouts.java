package battleledger.ledger.ops;

import io.micronaut.configuration.jdbc.hikari.DatasourceConfiguration;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.inject.Singleton;

import java.time.Duration;

/**
 * No request waits on a locked row for longer than the lock timeout (issue 12, Operations: an answer within 2 s).
 * Every pooled connection starts with the timeout of the store the URL names, so pointing the service at PostgreSQL
 * stays one setting: PostgreSQL's {@code lock_timeout} (it waits forever by default), H2's {@code LOCK_TIMEOUT}.
 * The statement that waited too long fails, its transaction rolls back, and the answer is
 * {@code 503 store-unavailable} with {@code Retry-After} (StoreProblems). A {@code connection-init-sql} set in the
 * configuration is left as it is.
 */
@Singleton
final class StoreTimeouts implements BeanCreatedEventListener<DatasourceConfiguration> {

    private final Duration lockTimeout;

    StoreTimeouts(@Value("${ledger.store.lock-timeout:1s}") Duration lockTimeout) {
        this.lockTimeout = lockTimeout;
    }

    @Override
    public DatasourceConfiguration onCreated(BeanCreatedEvent<DatasourceConfiguration> event) {
        DatasourceConfiguration datasource = event.getBean();
        if (datasource.getConnectionInitSql() == null) {
            String sql = initSql(datasource.getUrl(), lockTimeout);
            if (sql != null) {
                datasource.setConnectionInitSql(sql);
            }
        }
        return datasource;
    }

    /** The statement that bounds lock waits on a connection to this store, or null for a store it does not know. */
    static String initSql(String url, Duration lockTimeout) {
        long millis = Math.max(1, lockTimeout.toMillis());
        if (url == null) {
            return null;
        }
        if (url.startsWith("jdbc:postgresql:")) {
            return "SET lock_timeout = " + millis;
        }
        if (url.startsWith("jdbc:h2:")) {
            return "SET LOCK_TIMEOUT " + millis;
        }
        return null;
    }
}
