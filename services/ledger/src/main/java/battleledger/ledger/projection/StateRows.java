package battleledger.ledger.projection;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;
import java.util.Optional;

@JdbcRepository(dialect = Dialect.ANSI)
public interface StateRows extends CrudRepository<StateRow, String> {

    Optional<StateRow> findByEncounterIdAndStep(String encounterId, int step);

    List<StateRow> findByEncounterIdOrderByStep(String encounterId);

    void deleteByEncounterIdAndStepIn(String encounterId, List<Integer> steps);

    void deleteByEncounterId(String encounterId);
}
