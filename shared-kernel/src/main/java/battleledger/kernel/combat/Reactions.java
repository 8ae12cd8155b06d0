package battleledger.kernel.combat;

import java.util.List;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.event.IntentEvent.ReactionPassed;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;

/**
 * Answering a reaction the battle offers: "When you take a reaction, you can't take another one until the start of
 * your next turn" (001 › Combat › Taking a Turn › Reactions). An opportunity attack strikes at once; a readied action
 * joins the sequence and is itself a trigger point (002 › Sequences; {@code sequence.Answering}).
 */
public final class Reactions {

    private Reactions() {
    }

    /** An opportunity attack, taken: it strikes at once (001 › Combat › Movement in Combat › Opportunity Attacks). */
    public static Outcome opportunityAttack(Facts f, DeclareReaction c, Offer offer) {
        Combatant actor = able(f, c.actor());
        AttackProfile profile = c.attack() == null
                ? actor.stats().attacks().stream().filter(a -> a.melee() && !Hands.dropped(f.battle(), actor,
                        a.name())).findFirst().orElse(null)
                : Hands.inHand(f.battle(), actor, Attacks.profile(actor, c.attack()));
        if (profile == null || !profile.melee()) {
            throw RuleViolation.illegal("melee-only", Playtest.OPPORTUNITY_ATTACKS,
                    "an opportunity attack is a melee attack");
        }
        // "If you try to move beyond a hostile creature's reach, that creature can take a reaction to make a melee
        // attack against you" (001 › Combat › Movement in Combat): on a grid the field is read from the cell the mover
        // left the reach from, not from where its move ended (behind a wall, it would have total cover)
        battleledger.kernel.state.Battle at = offer.from() == null ? f.battle()
                : f.battle().updateCombatant(offer.against(), m -> m.at(offer.from()));
        Situation seen = Sightings.situation(at, c.actor(), offer.against(), Situation.OPEN, false);
        // the same limits as any attack: not the charmer, not a creature hidden from it (001 › Charmed; Stealth)
        Attacks.targetable(f, actor, offer.against(), seen);
        // "An attacking creature can deliver nonlethal strikes ... when making a melee weapon attack" (001 › Damage
        // and Dying › Nonlethal Damage): an opportunity attack is one
        Strikes.Strike strike = new Strikes.Strike(c.actor(), offer.against(), profile, true, seen,
                Boolean.TRUE.equals(c.nonlethal()), true);
        return Outcome.of(new ReactionDeclared(f.step(), f.by(), c.actor(), profile.name(), null, c.nonlethal()))
                .then(g -> Strikes.strike(g, strike)).then(g -> cutShort(g, offer, actor))
                .owe(new Owed.ReactionAnswered());
    }

    /**
     * "If you try to move beyond a hostile creature's reach, that creature can take a reaction to make a melee attack
     * against you" (001 › Movement in Combat › Opportunity Attacks): the attack comes as the mover leaves the reach,
     * so a mover it struck down (dead, or unable to act) lies where it left it, not where its path would have ended.
     */
    static Outcome cutShort(Facts f, Offer offer, Combatant attacker) {
        Combatant mover = f.battle().combatant(offer.against());
        if (offer.from() == null || mover == null || !(mover.dead() || mover.incapacitated())
                || offer.from().equals(mover.stats().position())) {
            return Outcome.none();
        }
        return Outcome.of(new battleledger.kernel.event.StanceEvent.MoveCutShort(f.step(), mover.id(), offer.from(),
                "struck down by " + attacker.stats().name() + "'s opportunity attack as it left the reach"));
    }

    public static Outcome pass(Facts f, PassReaction c) {
        Offer offer = asked(f, c.actor());
        Outcome passed = Outcome.of(new ReactionPassed(f.step(), f.by(), c.actor()));
        if (offer.harm() != null) { // a defence let pass: the harm lands (Defences)
            passed = passed.then(g -> Defences.land(g, offer));
        }
        return passed.owe(new Owed.ReactionAnswered());
    }

    /** The reactor, able to act and with its reaction unused (001 › Combat › Taking a Turn › Reactions). */
    public static Combatant able(Facts f, String id) {
        return Acting.reacts(f.battle().combatant(id));
    }

    /** The offer the battle is asking this actor about now: the first one waiting. */
    public static Offer asked(Facts f, String actorId) {
        Turns.requireCombat(f);
        f.combatant(actorId, "actor");
        Turns.requireSender(f, actorId);
        List<Offer> offers = f.battle().offers();
        if (!offers.isEmpty() && !offers.get(0).reactor().equals(actorId)
                && offers.stream().anyMatch(o -> o.reactor().equals(actorId))) {
            throw RuleViolation.conflict("not-your-reaction-yet", Dusk.LOWEST_INITIATIVE_FIRST, "readied actions "
                    + "are declared lowest initiative first: the battle is asking "
                    + Acting.unlessHiding(f, offers.get(0).reactor()) + " before " + actorId);
        }
        if (offers.isEmpty() || !offers.get(0).reactor().equals(actorId)) {
            throw RuleViolation.conflict("no-reaction-offered", Playtest.REACTIONS,
                    offers.isEmpty() ? "no reaction is offered to anyone now"
                            : "the battle is asking " + Acting.unlessHiding(f, offers.get(0).reactor())
                            + ", not " + actorId);
        }
        return f.battle().offers().get(0);
    }
}
