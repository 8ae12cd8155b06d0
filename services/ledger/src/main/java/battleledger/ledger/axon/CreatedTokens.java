package battleledger.ledger.axon;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;

/**
 * Stores a new encounter's GM token (README, Run on PostgreSQL) in the transaction that appends the encounter's
 * first events, the way KeyedCommands stores a command's key: the node that creates the encounter (with the cluster
 * on, its owner, to which the token's id and the SHA-256 of its secret travel in the command's metadata; never the
 * secret) writes the token just before the unit of work commits. An encounter is thus never stored without the GM
 * token its creator is answered with, and a token never stands for an encounter that was not created with it: a
 * creation refused, or one whose transaction fails, stores neither, and a later encounter of the same id is not
 * readable with it.
 */
public final class CreatedTokens implements MessageHandlerInterceptor<CommandMessage<?>> {

    /** The metadata keys: the token's public id, the SHA-256 of its secret, and its label. */
    static final String ID = "ledger-gm-token-id";
    static final String HASH = "ledger-gm-token-hash";
    static final String LABEL = "ledger-gm-token-label";

    private final ConnectionProvider connections;

    CreatedTokens(ConnectionProvider connections) {
        this.connections = connections;
    }

    /** The metadata a creating command (Create, Import) carries for the GM token stored with it. */
    public static Map<String, String> metaData(String tokenId, String hash, String label) {
        return Map.of(ID, tokenId, HASH, hash, LABEL, label);
    }

    @Override
    public Object handle(UnitOfWork<? extends CommandMessage<?>> unitOfWork, InterceptorChain chain)
            throws Exception {
        Object result = chain.proceed();
        CommandMessage<?> command = unitOfWork.getMessage();
        Object id = command.getMetaData().get(ID);
        Object hash = command.getMetaData().get(HASH);
        Object label = command.getMetaData().get(LABEL);
        String encounterId = command.getPayload() instanceof EncounterCommands.Create c ? c.encounterId()
                : command.getPayload() instanceof EncounterCommands.Import i ? i.encounterId() : null;
        if (id != null && hash != null && encounterId != null) {
            unitOfWork.onPrepareCommit(u -> insert(encounterId, id.toString(), hash.toString(),
                    label == null ? null : label.toString()));
        }
        return result;
    }

    private void insert(String encounterId, String tokenId, String hash, String label) {
        try {
            Connection c = connections.getConnection();
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO access_token (id, encounter_id, role, "
                    + "combatants, label, hash, revoked) VALUES (?, ?, 'GM', '', ?, ?, FALSE)")) {
                ps.setString(1, tokenId);
                ps.setString(2, encounterId);
                ps.setString(3, label);
                ps.setString(4, hash);
                ps.executeUpdate();
            } finally {
                c.close(); // the transaction's connection ignores it
            }
        } catch (SQLException e) {
            throw new org.axonframework.eventsourcing.eventstore.EventStoreException(
                    "cannot store the GM token of the new encounter \"" + encounterId + "\"", e);
        }
    }
}
