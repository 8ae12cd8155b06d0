package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Acting;
import battleledger.kernel.combat.Edges;
import battleledger.kernel.combat.Turns;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.IntentEvent.SpellChosen;
import battleledger.kernel.event.SpellEvent.ConcentrationChecked;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;
import battleledger.kernel.state.Pending;

import java.util.List;

/**
 * Casting a spell, through the stages of 002 › Stages of Spellcasting: choose the spell, choose the mode and targets,
 * begin (a trigger point), the concentration check if circumstances require it; it resolves when its turn in the
 * sequence comes ({@link SpellResolution}).
 * <p>Cites {@code Dusk.STAGES}.
 */
public final class Spellcasting {

    static final int DISRUPTION_DC = 10;

    private Spellcasting() {
    }

    public static void cast(Decision d, CastSpell c) {
        if (d.ruleset().castsWithWillpower()) { // 004 › Casting Spells: paid in WP, resolved at once
            Bluffing.notWithWillpower(c);
            WillpowerSpells.cast(d, c);
            return;
        }
        Battle b = d.battle();
        Combatant caster = d.combatant(c.actor(), "actor");
        Turns.requireSender(d, c.actor());
        SpellData spell = Choosing.known(c.spell());
        boolean reaction = false;
        if (b.phase() == Battle.Phase.COMBAT) {
            if (c.ritual()) {
                throw RuleViolation.conflict("ritual-takes-minutes", Playtest.RITUALS,
                        "completing a ritual takes several minutes: not in the middle of a fight");
            }
            boolean ownTurn = c.actor().equals(b.turn());
            if (ownTurn && (spell == null || !spell.reactionOnly())) {
                Acting.takesAction(d, c.actor()); // "you must cast a spell as an action" (001 › Casting a Spell)
            } else {
                reaction = true;
                asReactionNow(d, caster, spell);
            }
        } else {
            Acting.ableToAct(caster, "cast a spell");
        }
        Choosing.Chosen ch = Choosing.choose(d, caster, c, null, null);
        d.emit(new SpellChosen(d.step(), d.by(), c.actor(), ch.spell().id(), c.level(), c.mode(), c.targets(),
                c.point(), c.situation(), c.ritual(), c.holds(), reaction, c.bluff()));
        Pending p = begin(d, caster, ch, c);
        if (c.ritual() && b.phase() != Battle.Phase.COMBAT && ch.spell().ritual() != null) {
            // "Performing a ritual takes more time than simply casting a spell. Each ritual specifies the time needed
            // to complete it" (001 › Magic › Rituals): the clock moves on by it, and what waits for time happens
            d.emit(new battleledger.kernel.event.SpellEvent.RitualTimeSpent(d.step(), caster.id(), ch.spell().id(),
                    60L * ch.spell().ritual().minutes()));
        }
        String text = c.bluffs() || ch.spell().perceptibleWhenCastBy(caster.stats())
                ? caster.stats().name() + " begins " + ch.spell().name() : "a spell takes shape";
        d.owe(new Owed.TriggerPointOpened(TriggerPoint.declared(p, false, text), p));
    }

    /** "A few spells can be cast as reactions" (001 › Magic › Casting Time): off its own turn, with its reaction. */
    static void asReactionNow(Decision d, Combatant caster, SpellData spell) {
        Acting.noReactionAwaited(d);
        if (spell != null && spell.castingTime() == SpellData.CastingTime.ACTION) {
            throw RuleViolation.conflict("not-your-turn", Playtest.CASTING_TIME, spell.name()
                    + " takes an action: it is cast on its caster's turn, or readied");
        }
        Acting.reacts(caster);
    }

    /** A readied spell, declared in response to a trigger: its targets may name what set it off ("$trigger"). */
    public static Pending asReaction(Decision d, Combatant caster, CastSpell c, Offer offer) {
        Choosing.Chosen ch = Choosing.choose(d, caster, c, offer.against(), offer.pending());
        return begin(d, caster, ch, c);
    }

    // cites Dusk.CONCENTRATION
    /** "Begin the spell": the pending spell with its locked targets, then the concentration check. */
    static Pending begin(Decision d, Combatant caster, Choosing.Chosen ch, CastSpell c) {
        SpellData spell = ch.spell();
        Pending.Held held = c.holds() == null ? null : new Pending.Held(c.holds().spell(),
                c.holds().level() == null ? SpellBook.find(c.holds().spell()).level() : c.holds().level(),
                c.holds().mode(), c.holds().trigger());
        Pending p = new Pending(d.newId("p"), caster.id(), Pending.Kind.SPELL, spell.id(), ch.level(), c.mode(),
                ch.targets(), ch.aimedAt(), c.point(), null, false, false, null, false, c.situation(), ch.cost(), held);
        if (c.bluffs()) { // a show for everyone to see, with nothing to concentrate on (002 › Choose the spell)
            d.emit(new SpellBegun(d.step(), p.asBluff().recorded(), true));
            spokenAloud(d, caster, spell);
            return p.asBluff();
        }
        d.emit(new SpellBegun(d.step(), p.recorded(), spell.perceptibleWhenCastBy(caster.stats())));
        spokenAloud(d, caster, spell);
        return concentrates(d, caster, ch, c.point()) ? p : p.asInterrupted();
    }

    /**
     * A spell's words are a noise: "If you make a noise, such as yelling a warning to an ally or knocking over a vase,
     * you give away your position and are thus no longer hidden" (001 › Exploration › Stealth › Staying Quiet). A
     * hidden caster speaking a verbal component is found; innate magic needs no words.
     */
    static void spokenAloud(Decision d, Combatant caster, SpellData spell) {
        boolean words = spell.components().verbal() && (caster.stats().magic() == null
                || !caster.stats().magic().innate());
        if (words && caster.stance().hiding() != null) {
            d.emit(new battleledger.kernel.event.StanceEvent.Revealed(d.step(), caster.id(), java.util.List.of(),
                    "speaking a spell's words gives away its position"));
        }
    }

    /**
     * Spell disruption (001 › Magic › Spell Disruption): "When you cast a spell while within a hostile creature's
     * reach, the spell must target a creature within 5 feet of you or create an area of effect that includes a space
     * within 5 feet of you, otherwise you must first succeed on a DC 10 Dexterity check"; an intoxicated caster
     * "must first succeed on a DC 10 Constitution check" (001 › Conditions › Intoxicated). Failing wastes the action,
     * not the spell.
     */
    static boolean concentrates(Decision d, Combatant caster, Choosing.Chosen ch, battleledger.kernel.model.Spot point) {
        Battle b = d.battle();
        if (b.phase() == Battle.Phase.COMBAT) {
            boolean threatened = !Battlefield.threatening(b, caster.id()).isEmpty();
            boolean close = ch.targets().stream().anyMatch(t -> t.equals(caster.id())
                    || Battlefield.within(b, caster.id(), t, 5)) || Placement.near(b, caster, ch.spell(), point);
            if (threatened && !close && !check(d, caster, Ability.DEX, "casting within a hostile creature's reach",
                    Playtest.SPELLCASTING_IN_MELEE.citation())) {
                return false;
            }
        }
        return !caster.has(Condition.INTOXICATED) || check(d, caster, Ability.CON, "casting while intoxicated",
                Condition.INTOXICATED.rule().citation());
    }

    static boolean check(Decision d, Combatant caster, Ability ability, String reason, String rule) {
        Edges.Found edge = Edges.check(d.battle(), caster, ability);
        Roll roll = d.ruleset().check(d.dice(), caster, ability, DISRUPTION_DC, edge.edge(), List.of(), "concentration");
        Roll cited = new Roll(roll.roller(), roll.purpose(), roll.expression(), roll.dice(), roll.kept(),
                roll.modifiers(), roll.total(), roll.against(), roll.outcome(), rule, roll.advantage(),
                roll.disadvantage());
        boolean success = "success".equals(roll.outcome());
        d.emit(new ConcentrationChecked(d.step(), caster.id(), reason, cited, success));
        edge.spend(d, caster.id());
        return success;
    }
}
