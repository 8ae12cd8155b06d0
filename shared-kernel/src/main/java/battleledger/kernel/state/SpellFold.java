package battleledger.kernel.state;

import battleledger.kernel.event.SequenceEvent;
import battleledger.kernel.event.SpellEvent;
import battleledger.kernel.event.IntentEvent.SpellChosen;
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

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** Spells cast, slots spent, lasting effects, and the open sequence. */
final class SpellFold {

    private SpellFold() {
    }

    static Battle spell(Battle b, SpellEvent event) {
        return switch (event) {
            case SpellEvent.SpellCastWithWillpower e -> WillpowerFold.cast(b, e);
            case SpellEvent.WillpowerDrained e -> WillpowerFold.drained(b, e);
            case SpellEvent.WillpowerEffectStarted e -> MageFold.lastingStarted(b, e);
            case SpellEvent.WillpowerEffectEnded e -> MageFold.lastingEnded(b, e);
            case SpellEvent.SpellResisted e -> b; // the condition, if any, is its own ConditionApplied
            case SpellBegun e -> b.updateCombatant(e.pending().actor(), c -> c.withCasting(
                    k -> k.began(new Casting.LastCast(e.pending().spell(), e.pending().level(), e.perceptible(),
                            Boolean.TRUE.equals(e.pending().bluff())))));
            case SpellCast e -> e.ritualGp() == null ? spend(b, e.caster(), e.slot())
                    : b.updateCombatant(e.caster(), c -> c.withCasting(k -> k.consumed(e.ritualGp())));
            case SpellFizzled e -> spend(b, e.caster(), e.slot());
            case SpellCountered e -> spend(b, e.caster(), e.slot());
            case PendingCountered e -> sequence(b, s -> s.update(e.pending(), Pending::asCountered));
            case SpellEvent.PendingDisrupted e -> sequence(b, s -> s.update(e.pending(), Pending::asInterrupted));
            case PendingRedirected e -> sequence(b, s -> s.update(e.pending(), p -> p.withTargets(e.to())));
            case EnergyChanged e -> sequence(b, s -> s.update(e.pending(), p -> p.withEnergy(e.to())));
            case EffectStarted e -> ClockFold.effectStarted(started(b, e), e);
            case EffectActivated e -> b.withEffects(b.effects().stream()
                    .map(x -> x.id().equals(e.effect()) ? x.activated() : x).toList());
            case EffectMoved e -> b.withEffects(b.effects().stream()
                    .map(x -> x.id().equals(e.effect()) ? x.movedTo(e.point()) : x).toList());
            case EffectEnded e -> ClockFold.effectEnded(b.withEffects(b.effects().stream()
                    .filter(x -> !x.id().equals(e.effect())).toList()), e);
            case Teleported e -> teleported(b, e);
            case ReactionsDenied e -> b.updateCombatant(e.combatant(), c -> c.withReactionAvailable(false));
            case SpellEvent.ConcentrationChecked e -> b;
            case SpellEvent.DamageRolled e -> b;
            case SpellEvent.SpellInterrupted e -> b;
            case SpellEvent.CounterFailed e -> b;
            case SpellEvent.RedirectFailed e -> b;
            case SpellEvent.AreaResolved e -> b;
            case SpellEvent.TriggeredEffectFired e -> b;
            case SpellEvent.InvalidTarget e -> b;
            case SpellEvent.TargetSpared e -> b;
            case SpellEvent.RitualTimeSpent e -> b.withTime(b.time().passed(e.seconds()));
            case SpellEvent.SpellIdentified e -> b;
        };
    }

    static Battle sequence(Battle b, SequenceEvent event) {
        return switch (event) {
            case SequenceOpened e -> b.withSequence(Sequence.opened(e.trigger()));
            case ActionDeclared e -> sequence(b, s -> s.declared(Pending.of(e.pending()), e.answering()));
            case DeclarationsClosed e -> sequence(b, Sequence::closedNow);
            case Resolving e -> sequence(b, s -> s.resolvedNow(e.pending()));
            case SequenceClosed e -> b.withSequence(null);
            case SequenceEvent.ActionCancelled e -> b;
            case SequenceEvent.ActionFizzled e -> b;
        };
    }

    private static Battle started(Battle b, EffectStarted e) {
        List<ActiveEffect> more = new ArrayList<>(b.effects());
        more.add(ActiveEffect.of(e.effect()));
        return b.withEffects(more);
    }

    /** Casting on its turn spends the action; cast as a reaction, the reaction (001 › Magic › Casting Time). */
    static Battle chosen(Battle b, SpellChosen e) {
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
