package battleledger.ledger.stream;

import battleledger.ledger.projection.LogEntry;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;

import java.util.List;

/** The projected log lines a resuming stream has missed. */
@JdbcRepository(dialect = Dialect.ANSI)
interface StreamLog extends GenericRepository<LogEntry, String> {

    List<LogEntry> findByEncounterIdAndSequenceGreaterThanEqualsOrderBySequence(String encounterId, long sequence);
}
