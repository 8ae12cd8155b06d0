package battleledger.kernel;

import java.util.List;

/**
 * The shape of the kernel (DESIGN.md, The kernel is a decider): deciding is a pure function of a state and a
 * command; evolving is a pure fold of events that never rolls and never fails on a stored event.
 *
 * @param <S> state
 * @param <C> command
 * @param <E> event
 */
public interface Decider<S, C, E> {

    S initialState();

    /** Validates, rolls and resolves; throws a {@link RuleViolation} on an illegal command. */
    List<E> decide(S state, C command);

    S evolve(S state, E event);

    /** The state the events fold to from the initial state. */
    default S fold(Iterable<? extends E> events) {
        S state = initialState();
        for (E e : events) {
            state = evolve(state, e);
        }
        return state;
    }
}
