package battleledger.kernel.state;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A battle's combatants by id, in the order they were added: a map no one can change, so a battle made from another
 * with the same combatants (a new round, a turn, the clock, an offer) shares it instead of copying it (issue 18: a
 * battle's constructor copied the map every time, a fifth of folding a long battle's steps again after a revision).
 * It reads, compares, hashes and prints as the {@link LinkedHashMap} it holds, so a battle's text and digest are
 * what they were.
 */
final class Roster extends AbstractMap<String, Combatant> {

    private final Map<String, Combatant> map;

    private Roster(LinkedHashMap<String, Combatant> owned) {
        this.map = Collections.unmodifiableMap(owned);
    }

    /** The map itself when it is a roster already, else a roster of a copy of it. */
    static Roster of(Map<String, Combatant> combatants) {
        return combatants instanceof Roster r ? r : new Roster(new LinkedHashMap<>(combatants));
    }

    /** A roster of this map, which the caller made for it and keeps no reference to. */
    static Roster adopting(LinkedHashMap<String, Combatant> fresh) {
        return new Roster(fresh);
    }

    @Override
    public Combatant get(Object key) {
        return map.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    @Override
    public int size() {
        return map.size();
    }

    @Override
    public boolean isEmpty() {
        return map.isEmpty();
    }

    @Override
    public Set<String> keySet() {
        return map.keySet();
    }

    @Override
    public Collection<Combatant> values() {
        return map.values();
    }

    @Override
    public Set<Entry<String, Combatant>> entrySet() {
        return map.entrySet();
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super Combatant> action) {
        map.forEach(action);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || map.equals(o);
    }

    @Override
    public int hashCode() {
        return map.hashCode();
    }

    @Override
    public String toString() {
        return map.toString();
    }
}
