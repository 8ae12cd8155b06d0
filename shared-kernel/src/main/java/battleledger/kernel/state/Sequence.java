package battleledger.kernel.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * "A sequence is a series of actions that occur on the same initiative" (002 › Sequences): the trigger that opened
 * it, the actions declared in order, whether declarations are closed, and which have been resolved.
 *
 * @param trigger      what opened it, in words
 * @param declarations the actions declared, in the order they were declared
 * @param closed       no more readied actions can join until it ends
 * @param resolved     the ids of the declarations already resolved
 * @param answering    for each readied action declared, the creature whose action or move set it off
 */
public record Sequence(String trigger, List<Pending> declarations, boolean closed, List<String> resolved,
                       Map<String, String> answering) {

    public Sequence {
        declarations = List.copyOf(declarations);
        resolved = List.copyOf(resolved);
        answering = answering == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(answering));
    }

    public static Sequence opened(String trigger) {
        return new Sequence(trigger, List.of(), false, List.of(), Map.of());
    }

    /** The creature whose action or move set off a declaration, or null for the one that opened the sequence. */
    public String answering(String pendingId) {
        return answering.get(pendingId);
    }

    public Pending pending(String id) {
        return declarations.stream().filter(p -> p.id().equals(id)).findFirst().orElse(null);
    }

    public boolean unresolved(String id) {
        return pending(id) != null && !resolved.contains(id);
    }

    public List<String> actors() {
        return declarations.stream().map(Pending::actor).toList();
    }

    Sequence declared(Pending p, String answers) {
        List<Pending> more = new ArrayList<>(declarations);
        more.add(p);
        Map<String, String> links = new TreeMap<>(answering);
        if (answers != null) {
            links.put(p.id(), answers);
        }
        return new Sequence(trigger, more, closed, resolved, links);
    }

    Sequence update(String id, UnaryOperator<Pending> change) {
        List<Pending> next = new ArrayList<>(declarations);
        next.replaceAll(p -> p.id().equals(id) ? change.apply(p) : p);
        return new Sequence(trigger, next, closed, resolved, answering);
    }

    Sequence closedNow() {
        return new Sequence(trigger, declarations, true, resolved, answering);
    }

    Sequence resolvedNow(String id) {
        List<String> more = new ArrayList<>(resolved);
        more.add(id);
        return new Sequence(trigger, declarations, closed, more, answering);
    }
}
