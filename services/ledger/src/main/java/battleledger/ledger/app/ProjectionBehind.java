package battleledger.ledger.app;

/** A read asked for a position the projection has not reached within the bounded wait. */
public final class ProjectionBehind extends RuntimeException {

    public ProjectionBehind(String detail) {
        super(detail);
    }
}
