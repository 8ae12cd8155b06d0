package battleledger.ledger.projection;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;
import java.util.Optional;

@JdbcRepository(dialect = Dialect.ANSI)
public interface EncounterViews extends CrudRepository<EncounterView, String> {

    Optional<Long> findPositionById(String id);

    /** The sequence number of the encounter's last event projected. */
    Optional<Long> findSequenceById(String id);

    List<EncounterView> findAllOrderByName();

    /** The rows of these encounters (a rebuild reads a group's rows at once). */
    List<EncounterView> findByIdIn(java.util.Collection<String> ids);
}
