package battleledger.kernel.event;

import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Spot;
import battleledger.kernel.model.Trigger;

import java.util.List;

/**
 * An action as an event records it when it is declared (a spell begun, an attack joining a sequence): the stored
 * form, owned by the events, so the state's model of a pending action can change without changing what is stored
 * (issue 10). Its fields are those the store has always held: "Spellcasters in a sequence can't change their minds
 * about targets" (002 › Sequences), so the targets are locked here.
 *
 * @param id          its id, "p" + step + "." + number
 * @param actor       who acts
 * @param kind        a spell or an attack
 * @param spell       the spell's id, for a spell
 * @param level       the slot level it is cast with (0 for a minor spell or a ritual)
 * @param mode        the mode chosen (an energy type for protection from elements, sleight of mind)
 * @param targets     the locked creature targets
 * @param aimedAt     the pending action it targets, for spells that act on spells
 * @param point       an area's point of origin, on a grid
 * @param energy      the energy its damage has now, when a reaction changed it
 * @param countered   a counterspell has countered it
 * @param interrupted its caster failed the concentration check
 * @param attack      the attack's name, for an attack
 * @param nonlethal   a nonlethal attack
 * @param situation   cover, distance, sight when there is no grid
 * @param cost        what casting it costs: a slot, a ritual's components, or nothing now (a held spell)
 * @param stored      for a contingency: the spell it holds
 * @param bluff       true when its caster only pretends to cast it (002 › Stages of Spellcasting › Choose the spell);
 *                    absent otherwise. The GM's and the bluffer's to know: the API leaves it out for everyone else
 */
public record DeclaredAction(String id, String actor, Kind kind, String spell, int level, String mode,
                             List<String> targets, String aimedAt, Spot point, String energy, boolean countered,
                             boolean interrupted, String attack, boolean nonlethal, Situation situation, Cost cost,
                             HeldSpell stored, @battleledger.kernel.support.OmittedWhenAbsent Boolean bluff) {

    public enum Kind { SPELL, ATTACK }

    public enum Cost { SLOT, RITUAL, HELD }

    public DeclaredAction {
        targets = targets == null ? List.of() : List.copyOf(targets);
        bluff = Boolean.TRUE.equals(bluff) ? Boolean.TRUE : null;
    }

    /** An action as stored before a casting could be bluffed. */
    public DeclaredAction(String id, String actor, Kind kind, String spell, int level, String mode,
                          List<String> targets, String aimedAt, Spot point, String energy, boolean countered,
                          boolean interrupted, String attack, boolean nonlethal, Situation situation, Cost cost,
                          HeldSpell stored) {
        this(id, actor, kind, spell, level, mode, targets, aimedAt, point, energy, countered, interrupted, attack,
                nonlethal, situation, cost, stored, null);
    }

    /** The spell a contingency holds and the trigger that sets it off (002, the contingency spell). */
    public record HeldSpell(String spell, int level, String mode, Trigger trigger) {
    }
}
