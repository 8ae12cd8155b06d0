package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.SpellChosen;
import battleledger.kernel.event.IntentEvent.IdentifyAttempted;
import battleledger.kernel.event.IntentEvent.SpellEnded;
import battleledger.kernel.event.SequenceEvent.ActionDeclared;
import battleledger.kernel.event.SequenceEvent.DeclarationsClosed;
import battleledger.kernel.event.SequenceEvent.Resolving;
import battleledger.kernel.event.SequenceEvent.SequenceClosed;
import battleledger.kernel.event.SequenceEvent.SequenceOpened;
import battleledger.kernel.event.SpellEvent.EffectActivated;
import battleledger.kernel.event.SpellEvent.EffectMoved;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.event.SpellEvent.EffectStarted;
import battleledger.kernel.event.SpellEvent.EnergyChanged;
import battleledger.kernel.event.SpellEvent.PendingCountered;
import battleledger.kernel.event.SpellEvent.PendingRedirected;
import battleledger.kernel.event.SpellEvent.ReactionsDenied;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.SpellEvent.SpellCountered;
import battleledger.kernel.event.SpellEvent.SpellFizzled;
import battleledger.kernel.event.SpellEvent.Teleported;
import battleledger.kernel.support.Dispatch;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** Spells cast, slots spent, lasting effects, and the open sequence. */
final class SpellFold {

    private SpellFold() {
    }

    static void register(Dispatch<Battle, EncounterEvent> fold) {
        fold.on(SpellChosen.class, SpellFold::chosen)
                .on(SpellBegun.class, (b, e) -> b.updateCombatant(e.pending().actor(), c -> c.withCasting(
                        k -> k.began(new Casting.LastCast(e.pending().spell(), e.pending().level(), e.perceptible())))))
                .on(SpellCast.class, (b, e) -> e.ritualGp() == null ? spend(b, e.caster(), e.slot())
                        : b.updateCombatant(e.caster(), c -> c.withCasting(k -> k.consumed(e.ritualGp()))))
                .on(SpellFizzled.class, (b, e) -> spend(b, e.caster(), e.slot()))
                .on(SpellCountered.class, (b, e) -> spend(b, e.caster(), e.slot()))
                .on(SequenceOpened.class, (b, e) -> b.withSequence(Sequence.opened(e.trigger())))
                .on(ActionDeclared.class, (b, e) -> sequence(b, s -> s.declared(Pending.of(e.pending()), e.answering())))
                .on(DeclarationsClosed.class, (b, e) -> sequence(b, Sequence::closedNow))
                .on(Resolving.class, (b, e) -> sequence(b, s -> s.resolvedNow(e.pending())))
                .on(SequenceClosed.class, (b, e) -> b.withSequence(null))
                .on(PendingCountered.class, (b, e) -> sequence(b, s -> s.update(e.pending(), Pending::asCountered)))
                .on(PendingRedirected.class, (b, e) -> sequence(b, s -> s.update(e.pending(),
                        p -> p.withTargets(e.to()))))
                .on(EnergyChanged.class, (b, e) -> sequence(b, s -> s.update(e.pending(), p -> p.withEnergy(e.to()))))
                .on(EffectStarted.class, (b, e) -> {
                    List<ActiveEffect> more = new ArrayList<>(b.effects());
                    more.add(ActiveEffect.of(e.effect()));
                    return b.withEffects(more);
                })
                .on(EffectActivated.class, (b, e) -> b.withEffects(b.effects().stream()
                        .map(x -> x.id().equals(e.effect()) ? x.activated() : x).toList()))
                .on(EffectMoved.class, (b, e) -> b.withEffects(b.effects().stream()
                        .map(x -> x.id().equals(e.effect()) ? x.movedTo(e.point()) : x).toList()))
                .on(EffectEnded.class, (b, e) -> b.withEffects(b.effects().stream()
                        .filter(x -> !x.id().equals(e.effect())).toList()))
                .on(SpellEnded.class, (b, e) -> BattleFold.actionUsed(b, e.actor()))       // "As an action"
                .on(IdentifyAttempted.class, (b, e) -> BattleFold.actionUsed(b, e.actor())) // "use an action"
                .on(Teleported.class, SpellFold::teleported)
                .on(ReactionsDenied.class, (b, e) -> b.updateCombatant(e.combatant(),
                        c -> c.withReactionAvailable(false)));
    }

    /** Casting on its turn spends the action; cast as a reaction, the reaction (001 › Magic › Casting Time). */
    private static Battle chosen(Battle b, SpellChosen e) {
        if (b.phase() != Battle.Phase.COMBAT) {
            return b;
        }
        if (e.reaction()) {
            return b.updateCombatant(e.actor(), c -> c.withReactionAvailable(false));
        }
        return BattleFold.actionUsed(b, e.actor());
    }

    private static Battle spend(Battle b, String caster, Integer slot) {
        return slot == null ? b : b.updateCombatant(caster, c -> c.withCasting(k -> k.spent(slot)));
    }

    private static Battle sequence(Battle b, UnaryOperator<Sequence> change) {
        return b.sequence() == null ? b : b.withSequence(change.apply(b.sequence()));
    }

    /** Teleported far away: out of everyone's reach, and no reactions offered to or against it. */
    private static Battle teleported(Battle b, Teleported e) {
        return b.updateCombatant(e.combatant(), c -> c.withCasting(Casting::gone))
                .withEngaged(b.engaged().stream().filter(p -> !p.involves(e.combatant())).toList())
                .withOffers(b.offers().stream().filter(o -> !o.reactor().equals(e.combatant())).toList());
    }
}
