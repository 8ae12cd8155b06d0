package battleledger.ledger.axon;

import org.axonframework.commandhandling.gateway.CommandGateway;

/**
 * How the service sends a command: to the node that decides its encounter (this one, or the encounter's owner when
 * the nodes form a cluster), waiting for the outcome, with a failure on another node turned into this node's own kind
 * ({@link ClusterOutcomes}: a rule violation stays a rule violation, an owner gone is 503 owner-unavailable). It is the
 * only command gateway the service has, so no sender can forget the translation and answer a remote refusal with 500.
 */
public final class EncounterGateway {

    private final CommandGateway commands;

    EncounterGateway(CommandGateway commands) {
        this.commands = commands;
    }

    /** The command's result, or its failure as this node's own. */
    public <R> R send(String encounterId, Object command) {
        try {
            return commands.sendAndWait(command);
        } catch (RuntimeException e) {
            throw ClusterOutcomes.translate(encounterId, e);
        }
    }
}
