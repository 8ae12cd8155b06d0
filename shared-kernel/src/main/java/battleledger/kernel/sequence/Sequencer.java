package battleledger.kernel.sequence;

import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.SequenceEvent.ActionDeclared;
import battleledger.kernel.event.SequenceEvent.DeclarationsClosed;
import battleledger.kernel.event.SequenceEvent.Resolving;
import battleledger.kernel.event.SequenceEvent.SequenceClosed;
import battleledger.kernel.event.SequenceEvent.SequenceOpened;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SpellEvent.EffectActivated;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.spell.HurtWhileWaiting;
import battleledger.kernel.spell.Triggers;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Offer;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * Sequences (002 › Sequences; DESIGN.md, Sequences): a trigger point opens one when a readied action matches; the
 * reactors are asked lowest initiative first and each declares or passes; a declared reaction is itself a trigger
 * point; when nobody eligible is left declarations close and the actions resolve "in the reverse order that they are
 * declared in"; emanations and spreads wait until the sequence has ended.
 */
public final class Sequencer {

    public static final String READIED = battleledger.kernel.state.Offer.READIED;

    private Sequencer() {
    }

    /** A trigger point happened, with the action it is ({@code root}, or null for a move). */
    public static Outcome triggerPoint(Facts f, TriggerPoint tp, Pending root) {
        return triggerPoint(f, tp, root, null);
    }

    /** A readied action declared in answer to {@code answering}'s action or move: itself a trigger point. */
    public static Outcome triggerPoint(Facts f, TriggerPoint tp, Pending root, String answering) {
        Battle b = f.battle();
        boolean open = b.sequence() != null;
        List<String> reactors = open && b.sequence().closed() ? List.of() : Readiness.reactors(b, tp);
        Outcome out = Outcome.none();
        if (!open) {
            if (reactors.isEmpty()) {
                return root == null ? out
                        : ActionResolution.resolve(f, root).then(Triggers::settle);
            }
            out = out.and(new SequenceOpened(f.step(), tp.text()));
        }
        if (root != null) {
            out = out.and(new ActionDeclared(f.step(), root.recorded(), open ? answering : null));
        }
        for (String reactor : reactors) {
            out = out.and(new ReactionOffered(f.step(), reactor, tp.by(), READIED, root == null ? null : root.id(),
                    Dusk.LOWEST_INITIATIVE_FIRST.citation()));
        }
        return out.then(Sequencer::autoDeclare).then(Sequencer::closeIfDone);
    }

    /** With the encounter option, readied actions declare themselves when their trigger matches (for simulations). */
    static Outcome autoDeclare(Facts f) {
        if (!f.state().encounter().options().autoDeclare()) {
            return Outcome.none();
        }
        List<Offer> offers = f.battle().offers();
        if (offers.isEmpty() || !READIED.equals(offers.get(0).reaction())) {
            return Outcome.none();
        }
        return Answering.declareReadied(f, offers.get(0), null, Procedure::play);
    }

    /**
     * When nobody is left to ask, declarations close and the actions resolve: in reverse order of declaration (the
     * Dusk default), or each right after its trigger (the playtest's "right after the trigger finishes", with the
     * reactor moving to just before the triggering creature in the initiative order).
     */
    public static Outcome closeIfDone(Facts f) {
        Battle b = f.battle();
        Sequence seq = b.sequence();
        if (seq == null || seq.closed() || !b.offers().isEmpty()) {
            return Outcome.none();
        }
        boolean playtest = f.state().encounter().options().reactions() == EncounterOptions.Reactions.PLAYTEST;
        List<String> order = new ArrayList<>(seq.declarations().stream().map(Pending::id).toList());
        if (!playtest) {
            java.util.Collections.reverse(order);
        }
        Outcome out = Outcome.of(new DeclarationsClosed(f.step(), order));
        for (String id : order) {
            out = out.and(new Resolving(f.step(), id)).then(g -> {
                java.util.Map<String, Integer> before = HurtWhileWaiting.hitPoints(g);
                return ActionResolution.resolve(g, g.battle().sequence().pending(id)).then(Triggers::settle)
                        .then(h -> HurtWhileWaiting.checks(h, before));
            });
        }
        if (playtest) {
            out = out.then(g -> reorder(g, seq));
        }
        return out.and(new SequenceClosed(f.step())).then(Sequencer::takeHold).then(Triggers::settle);
    }

    /** "Now the silence takes hold" (002 › Sequences): what waited for the sequence's end. */
    static Outcome takeHold(Facts f) {
        return Outcome.of(f.battle().effects().stream().filter(ActiveEffect::deferred)
                .map(e -> new EffectActivated(f.step(), e.id())).toList());
    }

    /**
     * The playtest's readied actions: "your place in the initiative order changes so that you're directly before the
     * creature or the event that triggered the reaction" (001 › Ready an Action), in the order they were declared.
     */
    static Outcome reorder(Facts f, Sequence seq) {
        List<String> order = new ArrayList<>(f.battle().order());
        // the sequence opened with its opener's own action, declared answering nobody; a move opens one with none,
        // so the first declaration may already be a readied action answering the mover (001 › Ready an Action)
        Pending first = seq.declarations().isEmpty() ? null : seq.declarations().get(0);
        Pending own = first != null && seq.answering(first.id()) == null ? first : null;
        String opener = own == null ? null : own.actor();
        for (Pending p : seq.declarations()) {
            if (p == own) {
                continue;
            }
            String triggering = seq.answering(p.id()) == null ? opener : seq.answering(p.id());
            if (triggering == null || triggering.equals(p.actor()) || !order.contains(triggering)) {
                continue;
            }
            order.remove(p.actor());
            order.add(order.indexOf(triggering), p.actor());
        }
        return order.equals(f.battle().order()) ? Outcome.none()
                : Outcome.of(new InitiativeOrderSet(f.step(), order));
    }
}
