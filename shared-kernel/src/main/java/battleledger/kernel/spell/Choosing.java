package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.battlefield.Sightings;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.MagicRules;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * "Choose the spell: ... you must be able to pay all costs ... and perform all actions (verbal, somatic, etc.) it
 * requires. Choose the mode: ... The mode and all targets must be legal for you to choose (you can't target things
 * you can't see ...)" (002 › Stages of Spellcasting). A spell that cannot be cast is refused; nothing happens.
 */
final class Choosing {

    private Choosing() {
    }

    /** What was chosen: the spell, the slot level, what it costs, and the locked targets. */
    record Chosen(SpellData spell, int level, Pending.Cost cost, List<String> targets, String aimedAt) {
    }

    /** The spell a command names; one that does not exist is refused before anything the battle's state forbids. */
    static SpellData known(String id) {
        SpellData spell = SpellBook.find(id);
        if (spell == null) {
            throw RuleViolation.unknown("unknown-spell", "no spell \"" + id + "\"; the spells are " + SpellBook.ids());
        }
        return spell;
    }

    /**
     * @param triggerBy      the creature that set off a readied spell (for "$trigger"), or null
     * @param triggerPending the pending action that set it off, or null
     */
    static Chosen choose(Facts f, Combatant caster, CastSpell c, String triggerBy, String triggerPending) {
        SpellData spell = known(c.spell());
        boolean bluff = c.bluffs(); // a bluff need not be castable (002 › Choose the spell)
        if (bluff) {
            Bluffing.check(c);
        }
        if (!bluff && !caster.stats().spells().contains(spell.id())) {
            throw RuleViolation.illegal("spell-not-known", Playtest.CASTING_A_SPELL,
                    caster.stats().name() + " does not know " + spell.name() + ": \"you must have access to a spell "
                            + "to cast it\"");
        }
        int level = bluff ? Bluffing.level(spell, c) : level(f, caster, spell, c);
        Pending.Cost cost = c.ritual() ? Pending.Cost.RITUAL : Pending.Cost.SLOT;
        if (!bluff) {
            components(f.battle(), caster, spell);
        }
        mode(spell, c.mode());
        // an ethereal caster inside a wall "cannot target anything but the object" (001 › Conditions › Ethereal)
        if (spell.targeting().kind() != SpellData.Targeting.Kind.SELF
                && !resolve(c.targets(), triggerBy).equals(List.of(caster.id()))) {
            RuleViolation inside = battleledger.kernel.combat.InsideObjects.targeting(f.battle(), caster);
            if (inside != null) {
                throw inside;
            }
        }
        List<String> targets = new ArrayList<>();
        String aimedAt = null;
        switch (spell.targeting().kind()) {
            case SELF -> targets.add(caster.id());
            case SPELL -> aimedAt = aimedAt(f.battle(), c, triggerPending);
            case CREATURES -> targets.addAll(creatures(f, caster, spell, c, triggerBy));
            case AREA -> targets.addAll(inArea(f, caster, spell, c, triggerBy));
        }
        if (spell.effects().stream().anyMatch(e -> e instanceof SpellEffect.Contingency)) {
            held(caster, c);
        }
        return new Chosen(spell, level, cost, targets, aimedAt);
    }

    /** The slot level: the spell's own, or higher; a slot left of it; a ritual needs none but takes minutes. */
    static int level(Facts f, Combatant caster, SpellData spell, CastSpell c) {
        if (c.ritual()) {
            if (caster.stats().magic() == null || !caster.stats().magic().rituals()) {
                throw RuleViolation.illegal("rituals-not-allowed", Playtest.RITUALS,
                        "\"You cannot use a spell as a ritual unless you have a special ability or a class feature\"");
            }
            if (spell.ritual() == null) {
                throw RuleViolation.illegal("not-a-ritual", Playtest.RITUALS, spell.name() + " has no ritual version");
            }
            Integer carried = caster.stats().gear().ritualGp();
            if (carried != null && carried - caster.casting().ritualGp() < spell.ritual().gp()) {
                throw RuleViolation.conflict("no-ritual-components", Playtest.RITUALS, spell.name() + " as a ritual "
                        + "consumes " + spell.ritual().gp() + " gp of components; " + caster.stats().name()
                        + " has " + (carried - caster.casting().ritualGp()) + " gp left");
            }
            return spell.level();
        }
        return f.ruleset().castingLevel(caster,
                new MagicRules.SpellAsked(spell.name(), spell.level(), spell.minor(), c.level()));
    }

    /** "if you are silenced or don't have a hand free, you cannot cast a spell" (001 › Magic › Spell Components). */
    static void components(Battle b, Combatant caster, SpellData spell) {
        if (caster.stats().magic() != null && caster.stats().magic().innate()) {
            return; // innate spellcasting needs no components (000 › Perceiving a Caster at Work)
        }
        if (spell.components().somatic() && caster.stats().gear().handsFree() < 1) {
            throw RuleViolation.conflict("no-hand-free", Playtest.SPELL_COMPONENTS, caster.stats().name()
                    + " has no hand free for the gestures of " + spell.name());
        }
        if (spell.components().material() && !caster.stats().gear().materials()) {
            throw RuleViolation.conflict("no-materials", Playtest.SPELL_COMPONENTS, caster.stats().name()
                    + " does not have the material components of " + spell.name());
        }
        if (spell.components().verbal()) {
            if (Durations.silencing(b, caster.id()) != null) {
                throw RuleViolation.conflict("silenced", Playtest.SPELL_COMPONENTS, caster.stats().name()
                        + " is inside a silence and cannot speak the words of " + spell.name());
            }
            List<Condition> mute = caster.with(Condition.Effect.CANNOT_SPEAK);
            if (!mute.isEmpty()) {
                throw RuleViolation.conflict("cannot-speak", mute.get(0).rule(), caster.stats().name()
                        + " cannot speak while " + mute.get(0).name().toLowerCase());
            }
        }
    }

    static void mode(SpellData spell, String mode) {
        // a spell with modes needs one named (List.of(...).contains(null) would throw: found by the property test)
        if (spell.modes().isEmpty() ? mode != null : mode == null || !spell.modes().contains(mode)) {
            throw RuleViolation.invalid("invalid-mode", spell.modes().isEmpty()
                    ? spell.name() + " has no modes" : spell.name() + "'s mode is one of " + spell.modes());
        }
    }

    /** Creatures targeted directly: seen, not behind total cover, within range (001 › Magic › Targets, Range). */
    static List<String> creatures(Facts f, Combatant caster, SpellData spell, CastSpell c, String triggerBy) {
        List<String> targets = resolve(c.targets(), triggerBy);
        if (targets.isEmpty() || targets.size() > spell.targeting().max()) {
            throw RuleViolation.invalid("invalid-targets", spell.name() + " takes 1 to "
                    + spell.targeting().max() + " targets");
        }
        for (String id : targets) {
            Combatant t = f.combatant(id, "targets[]");
            Situation s = Sightings.situation(f.battle(), caster.id(), id, c.situation(), f.byGm());
            if (t.dead()) {
                throw RuleViolation.conflict("target-dead", Dusk.CHOOSE_MODE, t.stats().name() + " is dead");
            }
            if (id.equals(caster.id())) {
                continue; // "If you are ... within range of a spell you cast, you can target yourself."
            }
            if (t.away()) {
                throw RuleViolation.conflict("out-of-range", Playtest.SPELL_RANGE, t.stats().name() + " is far away");
            }
            if (s.unseen() || caster.has(Condition.Effect.CANNOT_SEE) || t.has(Condition.Effect.UNSEEN)
                    || t.stance().hiding() != null
                    && t.stance().hiding().from().contains(caster.id())) {
                throw RuleViolation.illegal("cannot-see-target", Playtest.SPELL_TARGETS,
                        "\"You must be able to see a creature that you target directly with a spell\"");
            }
            if (harmful(spell) && caster.has(Condition.CHARMED) && id.equals(caster.sourceOf(Condition.CHARMED))) {
                throw RuleViolation.illegal("charmed", Condition.CHARMED.rule(), caster.stats().name() + " is charmed"
                        + " by " + t.stats().name() + " and cannot target it with harmful magical effects");
            }
            if (s.cover() == Situation.Cover.TOTAL) {
                throw RuleViolation.illegal("total-cover", Playtest.SPELL_TARGETS,
                        "\"You cannot target a creature with a spell if that creature has total cover\"");
            }
            if (spell.range().kind() == SpellData.Range.Kind.TOUCH && !Battlefield.within(f.battle(), caster.id(), id,
                    5)) {
                throw RuleViolation.conflict("out-of-reach", Playtest.SPELL_RANGE, spell.name() + " needs a touch: "
                        + t.stats().name() + " is not within reach");
            }
            if (spell.range().kind() == SpellData.Range.Kind.FEET && s.distance() != null
                    && s.distance() > spell.range().feet()) {
                throw RuleViolation.conflict("out-of-range", Playtest.SPELL_RANGE, t.stats().name() + " is "
                        + s.distance() + " feet away; " + spell.name() + " reaches " + spell.range().feet());
            }
        }
        return targets;
    }

    /** A spell that hurts or hinders whom it targets: damage, an attack, a condition imposed. */
    static boolean harmful(SpellData spell) {
        return spell.effects().stream().anyMatch(e -> e instanceof SpellEffect.Damage || e instanceof SpellEffect.Attack
                || e instanceof SpellEffect.Afflict || e instanceof SpellEffect.Rift);
    }

    /**
     * Without a grid, the creatures in an area are named; "This requirement does not apply when you include a
     * creature in an area of effect." On a grid the area's point is chosen (within range) and the creatures in it
     * are found when it goes off; an emanation may instead be centred on one creature within range.
     */
    static List<String> inArea(Facts f, Combatant caster, SpellData spell, CastSpell c, String triggerBy) {
        List<String> targets = resolve(c.targets(), triggerBy);
        for (String id : targets) {
            f.combatant(id, "targets[]");
        }
        if (!Battlefield.gridded(f.battle())) {
            return targets;
        }
        if (spell.zone() && c.point() == null && targets.size() == 1) {
            Combatant centre = f.battle().combatant(targets.get(0));
            if (!centre.id().equals(caster.id()) && centre.stance().hiding() != null
                    && centre.stance().hiding().from().contains(caster.id())) {
                // "A creature from which you are hidden cannot target you with attacks or spell effects that require
                // it to pick a specific target" (001 › Exploration › Stealth › Benefits of Being Hidden); refused
                // before its distance is measured, which would tell where the hidden creature stands
                throw RuleViolation.illegal("cannot-see-target", Playtest.HIDDEN, "a zone centred on a creature "
                        + "picks it as a specific target; " + caster.stats().name() + " does not know where it is");
            }
            int feet = Battlefield.distance(f.battle(), caster.id(), targets.get(0));
            if (spell.range().kind() == SpellData.Range.Kind.FEET && feet > spell.range().feet()) {
                throw RuleViolation.conflict("out-of-range", Playtest.SPELL_RANGE, targets.get(0) + " is " + feet
                        + " feet away; " + spell.name() + " reaches " + spell.range().feet());
            }
            return targets;
        }
        if (!targets.isEmpty()) {
            throw RuleViolation.invalid("targets-from-area", "on a grid the creatures in " + spell.name()
                    + "'s area follow from its point: give the point, not the targets");
        }
        Placement.requireInRange(f.battle(), caster, spell, c.point());
        return targets;
    }

    static String aimedAt(Battle b, CastSpell c, String triggerPending) {
        String id = c.targets().size() == 1 && Trigger.SET_OFF_BY.equals(c.targets().get(0)) ? triggerPending
                : c.targets().size() == 1 ? c.targets().get(0) : null;
        Sequence seq = b.sequence();
        if (id == null || seq == null || !seq.unresolved(id) || seq.pending(id).kind() != Pending.Kind.SPELL) {
            throw RuleViolation.illegal("no-spell-to-target", Dusk.SEQUENCES,
                    "this spell acts on a spell being cast: it is cast as a reaction, while that spell is pending");
        }
        return id;
    }

    static void held(Combatant caster, CastSpell c) {
        if (c.holds() == null || c.holds().trigger() == null) {
            throw RuleViolation.invalid("missing-field", "a contingency needs the spell it holds and its trigger");
        }
        var t = c.holds().trigger();
        if (!battleledger.kernel.model.Trigger.CONDITIONS.contains(t.on()) || t.below() == null || t.below() < 1
                || t.below() > battleledger.kernel.model.StatBlockRules.MAX_HP) {
            throw RuleViolation.invalid("invalid-trigger", "a contingency waits for one of "
                    + battleledger.kernel.model.Trigger.CONDITIONS + ", with \"below\" a number of hit points");
        }
        if (t.by() != null && !("self".equals(t.by().side()) && t.by().id() == null
                || t.by().side() == null && caster.id().equals(t.by().id())) || t.target() != null) {
            // the contingency watches its caster's own hit points: a trigger naming anyone else would be silently
            // read as the caster's
            throw RuleViolation.invalid("invalid-trigger", "a contingency watches its caster: its trigger's \"by\""
                    + " is {\"side\":\"self\"} or left out, and it names no target");
        }
        SpellData held = SpellBook.find(c.holds().spell());
        if (held == null || !caster.stats().spells().contains(held.id()) || held.level() > 5
                || held.targeting().kind() != SpellData.Targeting.Kind.SELF) {
            throw RuleViolation.illegal("invalid-contingency", Playtest.CASTING_A_SPELL,
                    "a contingency holds a known spell of 5th level or lower that targets its caster");
        }
    }

    static List<String> resolve(List<String> ids, String triggerBy) {
        List<String> out = new ArrayList<>();
        for (String id : ids) {
            if (Trigger.SET_OFF_BY.equals(id)) {
                if (triggerBy == null) {
                    throw RuleViolation.invalid("no-trigger", "\"$trigger\" names what set off a readied spell");
                }
                out.add(triggerBy);
            } else {
                out.add(id);
            }
        }
        return out;
    }
}
