package battleledger.kernel.decision;

import battleledger.kernel.event.EncounterEvent;

import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;

/**
 * What a rule produces (issue 10, item 2): its events, in order, and where it must read the battle again after some
 * of them, what comes {@link #then} — a function of the facts the loop hands it once everything before it is folded.
 * It may also leave one thing {@link #owe owed} to the sequence engine. Only the loop ({@link Decision#play}) folds.
 *
 * <p>An outcome is a value: building it rolls nothing and reads nothing further; the parts after a {@code then} are
 * decided when the loop reaches them, so dice are drawn in the order the rules are written.
 */
public final class Outcome {

    /** What a rule does next, on the battle as everything before it left it. */
    @FunctionalInterface
    public interface Next {
        Outcome after(Facts facts);
    }

    /**
     * What a rule does next with a value decided on the way, on the battle as everything before it left it: a spell
     * begun (interrupted or not), whether a caster kept its concentration, what a declared reaction leaves owed.
     */
    @FunctionalInterface
    public interface NextWith<T> {
        Outcome after(Facts facts, T value);
    }

    private static final Outcome NONE = new Outcome(null, null, 0);

    // an immutable list kept back to front: appending a part is one small object, not a copy of the parts so far
    private final Outcome before;
    private final Object last; // an EncounterEvent, a Next, an Owed or a Redecision
    private final int size;

    private Outcome(Outcome before, Object last, int size) {
        this.before = before;
        this.last = last;
        this.size = size;
    }

    /** Nothing happens. */
    public static Outcome none() {
        return NONE;
    }

    public static Outcome of(EncounterEvent event) {
        return NONE.with(event);
    }

    public static Outcome of(EncounterEvent... events) {
        return NONE.withAll(List.of((Object[]) events));
    }

    public static Outcome of(List<? extends EncounterEvent> events) {
        return NONE.withAll(events);
    }

    /** A rule to decide on the battle as it stands when the loop reaches it. */
    public static Outcome next(Next next) {
        return NONE.with(next);
    }

    /** The same rule for each item, each on the battle as the ones before it left it (an item that is gone is asked too). */
    public static <T> Outcome each(Iterable<T> items, BiFunction<Facts, T, Outcome> rule) {
        Outcome out = NONE;
        for (T item : items) {
            out = out.then(f -> rule.apply(f, item));
        }
        return out;
    }

    /** Earlier commands decided again, by the loop, at this point (the timeline's rules end with it). */
    public static Outcome again(Redecision redecision) {
        return NONE.with(redecision);
    }

    /** This, then the event. */
    public Outcome and(EncounterEvent event) {
        return with(event);
    }

    /** This, then the other outcome's parts (already decided: use {@link #then} when it must read this one's events). */
    public Outcome and(Outcome other) {
        return size == 0 ? other : withAll(other.parts());
    }

    /** This, then what the next rule decides on the battle as this left it. */
    public Outcome then(Next next) {
        return with(next);
    }

    /** This, leaving {@code what} owed to the sequence engine (a rule owes at most one thing). */
    public Outcome owe(Owed what) {
        return with(what);
    }

    /** The parts in order: events, the next rules, what is owed (for the loop; a loop, not a recursion). */
    List<Object> parts() {
        Object[] parts = new Object[size];
        for (Outcome o = this; o.size > 0; o = o.before) {
            parts[o.size - 1] = o.last;
        }
        return Arrays.asList(parts);
    }

    private Outcome with(Object part) {
        return new Outcome(this, java.util.Objects.requireNonNull(part, "a part of an outcome"), size + 1);
    }

    private Outcome withAll(List<?> parts) {
        Outcome out = this;
        for (Object part : parts) {
            out = out.with(part);
        }
        return out;
    }
}
