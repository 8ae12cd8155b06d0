package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Acting;
import battleledger.kernel.combat.Edges;
import battleledger.kernel.command.IntentCommand.EndSpell;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.IntentEvent.IdentifyAttempted;
import battleledger.kernel.event.IntentEvent.SpellEnded;
import battleledger.kernel.event.SpellEvent.SpellIdentified;
import battleledger.kernel.model.Ability;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Xanathar;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Casting;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;

/**
 * Identifying a spell (000 › Identifying a Spell): "a character can use their reaction to identify a spell as it's
 * being cast, or they can use an action on their turn to identify a spell by its effect after it is cast ... an
 * Intelligence (Arcana) check ... The DC equals 15 + the spell's level. If the spell is cast as a class spell and the
 * character is a member of that class, the check is made with advantage." And ending one's own spell.
 */
public final class Identification {

    static final int BASE_DC = 15;

    private Identification() {
    }

    public static Outcome identify(Facts f, IdentifySpell c) {
        if (f.battle().phase() == Battle.Phase.COMBAT) {
            Acting.takesAction(f, c.actor());
        }
        return identified(f, c);
    }

    /** The actor may act (in a fight, with its action): the spell it would identify, perceived, and the check. */
    private static Outcome identified(Facts f, IdentifySpell c) {
        Combatant actor = f.combatant(c.actor(), "actor");
        Combatant caster = f.combatant(c.caster(), "caster");
        Casting.LastCast last = caster.casting().last();
        // who cast a spell nobody could see being cast is the GM's and the caster's (000 › Perceiving a Caster at
        // Work): a player naming such a caster hears what naming one that cast nothing says, or two refusals would
        // tell them apart for free; the GM, who knows, may ask for a character to identify it by its effect
        boolean told = f.byGm() || f.by().equals(caster.id());
        if (last == null || !last.perceptible() && !told) {
            throw RuleViolation.conflict("nothing-to-identify", Xanathar.IDENTIFYING, actor.stats().name()
                    + " saw no spell cast by " + caster.stats().name() + " to identify");
        }
        // by its effect after it is cast: "If the character perceived the casting, the spell's effect, or both"
        SpellData spell = SpellBook.find(last.spell());
        if (!(last.perceptible() && perceivesCasting(actor, spell)) && !(perceptibleEffect(spell) && sees(actor))) {
            throw RuleViolation.conflict("not-perceived", Xanathar.PERCEIVING, "neither the casting nor the effect of "
                    + "the spell could be perceived" + (perceives(actor) ? "" : " by " + actor.stats().name()));
        }
        return Outcome.of(new IdentifyAttempted(f.step(), f.by(), c.actor(), c.caster()))
                .then(g -> roll(g, actor, caster, last));
    }

    /**
     * "Many spells create obvious effects: explosions of fire, walls of ice, teleportation, and the like. Other spells,
     * such as charm person, display no visible, audible, or otherwise perceptible sign of their effects" (000 ›
     * Perceiving a Caster at Work): a spell whose only effect is a condition imposed shows none.
     */
    static boolean perceptibleEffect(SpellData spell) {
        return spell != null && !spell.effects().stream().allMatch(e -> e instanceof SpellEffect.Afflict);
    }

    /** As a reaction while the spell is being cast: the spell that set the readied action off. */
    public static Outcome asReaction(Facts f, Combatant actor, Offer offer) {
        Combatant caster = f.combatant(offer.against(), "caster");
        Casting.LastCast last = caster.casting().last();
        if (last == null) {
            throw RuleViolation.conflict("nothing-to-identify", Xanathar.IDENTIFYING, "no spell is being cast");
        }
        return check(f, actor, caster, last);
    }

    /**
     * "If the character perceived the casting" (000 › Identifying a Spell): the character itself, not the casting in
     * principle. A verbal component is heard, a somatic or material one seen (000 › Perceiving a Caster at Work): a
     * deafened character hears no word, a blinded one sees no gesture.
     */
    static boolean perceivesCasting(Combatant actor, SpellData spell) {
        SpellData.Components c = spell == null ? null : spell.components();
        return c != null && (c.verbal() && hears(actor) || (c.somatic() || c.material()) && sees(actor));
    }

    private static boolean sees(Combatant actor) {
        return !actor.has(battleledger.kernel.model.Condition.Effect.CANNOT_SEE);
    }

    private static boolean hears(Combatant actor) {
        return !actor.has(battleledger.kernel.model.Condition.Effect.CANNOT_HEAR);
    }

    private static boolean perceives(Combatant actor) {
        return sees(actor) || hears(actor);
    }

    /** As it is being cast only the casting itself can have been perceived. */
    static Outcome check(Facts f, Combatant actor, Combatant caster, Casting.LastCast last) {
        if (last.perceptible() && !perceivesCasting(actor, SpellBook.find(last.spell()))) {
            throw RuleViolation.conflict("not-perceived", Xanathar.PERCEIVING, actor.stats().name() + " could not "
                    + "perceive the casting: it neither heard its words nor saw its gestures or material");
        }
        if (!last.perceptible()) {
            throw RuleViolation.conflict("not-perceived", Xanathar.PERCEIVING, "the casting could not be perceived: "
                    + "it had no verbal, somatic or material component");
        }
        return roll(f, actor, caster, last);
    }

    /** "an Intelligence (Arcana) check ... The DC equals 15 + the spell's level", with advantage for a class peer. */
    static Outcome roll(Facts f, Combatant actor, Combatant caster, Casting.LastCast last) {
        SpellData spell = SpellBook.find(last.spell());
        Edges.Found edge = Edges.check(f.battle(), actor, Ability.INT, "arcana");
        String own = actor.stats().magic() == null ? null : actor.stats().magic().spellClass();
        String theirs = caster.stats().magic() == null ? null : caster.stats().magic().spellClass();
        if (own != null && own.equals(theirs) && spell.classes().contains(own) && !caster.stats().magic().innate()) {
            edge.edge().advantage("cast as a " + own + " spell");
        }
        // the level it was cast at: a spell cast with a higher slot is that level (as counterspell reads it)
        Roll roll = f.ruleset().check(f.dice(), actor, Ability.INT, BASE_DC + last.level(), edge.edge(),
                Edges.training(actor, "arcana"), "identify a spell");
        boolean success = "success".equals(roll.outcome());
        // a bluff identified is seen for what it is: no spell (002 › Stages of Spellcasting › Choose the spell)
        return Outcome.of(new SpellIdentified(f.step(), actor.id(), caster.id(), spell.id(), roll, success,
                success && last.bluff())).and(edge.spend(f, actor.id()));
    }

    /** "As an action, you can end a spell that you have cast." (001 › Magic › Duration) */
    public static Outcome endSpell(Facts f, EndSpell c) {
        if (f.battle().phase() == Battle.Phase.COMBAT) {
            Acting.takesAction(f, c.actor());
        }
        return ended(f, c);
    }

    /** The actor may act: its own lasting spell ends ({@link Durations#end}). */
    private static Outcome ended(Facts f, EndSpell c) {
        f.combatant(c.actor(), "actor");
        ActiveEffect e = c.effect() == null ? null : f.battle().effect(c.effect());
        if (e == null) {
            throw RuleViolation.unknown("unknown-effect", "no lasting spell \"" + c.effect() + "\" is in effect");
        }
        if (!e.caster().equals(c.actor())) {
            throw RuleViolation.illegal("not-your-spell", Playtest.DURATION, c.actor() + " did not cast " + e.spell());
        }
        return Outcome.of(new SpellEnded(f.step(), f.by(), c.actor(), c.effect()))
                .then(g -> Durations.end(g, e, "ended by its caster"));
    }
}
