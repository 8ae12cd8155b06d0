package battleledger.kernel.sequence;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.model.Situation;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Attacks;
import battleledger.kernel.combat.Strikes;
import battleledger.kernel.event.SequenceEvent.ActionCancelled;
import battleledger.kernel.event.SequenceEvent.ActionFizzled;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.spell.SpellResolution;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

/**
 * A declared action's turn: "The hobgoblin, now dead, can't act" — an actor that can no longer act has its action
 * cancelled; "Teresa loses her spell ... because the target is dead (she can't change targets after the sequence has
 * been set)" — an action whose locked target is gone fizzles (002 › Sequences).
 */
public final class ActionResolution {

    private ActionResolution() {
    }

    public static Outcome resolve(Facts f, Pending p) {
        Combatant actor = f.battle().combatant(p.actor());
        if (actor == null || actor.dead() || actor.incapacitated()) {
            String why = actor == null || actor.dead() ? "dead" : "unable to act";
            return Outcome.of(new ActionCancelled(f.step(), p.id(), p.actor(), "it is " + why));
        }
        if (p.kind() == Pending.Kind.SPELL) {
            return SpellResolution.resolve(f, p);
        }
        if (actor.away()) {
            // a spell goes on from wherever its caster went ("Dranock's chain lightning still resolves", 002 ›
            // Sequences, example 5); an attack cannot reach from there: a sword does not strike from miles away
            return Outcome.of(new ActionCancelled(f.step(), p.id(), p.actor(), "it is gone from the battle"));
        }
        Combatant target = f.battle().combatant(p.targets().get(0));
        if (target == null || target.dead() || target.away()) {
            return Outcome.of(new ActionFizzled(f.step(), p.id(), p.actor(), "its target is "
                    + (target != null && target.away() ? "gone" : "dead") + ", and it cannot be changed"));
        }
        // the limits on who may attack whom hold when the attack lands, not only when it was declared: an attacker
        // charmed by its target, or one its target hid from, while the sequence resolved (001 › Conditions ›
        // Charmed: "cannot attack the charmer"; 001 › Exploration › Stealth › Benefits of Being Hidden)
        RuleViolation forbidden = Attacks.forbidden(f.battle(), actor, target);
        if (forbidden != null) {
            return Outcome.of(new ActionCancelled(f.step(), p.id(), p.actor(), "it may not attack "
                    + target.stats().name() + " now: " + forbidden.detail()));
        }
        AttackProfile profile = actor.stats().attacks().stream().filter(a -> a.name().equals(p.attack()))
                .findFirst().orElseThrow();
        // with a grid, the field is read again now: the attack lands where the creatures stand when it resolves
        Situation situation = Sightings.situation(f.battle(), p.actor(), target.id(), p.situation(), false);
        boolean melee = profile.melee() && (!profile.ranged() || (situation.distance() != null
                ? situation.distance() <= profile.reach() : f.battle().engaged(p.actor(), target.id())));
        return Strikes.strike(f, new Strikes.Strike(p.actor(), target.id(), profile, melee, situation,
                p.nonlethal(), false));
    }
}
