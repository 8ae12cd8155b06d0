package battleledger.ledger.projection;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;

@JdbcRepository(dialect = Dialect.ANSI)
public interface StepViews extends CrudRepository<StepViewRow, String> {

    List<StepViewRow> findByEncounterIdOrderByStep(String encounterId);

    void deleteByEncounterId(String encounterId);

    void deleteByEncounterIdAndStepGreaterThanEquals(String encounterId, int step);
}
