package battleledger.kernel.state;

import battleledger.kernel.event.DeclaredAction;
import battleledger.kernel.model.Spot;
import battleledger.kernel.model.Situation;

import java.util.List;

/**
 * An action declared and not yet resolved: a spell begun or an attack declared. "Spellcasters in a sequence can't
 * change their minds about targets" (002 › Sequences): the targets are locked when it is declared, and only a
 * reaction that changes it (deflection, sleight of mind, counterspell) changes them.
 *
 * @param id          its id, "p" + step + "." + number
 * @param actor       who acts
 * @param kind        a spell or an attack
 * @param spell       the spell's id, for a spell
 * @param level       the slot level it is cast with (0 for a minor spell or a ritual)
 * @param mode        the mode chosen (an energy type for protection from elements, sleight of mind)
 * @param targets     the locked creature targets (an area's creatures, when there is no grid to find them)
 * @param aimedAt     the pending action it targets, for spells that act on spells
 * @param point       an area's point of origin, on a grid
 * @param energy      the energy its damage has now, when a reaction changed it
 * @param countered   a counterspell has countered it
 * @param interrupted its caster failed the concentration check: the action is wasted, the spell is not
 * @param attack      the attack's name, for an attack
 * @param nonlethal   a nonlethal attack
 * @param situation   cover, distance, sight when there is no grid
 * @param cost        what casting it costs: a slot, nothing more (a ritual's components), or nothing now (a spell a
 *                    contingency held, paid for when it was stored)
 * @param stored      for a contingency: the spell it holds
 * @param bluff       its caster only pretends to cast it: nothing comes of it (002 › Stages of Spellcasting)
 */
public record Pending(String id, String actor, Kind kind, String spell, int level, String mode, List<String> targets,
                      String aimedAt, Spot point, String energy, boolean countered, boolean interrupted,
                      String attack, boolean nonlethal, Situation situation, Cost cost, Held stored, boolean bluff) {

    public enum Kind { SPELL, ATTACK }

    public enum Cost { SLOT, RITUAL, HELD }

    /** The spell a contingency holds and the trigger that sets it off. */
    public record Held(String spell, int level, String mode, battleledger.kernel.model.Trigger trigger) {

        static Held of(DeclaredAction.HeldSpell h) {
            return h == null ? null : new Held(h.spell(), h.level(), h.mode(), h.trigger());
        }

        DeclaredAction.HeldSpell recorded() {
            return new DeclaredAction.HeldSpell(spell, level, mode, trigger);
        }
    }

    /** The pending action an event recorded (a spell begun, an action declared). */
    public static Pending of(DeclaredAction a) {
        return new Pending(a.id(), a.actor(), Kind.valueOf(a.kind().name()), a.spell(), a.level(), a.mode(),
                a.targets(), a.aimedAt(), a.point(), a.energy(), a.countered(), a.interrupted(), a.attack(),
                a.nonlethal(), a.situation(), a.cost() == null ? null : Cost.valueOf(a.cost().name()),
                Held.of(a.stored()), Boolean.TRUE.equals(a.bluff()));
    }

    /** This pending action as an event records it. */
    public DeclaredAction recorded() {
        return new DeclaredAction(id, actor, DeclaredAction.Kind.valueOf(kind.name()), spell, level, mode, targets,
                aimedAt, point, energy, countered, interrupted, attack, nonlethal, situation,
                cost == null ? null : DeclaredAction.Cost.valueOf(cost.name()), stored == null ? null : stored.recorded(),
                bluff ? Boolean.TRUE : null);
    }

    /** A pending action that is no bluff. */
    public Pending(String id, String actor, Kind kind, String spell, int level, String mode, List<String> targets,
                   String aimedAt, Spot point, String energy, boolean countered, boolean interrupted, String attack,
                   boolean nonlethal, Situation situation, Cost cost, Held stored) {
        this(id, actor, kind, spell, level, mode, targets, aimedAt, point, energy, countered, interrupted, attack,
                nonlethal, situation, cost, stored, false);
    }

    /**
     * The text form the battle's digest is taken over ({@code audit/Digest}): {@code bluff} came after battles were
     * stored, so it is written only when true and every stored digest stays what it was.
     */
    @Override
    public String toString() {
        return "Pending[id=" + id + ", actor=" + actor + ", kind=" + kind + ", spell=" + spell + ", level=" + level
                + ", mode=" + mode + ", targets=" + targets + ", aimedAt=" + aimedAt + ", point=" + point + ", energy="
                + energy + ", countered=" + countered + ", interrupted=" + interrupted + ", attack=" + attack
                + ", nonlethal=" + nonlethal + ", situation=" + situation + ", cost=" + cost + ", stored=" + stored
                + (bluff ? ", bluff=true" : "") + "]";
    }

    /** The same pending spell, bluffed. */
    public Pending asBluff() {
        return new Pending(id, actor, kind, spell, level, mode, targets, aimedAt, point, energy, countered,
                interrupted, attack, nonlethal, situation, cost, stored, true);
    }

    public Pending {
        targets = targets == null ? List.of() : List.copyOf(targets);
        situation = situation == null ? Situation.OPEN : situation;
    }

    public static Pending attack(String id, String actor, String target, String attack, boolean nonlethal,
                                 Situation situation) {
        return new Pending(id, actor, Kind.ATTACK, null, 0, null, List.of(target), null, null, null, false, false,
                attack, nonlethal, situation, Cost.SLOT, null);
    }

    /** The slot this spell spends when it is cast, fizzles or is countered: none for minor spells, rituals, held spells. */
    public Integer slot() {
        return kind == Kind.SPELL && cost == Cost.SLOT && level > 0 && !bluff ? level : null; // a bluff spends none
    }

    public Pending withTargets(List<String> t) {
        return new Pending(id, actor, kind, spell, level, mode, t, aimedAt, point, energy, countered, interrupted,
                attack, nonlethal, situation, cost, stored, bluff);
    }

    public Pending withEnergy(String e) {
        return new Pending(id, actor, kind, spell, level, mode, targets, aimedAt, point, e, countered, interrupted,
                attack, nonlethal, situation, cost, stored, bluff);
    }

    public Pending asCountered() {
        return new Pending(id, actor, kind, spell, level, mode, targets, aimedAt, point, energy, true, interrupted,
                attack, nonlethal, situation, cost, stored, bluff);
    }

    public Pending asInterrupted() {
        return new Pending(id, actor, kind, spell, level, mode, targets, aimedAt, point, energy, countered, true,
                attack, nonlethal, situation, cost, stored, bluff);
    }
}
