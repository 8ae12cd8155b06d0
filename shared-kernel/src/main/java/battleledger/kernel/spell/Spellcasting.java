package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
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

    public static Outcome cast(Facts f, CastSpell c) {
        if (f.ruleset().castsWithWillpower()) { // 004 › Casting Spells: paid in WP, resolved at once
            Bluffing.notWithWillpower(c);
            return WillpowerSpells.cast(f, c);
        }
        Combatant caster = f.combatant(c.actor(), "actor");
        Turns.requireSender(f, c.actor());
        return spends(f, caster, c);
    }

    /** In a fight, the caster's action (on its turn) or its reaction (off it); outside one, only able to act. */
    private static Outcome spends(Facts f, Combatant caster, CastSpell c) {
        Battle b = f.battle();
        SpellData spell = Choosing.known(c.spell());
        if (b.phase() != Battle.Phase.COMBAT) {
            Acting.ableToAct(caster, "cast a spell");
            return chosen(f, caster, c, false);
        }
        if (c.ritual()) {
            throw RuleViolation.conflict("ritual-takes-minutes", Playtest.RITUALS,
                    "completing a ritual takes several minutes: not in the middle of a fight");
        }
        boolean ownTurn = c.actor().equals(b.turn());
        if (ownTurn && (spell == null || !spell.reactionOnly())) {
            // "you must cast a spell as an action" (001 › Casting a Spell)
            Acting.takesAction(f, c.actor());
            return chosen(f, caster, c, false);
        }
        asReactionNow(f, caster, spell);
        return chosen(f, caster, c, true);
    }

    /** The spell and its targets chosen, then begun. */
    private static Outcome chosen(Facts f, Combatant caster, CastSpell c, boolean reaction) {
        Battle b = f.battle();
        Choosing.Chosen ch = Choosing.choose(f, caster, c, null, null);
        return Outcome.of(new SpellChosen(f.step(), f.by(), c.actor(), ch.spell().id(), c.level(), c.mode(),
                c.targets(), c.point(), c.situation(), c.ritual(), c.holds(), reaction, c.bluff()))
                .then(g -> begin(g, caster, ch, c, (h, p) -> begun(h, caster, ch, c, b.phase(), p)));
    }

    /** The spell begun (and its concentration checked): a ritual's minutes pass; the trigger point is owed. */
    private static Outcome begun(Facts f, Combatant caster, Choosing.Chosen ch, CastSpell c, Battle.Phase phase,
                                 Pending p) {
        Outcome out = Outcome.none();
        if (c.ritual() && phase != Battle.Phase.COMBAT && ch.spell().ritual() != null) {
            // "Performing a ritual takes more time than simply casting a spell. Each ritual specifies the time needed
            // to complete it" (001 › Magic › Rituals): the clock moves on by it, and what waits for time happens
            out = Outcome.of(new battleledger.kernel.event.SpellEvent.RitualTimeSpent(f.step(), caster.id(),
                    ch.spell().id(), 60L * ch.spell().ritual().minutes()));
        }
        String text = c.bluffs() || ch.spell().perceptibleWhenCastBy(caster.stats())
                ? caster.stats().name() + " begins " + ch.spell().name() : "a spell takes shape";
        return out.owe(new Owed.TriggerPointOpened(TriggerPoint.declared(p, false, text), p));
    }

    /** "A few spells can be cast as reactions" (001 › Magic › Casting Time): off its own turn, with its reaction. */
    static void asReactionNow(Facts f, Combatant caster, SpellData spell) {
        Acting.noReactionAwaited(f);
        if (spell != null && spell.castingTime() == SpellData.CastingTime.ACTION) {
            throw RuleViolation.conflict("not-your-turn", Playtest.CASTING_TIME, spell.name()
                    + " takes an action: it is cast on its caster's turn, or readied");
        }
        Acting.reacts(caster);
    }

    /**
     * A readied spell, declared in response to a trigger: its targets may name what set it off ("$trigger").
     * {@code then} is handed the pending spell once it has begun (interrupted if its concentration check failed).
     */
    public static Outcome asReaction(Facts f, Combatant caster, CastSpell c, Offer offer,
                                     Outcome.NextWith<Pending> then) {
        Choosing.Chosen ch = Choosing.choose(f, caster, c, offer.against(), offer.pending());
        return begin(f, caster, ch, c, then);
    }

    // cites Dusk.CONCENTRATION
    /**
     * "Begin the spell": the pending spell with its locked targets, then the concentration check; {@code then} is
     * handed the pending spell as it stands after the check.
     */
    static Outcome begin(Facts f, Combatant caster, Choosing.Chosen ch, CastSpell c,
                         Outcome.NextWith<Pending> then) {
        SpellData spell = ch.spell();
        Pending.Held held = c.holds() == null ? null : new Pending.Held(c.holds().spell(),
                c.holds().level() == null ? SpellBook.find(c.holds().spell()).level() : c.holds().level(),
                c.holds().mode(), c.holds().trigger());
        Pending p = new Pending(f.newId("p"), caster.id(), Pending.Kind.SPELL, spell.id(), ch.level(), c.mode(),
                ch.targets(), ch.aimedAt(), c.point(), null, false, false, null, false, c.situation(), ch.cost(), held);
        if (c.bluffs()) { // a show for everyone to see, with nothing to concentrate on (002 › Choose the spell)
            return Outcome.of(new SpellBegun(f.step(), p.asBluff().recorded(), true))
                    .and(spokenAloud(f, caster, spell)).then(g -> then.after(g, p.asBluff()));
        }
        return Outcome.of(new SpellBegun(f.step(), p.recorded(), spell.perceptibleWhenCastBy(caster.stats())))
                .and(spokenAloud(f, caster, spell))
                .then(g -> concentrates(g, caster, ch, c.point(), (h, kept) -> then.after(h, kept ? p
                        : p.asInterrupted())));
    }

    /**
     * A spell's words are a noise: "If you make a noise, such as yelling a warning to an ally or knocking over a vase,
     * you give away your position and are thus no longer hidden" (001 › Exploration › Stealth › Staying Quiet). A
     * hidden caster speaking a verbal component is found; innate magic needs no words. (The caster as it began.)
     */
    static Outcome spokenAloud(Facts f, Combatant caster, SpellData spell) {
        boolean words = spell.components().verbal() && (caster.stats().magic() == null
                || !caster.stats().magic().innate());
        return words && caster.stance().hiding() != null
                ? Outcome.of(new battleledger.kernel.event.StanceEvent.Revealed(f.step(), caster.id(), List.of(),
                "speaking a spell's words gives away its position")) : Outcome.none();
    }

    /**
     * Spell disruption (001 › Magic › Spell Disruption): "When you cast a spell while within a hostile creature's
     * reach, the spell must target a creature within 5 feet of you or create an area of effect that includes a space
     * within 5 feet of you, otherwise you must first succeed on a DC 10 Dexterity check"; an intoxicated caster
     * "must first succeed on a DC 10 Constitution check" (001 › Conditions › Intoxicated). Failing wastes the action,
     * not the spell. {@code then} is handed whether the caster kept its concentration.
     */
    static Outcome concentrates(Facts f, Combatant caster, Choosing.Chosen ch, battleledger.kernel.model.Spot point,
                                Outcome.NextWith<Boolean> then) {
        Battle b = f.battle();
        if (b.phase() == Battle.Phase.COMBAT) {
            boolean threatened = !Battlefield.threatening(b, caster.id()).isEmpty();
            boolean close = ch.targets().stream().anyMatch(t -> t.equals(caster.id())
                    || Battlefield.within(b, caster.id(), t, 5)) || Placement.near(b, caster, ch.spell(), point);
            if (threatened && !close) {
                SpellPieces.Judged dex = check(f, caster, Ability.DEX, "casting within a hostile creature's reach",
                        Playtest.SPELLCASTING_IN_MELEE.citation());
                return dex.events().then(g -> dex.success() ? sober(g, caster, then) : then.after(g, false));
            }
        }
        return sober(f, caster, then);
    }

    /** An intoxicated caster's Constitution check (001 › Conditions › Intoxicated); a sober one needs none. */
    private static Outcome sober(Facts f, Combatant caster, Outcome.NextWith<Boolean> then) {
        if (!caster.has(Condition.INTOXICATED)) {
            return then.after(f, true);
        }
        SpellPieces.Judged con = check(f, caster, Ability.CON, "casting while intoxicated",
                Condition.INTOXICATED.rule().citation());
        return con.events().then(g -> then.after(g, con.success()));
    }

    /** The DC 10 check, rolled now, with the events that record it and spend the edges it used. */
    static SpellPieces.Judged check(Facts f, Combatant caster, Ability ability, String reason, String rule) {
        Edges.Found edge = Edges.check(f.battle(), caster, ability);
        Roll roll = f.ruleset().check(f.dice(), caster, ability, DISRUPTION_DC, edge.edge(), List.of(),
                "concentration");
        Roll cited = new Roll(roll.roller(), roll.purpose(), roll.expression(), roll.dice(), roll.kept(),
                roll.modifiers(), roll.total(), roll.against(), roll.outcome(), rule, roll.advantage(),
                roll.disadvantage());
        boolean success = "success".equals(roll.outcome());
        return new SpellPieces.Judged(success, Outcome.of(new ConcentrationChecked(f.step(), caster.id(), reason, cited,
                success)).and(edge.spend(f, caster.id())));
    }
}
