package battleledger.kernel.state;

import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.StatBlock;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A combatant as the battle has left it: its stat block, vitals, conditions and stance.
 *
 * @param stats      the stat block it was added with
 * @param vitals     hit points, dying or dead, death saves, Hit Dice spent
 * @param conditions its conditions, in the order of 001's list, each with what imposed it
 * @param stance     surprise, reaction, dodge, help, hiding, readied action, ruled edges
 * @param casting    spell slots spent, and whether it has teleported away
 */
public record Combatant(StatBlock stats, Vitals vitals, List<Affliction> conditions, Stance stance, Casting casting) {

    public Combatant {
        conditions = List.copyOf(conditions);
        casting = casting == null ? Casting.FRESH : casting;
    }

    public static Combatant joining(StatBlock stats) {
        return new Combatant(stats, Vitals.full(stats.hp()), List.of(), Stance.FRESH, Casting.FRESH);
    }

    public boolean away() {
        return casting.away();
    }

    public Combatant withCasting(UnaryOperator<Casting> change) {
        return new Combatant(stats, vitals, conditions, stance, change.apply(casting));
    }

    public String id() {
        return stats.id();
    }

    public int hp() {
        return vitals.hp();
    }

    public boolean surprised() {
        return stance.surprised();
    }

    public boolean reactionAvailable() {
        return stance.reactionAvailable();
    }

    public boolean has(Condition c) {
        return conditions.stream().anyMatch(a -> a.condition() == c);
    }

    public boolean has(Condition.Effect effect) {
        return conditions.stream().anyMatch(a -> a.condition().has(effect));
    }

    /** The conditions that have an effect, for citing them as sources. */
    public List<Condition> with(Condition.Effect effect) {
        return conditions.stream().map(Affliction::condition).filter(c -> c.has(effect)).toList();
    }

    public String sourceOf(Condition c) {
        return conditions.stream().filter(a -> a.condition() == c).map(Affliction::source).findFirst().orElse(null);
    }

    public boolean dead() {
        return vitals.life() == Life.DEAD;
    }

    /** "any effect that denies you the ability to take actions" (001 › Combat › Taking a Turn › Reactions). */
    public boolean incapacitated() {
        return has(Condition.Effect.CANNOT_ACT) || dead();
    }

    /** Standing somewhere else on the grid: its anchor cell moves (003 › Creature Size and Space). */
    public Combatant at(battleledger.kernel.model.Position anchor) {
        return new Combatant(stats.at(anchor), vitals, conditions, stance, casting);
    }

    public Combatant withStats(StatBlock s) {
        return new Combatant(s, vitals, conditions, stance, casting);
    }

    public Combatant withVitals(Vitals v) {
        return new Combatant(stats, v, conditions, stance, casting);
    }

    public Combatant withStance(UnaryOperator<Stance> change) {
        Stance next = change.apply(stance);
        return next == stance ? this : new Combatant(stats, vitals, conditions, next, casting);
    }

    public Combatant withSurprised(boolean value) {
        return withStance(s -> s.withSurprised(value));
    }

    public Combatant withReactionAvailable(boolean value) {
        return withStance(s -> s.withReaction(value));
    }

    /** With the condition: present or not, so imposing it twice changes nothing (001 › Conditions). */
    public Combatant afflicted(Condition c, String source) {
        if (has(c)) {
            return this;
        }
        List<Affliction> more = new ArrayList<>(conditions);
        more.add(new Affliction(c, source));
        more.sort(Comparator.comparing(Affliction::condition));
        return new Combatant(stats, vitals, more, stance, casting);
    }

    public Combatant relieved(Condition c) {
        return new Combatant(stats, vitals, conditions.stream().filter(a -> a.condition() != c).toList(), stance,
                casting);
    }
}
