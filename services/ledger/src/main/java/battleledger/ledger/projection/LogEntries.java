package battleledger.ledger.projection;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;

@JdbcRepository(dialect = Dialect.ANSI)
public interface LogEntries extends CrudRepository<LogEntry, String> {

    /**
     * The lines of the commands in effect, as last decided: a line belongs to the command first decided in its
     * {@code origin} step, and is read when that command stands as decided in the line's step (active there, or decided
     * again there). Undone, revoked, dropped and superseded commands are left out, and so are the lines a command left
     * in a step before it was decided again elsewhere: a command that waited for dice is decided in the step its dice
     * came in, which stays in effect (its dice) when an override decides that command again later.
     */
    @Query("SELECT l.* FROM log_entry l JOIN step_view s ON s.encounter_id = l.encounter_id AND s.step = l.origin "
            + "WHERE l.encounter_id = :encounterId AND (s.status = 'active' AND l.step = l.origin "
            + "OR s.status = 'redecided' AND s.redecided_in = l.step) ORDER BY l.sequence")
    List<LogEntry> findShown(String encounterId);

    List<LogEntry> findByEncounterIdOrderBySequence(String encounterId);

    void deleteByEncounterId(String encounterId);
}
