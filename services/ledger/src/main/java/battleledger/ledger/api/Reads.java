package battleledger.ledger.api;

/**
 * The executor that reads run on (issue 16: no reader can stall a writer). A read may wait, bounded, for its
 * projection to reach a position ({@code ?after=}); it waits on a thread of this pool of its own
 * ({@code micronaut.executors.reads}), never on the {@code blocking} pool whose threads commands need.
 */
final class Reads {

    static final String EXECUTOR = "reads";

    private Reads() {
    }
}
