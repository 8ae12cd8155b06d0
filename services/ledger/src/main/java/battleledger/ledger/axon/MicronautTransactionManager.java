package battleledger.ledger.axon;

import io.micronaut.transaction.SynchronousTransactionManager;
import io.micronaut.transaction.TransactionDefinition;
import io.micronaut.transaction.TransactionStatus;
import org.axonframework.common.transaction.Transaction;
import org.axonframework.common.transaction.TransactionManager;

import java.sql.Connection;

/**
 * Axon's transactions are Micronaut's: each Axon unit of work starts (or joins, REQUIRED) a Micronaut JDBC
 * transaction on its thread, so a command's appends, and a projection batch's read-model writes with its token,
 * commit together (notes/axon-on-micronaut.md, Transactions). A driver's Error on the way is a store failure
 * (DriverErrors).
 */
final class MicronautTransactionManager implements TransactionManager {

    private final SynchronousTransactionManager<Connection> transactions;

    MicronautTransactionManager(SynchronousTransactionManager<Connection> transactions) {
        this.transactions = transactions;
    }

    @Override
    public Transaction startTransaction() {
        TransactionStatus<Connection> status = DriverErrors.storeWork(
                () -> transactions.getTransaction(TransactionDefinition.DEFAULT));
        return new Transaction() {
            @Override
            public void commit() {
                try {
                    DriverErrors.storeWork(() -> {
                        transactions.commit(status);
                        return null;
                    });
                } catch (RuntimeException | Error e) {
                    // the commit may have gone through: whoever answers must not say nothing was changed
                    StoreFailures.markAtCommit(e);
                    throw e;
                }
            }

            @Override
            public void rollback() {
                DriverErrors.storeWork(() -> {
                    transactions.rollback(status);
                    return null;
                });
            }
        };
    }
}
