package battleledger.kernel.event;

import battleledger.kernel.model.Spot;
import battleledger.kernel.model.Trigger;

import java.util.List;

/**
 * A spell's lasting effect as {@code EffectStarted} records it: the stored form, owned by the events, so the state's
 * model of an active effect can change without changing what is stored (issue 10).
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
 * @param endsOnTurnOf  whose turn its end comes at (001 › Combat › The Round)
 * @param concentration it ends when its caster stops concentrating
 * @param deferred      an emanation or spread waiting for the sequence to end (002 › Sequences)
 * @param trigger       what sets off a triggered effect (a contingency), or null
 * @param stored        the spell a contingency holds, or null
 * @param point         on a grid, where a zone is
 */
public record LastingEffect(String id, String spell, String caster, int level, String mode, List<String> targets,
                            String centre, int startedRound, int endsRound, String endsOnTurnOf,
                            boolean concentration, boolean deferred, Trigger trigger,
                            DeclaredAction.HeldSpell stored, Spot point) {

    public LastingEffect {
        targets = List.copyOf(targets);
    }
}
