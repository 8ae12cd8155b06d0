package battleledger.kernel.state;

import battleledger.kernel.event.LastingEffect;
import battleledger.kernel.model.Spot;
import battleledger.kernel.model.Trigger;

import java.util.List;

/**
 * A spell's lasting effect: who cast it, on whom or around whom, with which mode, until when, and whether it waits
 * for a sequence to end before it takes hold.
 *
 * @param id            its id, "e" + step + "." + number
 * @param spell         the spell's id
 * @param caster        who cast it
 * @param level         the slot level it was cast with
 * @param mode          its mode (the energy a protection guards against)
 * @param targets       the creatures it is on, or those inside a zone
 * @param centre        the creature a zone is centred on, or null
 * @param startedRound  the round it started in
 * @param endsRound     it ends at the start of {@code endsOnTurnOf}'s turn in this round, or -1 when it has no end
 * @param endsOnTurnOf  whose turn its end comes at: "it lasts from the current turn to the same turn in the next
 *                      round" (001 › Combat › The Round)
 * @param concentration it ends when its caster stops concentrating
 * @param deferred      an emanation or spread waiting for the sequence to end (002 › Sequences)
 * @param trigger       what sets off a triggered effect (a contingency), or null
 * @param stored        the spell a contingency holds, or null
 * @param point         on a grid, where a zone is: the spot it was cast at, or the anchor cell of the creature it is
 *                      centred on when it last took hold there (it follows that creature once no sequence is open)
 */
public record ActiveEffect(String id, String spell, String caster, int level, String mode, List<String> targets,
                           String centre, int startedRound, int endsRound, String endsOnTurnOf, boolean concentration,
                           boolean deferred, Trigger trigger, Pending.Held stored, Spot point) {

    public ActiveEffect {
        targets = List.copyOf(targets);
    }

    /** The effect an {@code EffectStarted} recorded. */
    public static ActiveEffect of(LastingEffect e) {
        return new ActiveEffect(e.id(), e.spell(), e.caster(), e.level(), e.mode(), e.targets(), e.centre(),
                e.startedRound(), e.endsRound(), e.endsOnTurnOf(), e.concentration(), e.deferred(), e.trigger(),
                Pending.Held.of(e.stored()), e.point());
    }

    /** This effect as {@code EffectStarted} records it. */
    public LastingEffect recorded() {
        return new LastingEffect(id, spell, caster, level, mode, targets, centre, startedRound, endsRound,
                endsOnTurnOf, concentration, deferred, trigger, stored == null ? null : stored.recorded(), point);
    }

    public ActiveEffect activated() {
        return new ActiveEffect(id, spell, caster, level, mode, targets, centre, startedRound, endsRound,
                endsOnTurnOf, concentration, false, trigger, stored, point);
    }

    public ActiveEffect movedTo(Spot where) {
        return new ActiveEffect(id, spell, caster, level, mode, targets, centre, startedRound, endsRound,
                endsOnTurnOf, concentration, deferred, trigger, stored, where);
    }

    public boolean on(String combatant) {
        return targets.contains(combatant) || combatant.equals(centre);
    }
}
