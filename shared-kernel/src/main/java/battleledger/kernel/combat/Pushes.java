package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.DiceEvent;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Entry;

import java.util.List;

/**
 * {@code PushRoll}: the actor's failed roll of the step just played, pushed through the ruleset (Dragonbane core
 * rules › Pushing Your Roll): rolled once more, the roller taking the condition tied to its attribute. A pushed
 * attack that now succeeds strikes home as any hit does ({@link Strikes#hit}); a check or a save pushed stands for
 * the GM to read.
 */
public final class Pushes {

    private Pushes() {
    }

    /** The failed roll found: the roll, the skill or ability it was of, and the attack it was, if one. */
    record Found(Roll roll, String skill, AttackRolled attack) {
    }

    public static Outcome push(Facts f, PushRoll c) {
        Turns.requireCombat(f);
        Combatant roller = f.combatant(c.actor(), "actor");
        Turns.requireSender(f, c.actor());
        Rule rule = f.ruleset().pushes();
        if (rule == null) {
            throw RuleViolation.conflict("pushing-not-in-ruleset", Playtest.ATTACK_BASICS, "the "
                    + f.ruleset().id().name().toLowerCase() + " ruleset has no pushed rolls");
        }
        Entry last = last(f);
        if (last == null || last.origin() != c.roll()) {
            throw RuleViolation.conflict("not-the-last-roll", rule, "a roll is pushed at once: step " + c.roll()
                    + " is not the last step played" + (last == null ? "" : " (step " + last.origin() + " is)"));
        }
        Found found = find(last.events(), c.actor());
        if (found == null) {
            throw RuleViolation.conflict("no-roll-to-push", rule,
                    "step " + c.roll() + " has no roll of " + c.actor() + " to push");
        }
        return Outcome.of(new battleledger.kernel.event.DragonbaneIntent.PushDeclared(f.step(), f.by(), c.actor(),
                c.roll(), c.condition())).then(g -> pushed(g, c, roller, found));
    }

    /**
     * The roll pushed, once declared: rolled again by the roller as it was when it pushed, the condition taken, and a
     * pushed attack that now succeeds striking home.
     */
    static Outcome pushed(Facts f, PushRoll c, Combatant roller, Found found) {
        String skill = found.attack() == null ? found.skill() : Attacks.profile(roller, found.attack().attack()).ability();
        Ruleset.Pushed pushed = f.ruleset().push(f.dice(), roller, found.roll(), skill,
                f.state().encounter().options().pushes(), c.condition());
        return Outcome.of(new RollPushed(f.step(), c.actor(), c.roll(), found.roll().purpose(), pushed.roll(),
                pushed.condition().name().toLowerCase(), pushed.rule().citation()))
                .then(g -> Afflictions.impose(g, c.actor(), pushed.condition(), "pushed roll",
                        "pushed a failed roll: " + found.roll().purpose()))
                .then(g -> strikesHome(g, c, found.attack(), pushed));
    }

    /** A pushed attack that now succeeds strikes home as any hit does, on a target still alive. */
    static Outcome strikesHome(Facts f, PushRoll c, AttackRolled attack, Ruleset.Pushed pushed) {
        if (attack == null || !pushed.success()) {
            return Outcome.none();
        }
        Combatant target = f.battle().combatant(attack.target());
        if (target == null || target.dead()) {
            return Outcome.none();
        }
        AttackProfile weapon = Attacks.profile(f.battle().combatant(c.actor()), attack.attack());
        return Strikes.hit(f, new Strikes.Strike(c.actor(), attack.target(), weapon, "melee".equals(attack.mode()),
                Situation.OPEN, false, false), pushed.dragon());
    }

    /**
     * The step in effect played last before this one. With manual dice a command's events follow the dice submitted
     * for it, in a later step; the steps that only wait for dice or submit them are bookkeeping, not play, and are
     * passed over: the roll pushed is named by the step of the command that rolled it.
     */
    public static Entry last(Facts f) {
        List<Entry> entries = f.state().history().entries();
        for (int i = entries.size() - 1; i >= 0; i--) {
            Entry e = entries.get(i);
            if (e.origin() != f.step() && !e.events().stream().allMatch(DiceEvent.class::isInstance)) {
                return e;
            }
        }
        return null;
    }

    /** The last roll of {@code actor} in a step's events: an attack, a check, a save, or a roll pushed already. */
    static Found find(List<EncounterEvent> events, String actor) {
        Found found = null;
        AttackRolled attack = null;
        for (EncounterEvent e : events) {
            if (e instanceof AttackRolled a && a.attacker().equals(actor)) {
                attack = a;
                found = new Found(a.roll(), null, a);
            } else if (e instanceof CheckRolled k && k.combatant().equals(actor)) {
                found = new Found(k.roll(), k.ability(), null);
            } else if (e instanceof SavingThrowMade s && s.combatant().equals(actor)) {
                found = new Found(s.roll(), s.ability(), null);
            } else if (e instanceof RollPushed p && p.actor().equals(actor)) {
                found = new Found(p.roll(), null, null);
            }
        }
        return found;
    }
}
