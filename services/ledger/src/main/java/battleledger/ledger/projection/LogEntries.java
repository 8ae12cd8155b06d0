package battleledger.ledger.projection;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;

@JdbcRepository(dialect = Dialect.ANSI)
public interface LogEntries extends CrudRepository<LogEntry, String> {

    /** The lines of the steps that are active now (undone, revoked, dropped and redecided steps are hidden). */
    @Query("SELECT l.* FROM log_entry l JOIN step_view s ON s.encounter_id = l.encounter_id AND s.step = l.step "
            + "WHERE l.encounter_id = :encounterId AND s.status = 'active' ORDER BY l.sequence")
    List<LogEntry> findShown(String encounterId);

    List<LogEntry> findByEncounterIdOrderBySequence(String encounterId);

    void deleteByEncounterId(String encounterId);
}
