package battleledger.ledger.projection;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;

@JdbcRepository(dialect = Dialect.H2)
public interface LogEntries extends CrudRepository<LogEntry, String> {

    List<LogEntry> findByEncounterIdAndActiveOrderBySequence(String encounterId, boolean active);

    List<LogEntry> findByEncounterIdOrderBySequence(String encounterId);
}
