package battleledger.kernel.sequence;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.combat.Attacks;
import battleledger.kernel.combat.Reactions;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.spell.Identification;
import battleledger.kernel.spell.Spellcasting;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Stance;


/**
 * Answering a reaction the battle offers (001 › Combat › Taking a Turn › Reactions): a readied action joins the
 * sequence and is itself a trigger point (002 › Sequences); an opportunity attack strikes at once
 * ({@link Reactions#opportunityAttack}).
 */
public final class Answering {

    private Answering() {
    }

    public static Outcome declare(Facts f, DeclareReaction c) {
        Offer offer = Reactions.asked(f, c.actor());
        if (!Sequencer.READIED.equals(offer.reaction())) {
            return Reactions.opportunityAttack(f, c, offer);
        }
        if (Boolean.TRUE.equals(c.nonlethal())) {
            throw RuleViolation.illegal("readied-action-mismatch", Playtest.READY, "a readied attack is nonlethal "
                    + "when its own Attack says so (action.nonlethal), as it was readied or as declared now");
        }
        return declareReadied(f, offer, c.action(), (g, owed) -> Outcome.none().owe(owed));
    }

    /**
     * The readied action, as stored or as the reactor now says it exactly, declared into the sequence: an attack or a
     * spell is itself a trigger point, answering the creature that set it off; identifying a spell answers at once.
     * What it leaves owed goes to {@code then}: owed by the command that declared it, or played at once when the
     * action declared itself ({@code autoDeclare}).
     */
    static Outcome declareReadied(Facts f, Offer offer, IntentCommand override,
                                  Outcome.NextWith<Owed> then) {
        Combatant actor = Reactions.able(f, offer.reactor());
        Stance.Readied readied = actor.stance().readied();
        if (readied == null) {
            throw RuleViolation.conflict("nothing-readied", Playtest.READY,
                    actor.stats().name() + " has no readied action");
        }
        IntentCommand action = override == null ? readied.action() : override;
        if (override != null && (override.getClass() != readied.action().getClass()
                || !offer.reactor().equals(override.actor()))) {
            throw RuleViolation.illegal("readied-action-mismatch", Playtest.READY, "the action taken is the "
                    + readied.action().getClass().getSimpleName() + " that was readied, by " + offer.reactor());
        }
        unperceivedTrigger(f, offer, action);
        return Outcome.of(new ReactionDeclared(f.step(), f.by(), offer.reactor(), null, action))
                .then(g -> declared(g, actor, offer, action, then));
    }

    /** The readied action, declared: what it leaves owed (a trigger point, or the reaction answered). */
    private static Outcome declared(Facts f, Combatant actor, Offer offer, IntentCommand action,
                                    Outcome.NextWith<Owed> then) {
        String text = actor.stats().name() + " reacts";
        if (action instanceof IntentCommand.Attack a) {
            String target = Trigger.SET_OFF_BY.equals(a.target()) ? offer.against() : a.target();
            AttackProfile profile = battleledger.kernel.combat.Hands.inHand(f.battle(), actor,
                    Attacks.profile(actor, a.attack()));
            f.combatant(target, "target");
            Situation seen = Sightings.situation(f.battle(), actor.id(), target, a.situation(), f.byGm());
            boolean melee = Attacks.melee(f.battle(), actor, Attacks.targetable(f, actor, target, seen), profile,
                    a.mode(), seen);
            if (a.nonlethal() && !melee) { // the same limit as the Attack action (001 › Nonlethal Damage)
                throw RuleViolation.illegal("nonlethal-melee-only", Playtest.NONLETHAL,
                        "only melee weapon attacks can be nonlethal");
            }
            Pending p = Pending.attack(f.newId("p"), actor.id(), target, profile.name(), a.nonlethal(), seen);
            return then.after(f, new Owed.TriggerPointOpened(TriggerPoint.declared(p, true, text + ": attacks "
                    + target), p, offer.against()));
        }
        if (action instanceof IntentCommand.CastSpell cast) {
            return Spellcasting.asReaction(f, actor, cast, offer, (g, p) -> then.after(g, new Owed.TriggerPointOpened(
                    TriggerPoint.declared(p, true, text + ": casts " + cast.spell()), p, offer.against())));
        }
        if (action instanceof IntentCommand.IdentifySpell) {
            return Identification.asReaction(f, actor, offer).then(g -> then.after(g, new Owed.ReactionAnswered()));
        }
        throw RuleViolation.illegal("invalid-readied-action", Dusk.SEQUENCES,
                action.getClass().getSimpleName() + " cannot be taken as a reaction");
    }

    /**
     * A readied attack or spell aimed at "whatever set it off" cannot be aimed at a caster whose casting could not be
     * perceived: "To be perceptible, the casting of a spell must involve a verbal, somatic, or material component ...
     * it's normally impossible to determine who cast the spell" (000 › Perceiving a Caster at Work), and "you decide
     * what event or circumstance that is perceivable to your character" (001 › Combat › Actions in Combat › Ready an
     * Action). As a readied identification of such a casting is (Identification), it is refused.
     */
    static void unperceivedTrigger(Facts f, Offer offer, IntentCommand action) {
        boolean atTheTrigger = action instanceof IntentCommand.Attack a && Trigger.SET_OFF_BY.equals(a.target())
                || action instanceof IntentCommand.CastSpell c && c.targets() != null
                && c.targets().contains(Trigger.SET_OFF_BY);
        var seq = f.battle().sequence();
        var setOff = offer.pending() == null || seq == null ? null : seq.pending(offer.pending());
        Combatant caster = setOff == null ? null : f.battle().combatant(setOff.actor());
        var spell = setOff == null || setOff.kind() != Pending.Kind.SPELL ? null
                : battleledger.kernel.magic.SpellBook.find(setOff.spell());
        if (atTheTrigger && spell != null && !setOff.bluff() && caster != null
                && !spell.perceptibleWhenCastBy(caster.stats())) {
            throw RuleViolation.conflict("not-perceived", battleledger.kernel.rules.Xanathar.PERCEIVING,
                    "the casting that set this readied action off could not be perceived: nobody can tell who cast it");
        }
    }
}
