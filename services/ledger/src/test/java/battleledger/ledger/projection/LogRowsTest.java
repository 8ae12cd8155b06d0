package battleledger.ledger.projection;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, read-your-writes: the projection inserts its log lines by the columns' places (LogRows); the repository
 * reads back exactly the lines written, every column, set and unset (a line with a rule and a secret, one without).
 */
@MicronautTest(transactional = false)
class LogRowsTest {

    @Inject
    LogRows rows;
    @Inject
    LogEntries repository;
    @Inject
    TransactionOperations<Connection> transactions;

    @Test
    void theLinesInsertedByPlaceReadBackThroughTheRepositoryColumnForColumn() {
        LogEntry full = new LogEntry("log-rows:7", "log-rows", 7, 4, "CheckRolled", "roll", "Ann rolls 17.",
                "001 › Ability Checks", "[{\"dice\":[17]}]", 3, 2, "{\"caster\":\"ann\"}", "[\"ann\"]");
        LogEntry bare = new LogEntry("log-rows:8", "log-rows", 8, 5, "TurnEnded", "turn", "Ann ends her turn.",
                null, "[]", 5, 0, null, "[]");
        transactions.executeWrite(status -> {
            rows.insert(List.of(full, bare));
            return null;
        });
        assertThat(repository.findByEncounterIdOrderBySequence("log-rows")).containsExactly(full, bare);
    }
}
