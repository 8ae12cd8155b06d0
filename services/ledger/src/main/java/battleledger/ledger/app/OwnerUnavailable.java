package battleledger.ledger.app;

/**
 * The node that owns an encounter's commands left the cluster (or could not be reached) while a command was on its
 * way to it (issue 12, Several nodes). Whether the command was taken, only the encounter can tell: read it, then
 * send again. The encounter already belongs to another node for the next command.
 */
public final class OwnerUnavailable extends RuntimeException {

    public OwnerUnavailable(String encounterId) {
        super("the node deciding encounter \"" + encounterId + "\" left while deciding this command; read the"
                + " encounter to see whether it was taken, then send it again if not", null, false, false);
    }
}
