package battleledger.kernel.state;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The battle as the commands in effect leave it.
 *
 * @param phase      setting up, or fighting
 * @param combatants every combatant by id, in the order they were added
 * @param initiative the initiative order, first to act first (empty before combat)
 * @param round      the current round, from 1 (0 before combat)
 * @param turn       whose turn it is, or null before combat
 * @param economy    what the creature whose turn it is has spent, or null before combat
 * @param engaged    pairs of creatures within each other's reach, when there is no grid to tell
 * @param offers     reactions the battle waits for, in the order they are asked
 * @param sequence   the open sequence of declared actions, or null
 * @param effects    spells' lasting effects, in the order they were cast (001 › Magic › Order of Operations)
 * @param field      the grid and its terrain
 * @param time       the game time, moved by events only (001 › Exploration › Time)
 */
public record Battle(Phase phase, Map<String, Combatant> combatants, List<InitiativeEntry> initiative, int round,
                     String turn, Economy economy, List<Engagement> engaged, List<Offer> offers, Sequence sequence,
                     List<ActiveEffect> effects, Field field, GameTime time) {

    public enum Phase { SETUP, COMBAT }

    /** Two creatures within melee reach of each other, the ids in alphabetical order. */
    public record Engagement(String a, String b) {
        public static Engagement of(String x, String y) {
            return x.compareTo(y) <= 0 ? new Engagement(x, y) : new Engagement(y, x);
        }

        public boolean involves(String id) {
            return a.equals(id) || b.equals(id);
        }

        public String other(String id) {
            return a.equals(id) ? b : a;
        }
    }

    public static final Battle EMPTY = new Battle(Phase.SETUP, Map.of(), List.of(), 0, null, null, List.of(),
            List.of(), null, List.of(), Field.NONE, GameTime.START);

    public Battle {
        combatants = Roster.of(combatants);
        initiative = List.copyOf(initiative);
        engaged = engaged == null ? List.of() : List.copyOf(engaged);
        offers = offers == null ? List.of() : List.copyOf(offers);
        effects = effects == null ? List.of() : List.copyOf(effects);
        field = field == null ? Field.NONE : field;
        time = time == null ? GameTime.START : time;
    }

    public Battle withTime(GameTime t) {
        return new Battle(phase, combatants, initiative, round, turn, economy, engaged, offers, sequence, effects, field,
                t);
    }

    public Battle withField(Field f) {
        return new Battle(phase, combatants, initiative, round, turn, economy, engaged, offers, sequence, effects, f, time);
    }

    public ActiveEffect effect(String id) {
        return effects.stream().filter(e -> e.id().equals(id)).findFirst().orElse(null);
    }

    public Battle withSequence(Sequence s) {
        return new Battle(phase, combatants, initiative, round, turn, economy, engaged, offers, s, effects, field, time);
    }

    public Battle withEffects(List<ActiveEffect> next) {
        return new Battle(phase, combatants, initiative, round, turn, economy, engaged, offers, sequence, next, field, time);
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

    /** Whether two creatures are within each other's reach. */
    public boolean engaged(String x, String y) {
        return engaged.contains(Engagement.of(x, y));
    }

    /** The creatures within whose reach {@code id} is. */
    public List<String> engagedWith(String id) {
        return engaged.stream().filter(e -> e.involves(id)).map(e -> e.other(id)).toList();
    }

    public boolean hostile(String x, String y) {
        Combatant a = combatants.get(x);
        Combatant b = combatants.get(y);
        return a != null && b != null && !a.stats().side().equals(b.stats().side());
    }

    public Battle withCombatant(Combatant c) {
        LinkedHashMap<String, Combatant> next = new LinkedHashMap<>(combatants);
        next.put(c.id(), c);
        return new Battle(phase, Roster.adopting(next), initiative, round, turn, economy, engaged, offers, sequence,
                effects, field, time);
    }

    /** With the combatant changed; the very same battle when the change gives back the very same combatant. */
    public Battle updateCombatant(String id, UnaryOperator<Combatant> change) {
        Combatant c = combatants.get(id);
        if (c == null) {
            return this;
        }
        Combatant next = change.apply(c);
        return next == c ? this : withCombatant(next);
    }

    public Battle updateEveryone(UnaryOperator<Combatant> change) {
        LinkedHashMap<String, Combatant> next = new LinkedHashMap<>();
        combatants.forEach((id, c) -> next.put(id, change.apply(c)));
        return new Battle(phase, Roster.adopting(next), initiative, round, turn, economy, engaged, offers, sequence,
                effects, field, time);
    }

    public Battle withInitiative(List<InitiativeEntry> entries) {
        return new Battle(phase, combatants, entries, round, turn, economy, engaged, offers, sequence, effects, field, time);
    }

    public Battle updateInitiative(String id, UnaryOperator<InitiativeEntry> change) {
        List<InitiativeEntry> next = new ArrayList<>(initiative);
        next.replaceAll(e -> e.combatant().equals(id) ? change.apply(e) : e);
        return withInitiative(next);
    }

    public Battle withPhase(Phase p) {
        return new Battle(p, combatants, initiative, round, turn, economy, engaged, offers, sequence, effects, field, time);
    }

    public Battle withRound(int r) {
        return new Battle(phase, combatants, initiative, r, turn, economy, engaged, offers, sequence, effects, field, time);
    }

    public Battle withTurn(String actor, Economy fresh) {
        return new Battle(phase, combatants, initiative, round, actor, fresh, engaged, offers, sequence, effects, field, time);
    }

    public Battle withEconomy(UnaryOperator<Economy> change) {
        Economy next = economy == null ? null : change.apply(economy);
        return next == economy ? this
                : new Battle(phase, combatants, initiative, round, turn, next, engaged, offers, sequence, effects, field,
                        time);
    }

    public Battle withEngaged(List<Engagement> pairs) {
        List<Engagement> sorted = new ArrayList<>(pairs.stream().distinct().toList());
        sorted.sort(java.util.Comparator.comparing(Engagement::a).thenComparing(Engagement::b));
        return new Battle(phase, combatants, initiative, round, turn, economy, sorted, offers, sequence, effects, field, time);
    }

    public Battle withOffers(List<Offer> next) {
        return new Battle(phase, combatants, initiative, round, turn, economy, engaged, next, sequence, effects, field, time);
    }
}
