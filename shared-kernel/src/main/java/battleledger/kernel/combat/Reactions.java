package battleledger.kernel.combat;

import java.util.List;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.event.IntentEvent.ReactionPassed;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.sequence.Sequencer;
import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.spell.Identification;
import battleledger.kernel.spell.Spellcasting;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Stance;

/**
 * Answering a reaction the battle offers: "When you take a reaction, you can't take another one until the start of
 * your next turn" (001 › Combat › Taking a Turn › Reactions). An opportunity attack strikes at once; a readied action
 * joins the sequence and is itself a trigger point (002 › Sequences).
 */
public final class Reactions {

    static final String TRIGGER = "$trigger";

    private Reactions() {
    }

    public static void declare(Decision d, DeclareReaction c) {
        Offer offer = asked(d, c.actor());
        if (Sequencer.READIED.equals(offer.reaction())) {
            declareReadied(d, offer, c.action());
            return;
        }
        Combatant actor = able(d, c.actor());
        AttackProfile profile = c.attack() == null
                ? actor.stats().attacks().stream().filter(AttackProfile::melee).findFirst().orElse(null)
                : Attacks.profile(actor, c.attack());
        if (profile == null || !profile.melee()) {
            throw RuleViolation.illegal("melee-only", Playtest.OPPORTUNITY_ATTACKS,
                    "an opportunity attack is a melee attack");
        }
        Situation seen = Sightings.situation(d.battle(), c.actor(), offer.against(), Situation.OPEN, false);
        // the same limits as any attack: not the charmer, not a creature hidden from it (001 › Charmed; Stealth)
        Attacks.targetable(d, actor, offer.against(), seen);
        d.emit(new ReactionDeclared(d.step(), d.by(), c.actor(), profile.name(), null));
        Strikes.strike(d, new Strikes.Strike(c.actor(), offer.against(), profile, true, seen, false, true));
        Sequencer.closeIfDone(d);
    }

    public static void pass(Decision d, PassReaction c) {
        asked(d, c.actor());
        d.emit(new ReactionPassed(d.step(), d.by(), c.actor()));
        Sequencer.closeIfDone(d);
    }

    /** The readied action, as stored or as the reactor now says it exactly, declared into the sequence. */
    public static void declareReadied(Decision d, Offer offer, IntentCommand override) {
        Combatant actor = able(d, offer.reactor());
        Stance.Readied readied = actor.stance().readied();
        if (readied == null) {
            throw RuleViolation.conflict("nothing-readied", Playtest.READY, actor.stats().name() + " has no readied action");
        }
        IntentCommand action = override == null ? readied.action() : override;
        if (override != null && (override.getClass() != readied.action().getClass()
                || !offer.reactor().equals(override.actor()))) {
            throw RuleViolation.illegal("readied-action-mismatch", Playtest.READY, "the action taken is the "
                    + readied.action().getClass().getSimpleName() + " that was readied, by " + offer.reactor());
        }
        d.emit(new ReactionDeclared(d.step(), d.by(), offer.reactor(), null, action));
        String text = actor.stats().name() + " reacts";
        if (action instanceof IntentCommand.Attack a) {
            String target = TRIGGER.equals(a.target()) ? offer.against() : a.target();
            AttackProfile profile = Attacks.profile(actor, a.attack());
            d.combatant(target, "target");
            Situation seen = Sightings.situation(d.battle(), actor.id(), target, a.situation(), d.byGm());
            boolean melee = Attacks.melee(d.battle(), actor, Attacks.targetable(d, actor, target, seen), profile,
                    a.mode(), seen);
            if (a.nonlethal() && !melee) { // the same limit as the Attack action (001 › Nonlethal Damage)
                throw RuleViolation.illegal("nonlethal-melee-only", Playtest.NONLETHAL,
                        "only melee weapon attacks can be nonlethal");
            }
            Pending p = Pending.attack(d.newId("p"), actor.id(), target, profile.name(), a.nonlethal(), seen);
            Sequencer.triggerPoint(d, TriggerPoint.declared(p, true, text + ": attacks " + target), p,
                    offer.against());
        } else if (action instanceof IntentCommand.CastSpell cast) {
            Pending p = Spellcasting.asReaction(d, actor, cast, offer);
            Sequencer.triggerPoint(d, TriggerPoint.declared(p, true, text + ": casts " + cast.spell()), p,
                    offer.against());
        } else if (action instanceof IntentCommand.IdentifySpell) {
            Identification.asReaction(d, actor, offer);
            Sequencer.closeIfDone(d);
        } else {
            throw RuleViolation.illegal("invalid-readied-action", Dusk.SEQUENCES,
                    action.getClass().getSimpleName() + " cannot be taken as a reaction");
        }
    }

    static Combatant able(Decision d, String id) {
        Combatant actor = d.battle().combatant(id);
        Acting.ableToAct(actor, "react");
        if (!actor.reactionAvailable()) {
            throw RuleViolation.conflict("no-reaction", Playtest.REACTIONS,
                    actor.stats().name() + " has already taken a reaction since its last turn");
        }
        return actor;
    }

    /** The offer the battle is asking this actor about now: the first one waiting. */
    static Offer asked(Decision d, String actorId) {
        Turns.requireCombat(d);
        d.combatant(actorId, "actor");
        Turns.requireSender(d, actorId);
        List<Offer> offers = d.battle().offers();
        if (!offers.isEmpty() && !offers.get(0).reactor().equals(actorId)
                && offers.stream().anyMatch(o -> o.reactor().equals(actorId))) {
            throw RuleViolation.conflict("not-your-reaction-yet", Dusk.LOWEST_INITIATIVE_FIRST, "readied actions "
                    + "are declared lowest initiative first: the battle is asking " + offers.get(0).reactor()
                    + " before " + actorId);
        }
        if (offers.isEmpty() || !offers.get(0).reactor().equals(actorId)) {
            throw RuleViolation.conflict("no-reaction-offered", Playtest.REACTIONS,
                    offers.isEmpty() ? "no reaction is offered to anyone now"
                            : "the battle is asking " + offers.get(0).reactor() + ", not " + actorId);
        }
        return d.battle().offers().get(0);
    }
}
