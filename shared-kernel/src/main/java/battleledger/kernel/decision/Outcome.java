package battleledger.kernel.decision;

import battleledger.kernel.event.EncounterEvent;

import java.util.ArrayList;
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

    private static final Outcome NONE = new Outcome(List.of());

    private final List<Object> parts; // EncounterEvent, Next, Owed or Redecision

    private Outcome(List<Object> parts) {
        this.parts = parts;
    }

    /** Nothing happens. */
    public static Outcome none() {
        return NONE;
    }

    public static Outcome of(EncounterEvent event) {
        return new Outcome(List.of(event));
    }

    public static Outcome of(EncounterEvent... events) {
        return new Outcome(List.of((Object[]) events));
    }

    public static Outcome of(List<? extends EncounterEvent> events) {
        return new Outcome(List.copyOf(events));
    }

    /** A rule to decide on the battle as it stands when the loop reaches it. */
    public static Outcome next(Next next) {
        return new Outcome(List.of(next));
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
        return new Outcome(List.of(redecision));
    }

    /** This, then the event. */
    public Outcome and(EncounterEvent event) {
        return with(event);
    }

    /** This, then the other outcome's parts (already decided: use {@link #then} when it must read this one's events). */
    public Outcome and(Outcome other) {
        if (other.parts.isEmpty()) {
            return this;
        }
        if (parts.isEmpty()) {
            return other;
        }
        List<Object> all = new ArrayList<>(parts);
        all.addAll(other.parts);
        return new Outcome(List.copyOf(all));
    }

    /** This, then what the next rule decides on the battle as this left it. */
    public Outcome then(Next next) {
        return with(next);
    }

    /** This, leaving {@code what} owed to the sequence engine (a rule owes at most one thing). */
    public Outcome owe(Owed what) {
        return with(what);
    }

    /** The parts in order: events, the next rules, what is owed (for the loop). */
    List<Object> parts() {
        return parts;
    }

    private Outcome with(Object part) {
        List<Object> all = new ArrayList<>(parts.size() + 1);
        all.addAll(parts);
        all.add(part);
        return new Outcome(List.copyOf(all));
    }
}
