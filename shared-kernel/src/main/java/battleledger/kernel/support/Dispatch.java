package battleledger.kernel.support;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * A table from a record type to the function that handles it: the Java 17 stand-in for a pattern-matching switch
 * over a sealed hierarchy. Lookup is by exact class, so the order of registration never matters.
 *
 * @param <S> what the handlers transform (a state)
 * @param <T> the sealed supertype handled
 */
public final class Dispatch<S, T> {

    private final Map<Class<?>, BiFunction<S, Object, S>> handlers = new HashMap<>();

    public <X extends T> Dispatch<S, T> on(Class<X> type, BiFunction<S, X, S> handler) {
        if (handlers.put(type, (s, e) -> handler.apply(s, type.cast(e))) != null) {
            throw new IllegalStateException("two handlers for " + type.getSimpleName());
        }
        return this;
    }

    /** Applies the handler of the value's type, or returns the state unchanged when there is none. */
    public S apply(S state, T value) {
        BiFunction<S, Object, S> h = handlers.get(value.getClass());
        return h == null ? state : h.apply(state, value);
    }

    public boolean handles(Class<?> type) {
        return handlers.containsKey(type);
    }

    public Set<Class<?>> handled() {
        return Set.copyOf(handlers.keySet());
    }
}
