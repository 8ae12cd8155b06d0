package battleledger.ledger.axon;

import org.axonframework.common.jdbc.PersistenceExceptionResolver;

import java.sql.SQLException;

/**
 * Recognises a unique-key violation by its SQLState, 23505 on H2 and PostgreSQL alike, so two appends at the same
 * sequence number of an encounter become Axon's concurrency exception (and a duplicate encounter id a creation
 * conflict) instead of a generic store failure.
 */
final class DuplicateKeyResolver implements PersistenceExceptionResolver {

    static final String UNIQUE_VIOLATION = "23505";

    @Override
    public boolean isDuplicateKeyViolation(Exception exception) {
        for (Throwable t = exception; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }
}
