package battleledger.ledger;

import org.junit.jupiter.api.Tag;

/** The same answers from any of three nodes on one PostgreSQL without the cluster (issue 12, Several nodes). */
@Tag("slow")
class AnyNodeUnclusteredOnPostgresTest extends AnyNodeOnPostgresTest {

    @Override
    protected boolean clustered() {
        return false;
    }
}
