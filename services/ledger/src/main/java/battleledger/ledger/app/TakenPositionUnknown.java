package battleledger.ledger.app;

/**
 * A command was taken (its events are committed) but the store stopped answering before the position of its last
 * event could be read for the answer (README, Run on PostgreSQL: the database stopped mid-load). The answer must not
 * say "nothing was changed, try again", as 503 store-unavailable does: sent again, the command would be taken twice.
 * It says the command was taken, at which step, and not to send it again.
 */
public final class TakenPositionUnknown extends RuntimeException {

    public TakenPositionUnknown(String encounterId, int step, Throwable cause) {
        super("the command was taken as step " + step + " of encounter \"" + encounterId + "\", but the store"
                + " stopped answering before its position could be read; do not send it again: read the encounter"
                + " once the store answers", cause, false, false);
    }
}
