package battleledger.kernel.combat;

import battleledger.kernel.Decision;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.event.IntentEvent.ReactionPassed;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;

/**
 * Answering a reaction the battle offers: "When you take a reaction, you can't take another one until the start of
 * your next turn" (001 › Combat › Taking a Turn › Reactions).
 */
public final class Reactions {

    private Reactions() {
    }

    public static void declare(Decision d, DeclareReaction c) {
        Offer offer = asked(d, c.actor());
        Combatant actor = d.battle().combatant(c.actor());
        Acting.ableToAct(actor, "react");
        if (!actor.reactionAvailable()) {
            throw RuleViolation.conflict("no-reaction", Playtest.REACTIONS,
                    actor.stats().name() + " has already taken a reaction since its last turn");
        }
        AttackProfile profile = c.attack() == null
                ? actor.stats().attacks().stream().filter(AttackProfile::melee).findFirst().orElse(null)
                : Attacks.profile(actor, c.attack());
        if (profile == null || !profile.melee()) {
            throw RuleViolation.illegal("melee-only", Playtest.OPPORTUNITY_ATTACKS,
                    "an opportunity attack is a melee attack");
        }
        d.emit(new ReactionDeclared(d.step(), d.by(), c.actor(), profile.name()));
        Strikes.strike(d, new Strikes.Strike(c.actor(), offer.against(), profile, true, Situation.OPEN, false, true));
    }

    public static void pass(Decision d, PassReaction c) {
        asked(d, c.actor());
        d.emit(new ReactionPassed(d.step(), d.by(), c.actor()));
    }

    /** The offer the battle is asking this actor about now: the first one waiting. */
    static Offer asked(Decision d, String actorId) {
        Turns.requireCombat(d);
        d.combatant(actorId, "actor");
        Turns.requireSender(d, actorId);
        if (d.battle().offers().isEmpty() || !d.battle().offers().get(0).reactor().equals(actorId)) {
            throw RuleViolation.conflict("no-reaction-offered", Playtest.REACTIONS,
                    d.battle().offers().isEmpty() ? "no reaction is offered to anyone now"
                            : "the battle is asking " + d.battle().offers().get(0).reactor() + ", not " + actorId);
        }
        return d.battle().offers().get(0);
    }
}
