package battleledger.kernel.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The battle as the active steps leave it: combatants, initiative, round and turn.
 *
 * @param phase       setting up, or fighting
 * @param combatants  every combatant by id, in the order they were added
 * @param initiative  the initiative order, first to act first (empty before combat)
 * @param round       the current round, from 1 (0 before combat)
 * @param turn        whose turn it is, or null before combat
 */
public record Battle(Phase phase, Map<String, Combatant> combatants, List<InitiativeEntry> initiative, int round,
                     String turn) {

    public enum Phase { SETUP, COMBAT }

    public static final Battle EMPTY = new Battle(Phase.SETUP, Map.of(), List.of(), 0, null);

    public Battle {
        combatants = Collections.unmodifiableMap(new LinkedHashMap<>(combatants));
        initiative = List.copyOf(initiative);
    }

    public Combatant combatant(String id) {
        return combatants.get(id);
    }

    public boolean has(String id) {
        return combatants.containsKey(id);
    }

    /** The acting order as ids. */
    public List<String> order() {
        return initiative.stream().map(InitiativeEntry::combatant).toList();
    }

    public Battle withCombatant(Combatant c) {
        Map<String, Combatant> next = new LinkedHashMap<>(combatants);
        next.put(c.id(), c);
        return new Battle(phase, next, initiative, round, turn);
    }

    public Battle updateCombatant(String id, UnaryOperator<Combatant> change) {
        Combatant c = combatants.get(id);
        return c == null ? this : withCombatant(change.apply(c));
    }

    public Battle withInitiative(List<InitiativeEntry> entries) {
        return new Battle(phase, combatants, entries, round, turn);
    }

    public Battle updateInitiative(String id, UnaryOperator<InitiativeEntry> change) {
        List<InitiativeEntry> next = new ArrayList<>(initiative);
        next.replaceAll(e -> e.combatant().equals(id) ? change.apply(e) : e);
        return withInitiative(next);
    }

    public Battle withPhase(Phase p) {
        return new Battle(p, combatants, initiative, round, turn);
    }

    public Battle withRound(int r) {
        return new Battle(phase, combatants, initiative, r, turn);
    }

    public Battle withTurn(String actor) {
        return new Battle(phase, combatants, initiative, round, actor);
    }
}
