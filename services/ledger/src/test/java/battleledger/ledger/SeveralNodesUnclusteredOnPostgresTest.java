package battleledger.ledger;

import org.junit.jupiter.api.Tag;

/**
 * Three nodes on one PostgreSQL without the cluster: appends stay safe by the stream's sequence numbers, a node never
 * refuses on a stale cache, and one node killed with SIGKILL mid-load loses nothing acknowledged.
 */
@Tag("slow")
class SeveralNodesUnclusteredOnPostgresTest extends SeveralNodesOnPostgresTest {

    @Override
    protected boolean clustered() {
        return false;
    }
}
