package battleledger.ledger.axon;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLRecoverableException;
import java.sql.Statement;

/**
 * A driver whose connection dies mid-way may throw an Error rather than an SQLException (the PostgreSQL driver threw
 * an AssertionError from a batch append cut off; issue 12). Axon's event producer catches exceptions, not errors: one
 * such Error ended its thread, and no projection moved again until a restart. The connections Axon gets therefore turn
 * an Error thrown by the driver (not the virtual machine's own: out of memory, stack overflow) into the
 * {@link SQLRecoverableException} (SQL state 08006, connection failure) it means, on the connection, its statements
 * and their result sets, and so do the transactions Axon starts (the pool tests a connection before handing it out);
 * Axon then retries as after any store failure, and the answer is 503 store-unavailable.
 */
final class DriverErrors {

    static final String CONNECTION_FAILURE = "08006";

    private DriverErrors() {
    }

    /**
     * Runs work that opens, commits or rolls back a transaction (the pool may test the connection first, and the
     * driver may fail there), with a driver's Error turned into the store failure it means.
     */
    static <T> T storeWork(java.util.function.Supplier<T> work) {
        try {
            return work.get();
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Error e) {
            throw new org.axonframework.eventsourcing.eventstore.EventStoreException(
                    "the store's driver failed mid-way", recoverable(e));
        }
    }

    private static SQLRecoverableException recoverable(Error error) {
        return new SQLRecoverableException("the store's driver failed mid-way: " + error, CONNECTION_FAILURE, error);
    }

    static Connection guard(Connection connection) {
        return wrap(Connection.class, connection);
    }

    @SuppressWarnings("unchecked")
    private static <T> T wrap(Class<T> type, T target) {
        return (T) Proxy.newProxyInstance(DriverErrors.class.getClassLoader(), new Class<?>[]{type},
                (proxy, method, args) -> {
                    Object result;
                    try {
                        result = method.invoke(target, args);
                    } catch (InvocationTargetException e) {
                        Throwable cause = e.getCause();
                        if (cause instanceof Error error && !(cause instanceof VirtualMachineError)) {
                            throw recoverable(error);
                        }
                        throw cause;
                    }
                    return guarded(method, result);
                });
    }

    /** Statements and result sets made by a guarded object are guarded too. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object guarded(Method method, Object result) {
        if (result == null || result instanceof Proxy) {
            return result;
        }
        Class<?> type = method.getReturnType();
        if (type.isInterface() && (Statement.class.isAssignableFrom(type) || ResultSet.class == type)) {
            return wrap((Class) type, result);
        }
        return result;
    }
}
