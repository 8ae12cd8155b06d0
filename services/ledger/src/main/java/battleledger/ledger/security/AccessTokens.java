package battleledger.ledger.security;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.CrudRepository;

import java.util.List;
import java.util.Optional;

@JdbcRepository(dialect = Dialect.ANSI)
public interface AccessTokens extends CrudRepository<AccessToken, String> {

    Optional<AccessToken> findByHash(String hash);

    List<AccessToken> findByEncounterIdOrderById(String encounterId);

    void updateRevoked(@io.micronaut.data.annotation.Id String id, boolean revoked);
}
