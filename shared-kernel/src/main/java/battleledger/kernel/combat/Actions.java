package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.Help;
import battleledger.kernel.command.IntentCommand.Hustle;
import battleledger.kernel.command.IntentCommand.Improvise;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.IntentCommand.UseItem;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.IntentEvent.ActionReadied;
import battleledger.kernel.event.IntentEvent.Dodged;
import battleledger.kernel.event.IntentEvent.Helped;
import battleledger.kernel.event.IntentEvent.Hustled;
import battleledger.kernel.event.IntentEvent.Improvised;
import battleledger.kernel.event.IntentEvent.ItemUsed;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Combatant;

import java.util.List;

/** The actions of 001 › Combat › Actions in Combat that need no attack roll. */
public final class Actions {

    private Actions() {
    }

    /** "Until your next turn, you gain a +4 bonus to AC and to Dexterity saving throws." */
    public static Outcome dodge(Facts f, Dodge c) {
        Acting.takesAction(f, c.actor());
        return Outcome.of(new Dodged(f.step(), f.by(), c.actor()));
    }

    /**
     * "The creature you aid gains advantage for the next relevant check he or she makes before your next turn. Your
     * DM will typically require you to have at least a 10 in the ability score related to the task."
     */
    public static Outcome help(Facts f, Help c) {
        Combatant actor = Acting.takesAction(f, c.actor());
        Acting.living(f, c.ally(), "ally", Playtest.HELP);
        if (c.ally().equals(c.actor())) {
            throw RuleViolation.illegal("self-help", Playtest.HELP, "Help aids another creature");
        }
        if (c.ability() != null) {
            Ability ability = ability(c.ability());
            if (actor.stats().abilities().score(ability) < 10) {
                throw RuleViolation.illegal("help-needs-10", Playtest.HELP, actor.stats().name() + " has "
                        + ability.code() + " " + actor.stats().abilities().score(ability)
                        + "; helping with this task takes at least 10");
            }
        }
        if (c.skill() != null) {
            trained(actor, c.skill());
        }
        return Outcome.of(new Helped(f.step(), f.by(), c.actor(), c.ally(), c.ability(), c.skill()));
    }

    /**
     * "Some tasks are so specialized that the DM might further require you to have training in a relevant skill"
     * (001 › Combat › Actions in Combat › Help): a Help that names the skill the GM requires needs the helper trained
     * in it (its stat block's {@code skills}).
     */
    static void trained(Combatant helper, String skill) {
        StatBlockRules.requireText("skill", skill);
        if (helper.stats().skills() == null || !helper.stats().skills().containsKey(skill)) {
            throw RuleViolation.conflict("help-needs-training", Playtest.HELP, helper.stats().name()
                    + " is not trained in " + skill + ", which this task requires of a helper");
        }
    }

    /** "With this action, you move up to your speed." */
    public static Outcome hustle(Facts f, Hustle c) {
        Acting.takesAction(f, c.actor());
        return Outcome.of(new Hustled(f.step(), f.by(), c.actor()));
    }

    /** "the DM tells you whether that action is possible and what kind of check you need to make" */
    public static Outcome improvise(Facts f, Improvise c) {
        Acting.takesAction(f, c.actor());
        StatBlockRules.requireText("description", c.description());
        return Outcome.of(new Improvised(f.step(), f.by(), c.actor(), c.description()));
    }

    /**
     * "When you ready an action, you decide what event or circumstance ... will cause you to react, and you determine
     * what your reaction will be." Stored and shown here; it lapses at the creature's next turn.
     */
    public static Outcome ready(Facts f, Ready c) {
        Acting.takesAction(f, c.actor());
        Trigger t = c.trigger();
        if (t == null || t.on() == null || !Trigger.POINTS.contains(t.on())) {
            throw RuleViolation.invalid("invalid-trigger", "trigger.on is one of " + Trigger.POINTS);
        }
        IntentCommand action = c.action();
        if (action == null || !c.actor().equals(action.actor())) {
            throw RuleViolation.invalid("invalid-readied-action", "the readied action is the actor's own command");
        }
        if (!(action instanceof IntentCommand.Attack || action instanceof IntentCommand.CastSpell
                || action instanceof IntentCommand.IdentifySpell)) {
            throw RuleViolation.illegal("invalid-readied-action", Playtest.READY, action.getClass().getSimpleName()
                    + " cannot be readied: a readied reaction attacks, casts a spell or identifies one");
        }
        return Outcome.of(new ActionReadied(f.step(), f.by(), c.actor(), t, action));
    }

    /** "By default, using the special ability of such an item requires an action." A healing item heals. */
    public static Outcome useItem(Facts f, UseItem c) {
        Acting.takesAction(f, c.actor());
        StatBlockRules.requireText("item", c.item());
        String target = c.target() == null ? c.actor() : c.target();
        Combatant receiver = Acting.living(f, target, "target", Playtest.USE_AN_ITEM);
        DiceExpression heal = c.heal() == null ? null : DiceExpression.parse(c.heal());
        Outcome used = Outcome.of(new ItemUsed(f.step(), f.by(), c.actor(), c.item(), target, c.heal()));
        return heal == null ? used : used.then(g -> healing(g, c, receiver.id(), heal));
    }

    /** A healing item's dice, rolled once it is used, and the hit points they give back (001 › Healing). */
    static Outcome healing(Facts f, UseItem c, String receiver, DiceExpression heal) {
        Roll roll = f.roll(c.actor(), "healing", heal, List.of(), Playtest.HEALING);
        return Damage.heal(f, receiver, c.item(), roll, roll.total());
    }

    static Ability ability(String code) {
        Ability a = code == null ? null : Ability.fromCode(code);
        if (a == null) {
            throw RuleViolation.invalid("invalid-ability", "ability is one of str, dex, con, int, wis, cha");
        }
        return a;
    }
}
