package battleledger.ledger.projection;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;

@JdbcRepository(dialect = Dialect.ANSI)
public interface CombatantViews extends CrudRepository<CombatantView, String> {

    List<CombatantView> findByEncounterIdOrderByOrdinal(String encounterId);

    void deleteByEncounterId(String encounterId);

    /** The rows of these encounters (a rebuild reads a group's rows at once). */
    List<CombatantView> findByEncounterIdIn(java.util.Collection<String> encounterIds);
}
