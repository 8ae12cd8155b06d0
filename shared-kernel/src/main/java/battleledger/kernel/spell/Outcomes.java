package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.model.Situation;
import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.combat.Edges;
import battleledger.kernel.combat.Strikes;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.DiceTerm;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.SpellEvent.DamageRolled;
import battleledger.kernel.event.SpellEvent.ReactionsDenied;
import battleledger.kernel.event.SpellEvent.Teleported;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.ArrayList;
import java.util.List;

/** What each reusable piece of a spell does when the spell resolves. */
final class Outcomes {

    private Outcomes() {
    }

    /**
     * What each kind of effect does: a sealed {@code switch} with no {@code default}, so an effect nothing handles
     * does not compile (issue 10, item 5). The pieces that change a pending spell act only on the spell they are
     * aimed at.
     */
    static void apply(Decision d, Pending p, SpellData spell, Combatant caster, List<String> targets,
                      SpellEffect effect, Pending aimed) {
        switch (effect) {
            case SpellEffect.Damage e -> damage(d, p, spell, caster, targets, e);
            case SpellEffect.Attack e -> attack(d, p, spell, caster, targets, e);
            case SpellEffect.Heal e -> heal(d, p, spell, caster, targets, e);
            case SpellEffect.Afflict e -> afflict(d, p, spell, caster, targets, e);
            case SpellEffect.ArmorBonus e -> Durations.start(d, p, spell, targets, null);
            case SpellEffect.Resistance e -> Durations.start(d, p, spell, targets, null);
            case SpellEffect.FeatherFall e -> Durations.start(d, p, spell, targets, null);
            case SpellEffect.Rift e -> Durations.start(d, p, spell, targets, null);
            case SpellEffect.Contingency e -> Durations.start(d, p, spell, targets, null);
            case SpellEffect.Zone e -> zone(d, p, spell, targets);
            case SpellEffect.Teleport e -> targets.forEach(t -> d.emit(new Teleported(d.step(), t)));
            case SpellEffect.NoReactions e -> { } // it acts with the spell attack that hits (attack, below)
            case SpellEffect.Counter e -> {
                if (aimed != null) {
                    Reshaping.counter(d, p, caster, e, aimed);
                }
            }
            case SpellEffect.Deflect e -> {
                if (aimed != null) {
                    Reshaping.deflect(d, p, caster, aimed);
                }
            }
            case SpellEffect.ChangeEnergy e -> {
                if (aimed != null) {
                    Reshaping.changeEnergy(d, p, aimed);
                }
            }
        }
    }

    private static void heal(Decision d, Pending p, SpellData spell, Combatant caster, List<String> targets,
                             SpellEffect.Heal heal) {
        DiceExpression dice = upcast(heal.dice(), heal.dice(), p.level() - spell.level());
        List<Modifier> mods = heal.addModifier()
                ? List.of(new Modifier(ability(caster).code(), caster.stats().modifier(ability(caster))))
                : List.of();
        Roll roll = d.roll(p.actor(), "healing", dice, mods, Playtest.HEALING);
        d.emit(new DamageRolled(d.step(), p.id(), p.actor(), List.of(roll)));
        targets.forEach(t -> Damage.heal(d, t, spell.name(), null, Math.max(0, roll.total())));
    }

    private static void afflict(Decision d, Pending p, SpellData spell, Combatant caster, List<String> targets,
                                SpellEffect.Afflict afflict) {
        List<String> held = new ArrayList<>();
        for (String t : targets) {
            if (afflict.save() == null || !saves(d, p, spell, caster, t, afflict.save().ability())) {
                Afflictions.impose(d, t, afflict.condition(), afflict.bySource() ? p.actor() : spell.id(),
                        spell.name());
                held.add(t);
            }
        }
        if (spell.lasting() && !held.isEmpty()) {
            Durations.start(d, p, spell, held, null);
        }
    }

    /** Centred on the one creature named, or (on a grid) on the spot cast at. */
    private static void zone(Decision d, Pending p, SpellData spell, List<String> targets) {
        boolean onSpot = p.point() != null && battleledger.kernel.battlefield.Battlefield.gridded(d.battle());
        Durations.start(d, p, spell, targets, !onSpot && targets.size() == 1 ? targets.get(0) : null);
    }

    /**
     * Damage "rolled once for all the targets" (001 › Damage Rolls), each target saving on its own against 10 + the
     * caster's magic ability modifier (001 › Magic › Spells and Saving Throws); a changed energy replaces its types.
     */
    static void damage(Decision d, Pending p, SpellData spell, Combatant caster, List<String> targets,
                       SpellEffect.Damage dmg) {
        String type = p.energy() != null ? p.energy() : dmg.type();
        String alsoType = dmg.alsoType() == null ? null : p.energy() != null ? p.energy() : dmg.alsoType();
        List<Roll> rolls = new ArrayList<>();
        Roll main = d.roll(p.actor(), "damage", upcast(dmg.dice(), dmg.perSlotLevel(), p.level() - spell.level()),
                List.of(), Playtest.DAMAGE_ROLLS);
        rolls.add(main);
        Roll also = dmg.alsoDice() == null ? null
                : d.roll(p.actor(), "damage", DiceExpression.parse(dmg.alsoDice()), List.of(), Playtest.DAMAGE_ROLLS);
        if (also != null) {
            rolls.add(also);
        }
        d.emit(new DamageRolled(d.step(), p.id(), p.actor(), rolls));
        for (String t : targets) {
            boolean saved = dmg.save() != null && saves(d, p, spell, caster, t, dmg.save().ability());
            hurt(d, p, t, type, main, saved, dmg);
            if (also != null) {
                hurt(d, p, t, alsoType, also, saved, dmg);
            }
        }
    }

    static void hurt(Decision d, Pending p, String target, String type, Roll roll, boolean saved,
                     SpellEffect.Damage dmg) {
        int total = Math.max(0, roll.total());
        List<Modifier> before = !saved ? List.of() : dmg.save().halfOnSuccess()
                ? List.of(new Modifier("saved: half", -(total - total / 2)))
                : List.of(new Modifier("saved", -total));
        Damage.deal(d, target, new Damage.Blow(p.actor(), type, null, total, false, false, before));
    }

    // cites Playtest.ATTACK_SPELLS
    /** A spell attack: d20 + magic ability modifier + magic training, against AC (001 › Magic › Attack Spells). */
    static void attack(Decision d, Pending p, SpellData spell, Combatant caster, List<String> targets,
                       SpellEffect.Attack attack) {
        Ability ability = ability(caster);
        int training = caster.stats().magic() == null ? 0 : caster.stats().magic().training();
        String type = p.energy() != null ? p.energy() : attack.type();
        AttackProfile profile = new AttackProfile(spell.name(), ability.code(), training, attack.dice(), type,
                attack.melee() ? 5 : null, attack.melee() ? null : List.of(spell.range().feet(), spell.range().feet()));
        for (String t : targets) {
            // "add any modifiers (including the ability modifier you used to make the attack)" (001 › Damage Rolls);
            // on a grid, cover and sight come from where the two stand, as for a weapon attack (003 › Cover)
            AttackRolled rolled = Strikes.strike(d, new Strikes.Strike(p.actor(), t, profile, attack.melee(),
                    Placement.cover(d.battle(), p, spell, t), false, false, true));
            if (rolled.hit() && spell.effects().stream().anyMatch(e -> e instanceof SpellEffect.NoReactions)) {
                d.emit(new ReactionsDenied(d.step(), t));
            }
        }
    }

    /** A saving throw against the spell: cover and Dodge help Dexterity saves (001 › Cover; Dodge). */
    static boolean saves(Decision d, Pending p, SpellData spell, Combatant caster, String targetId, Ability ability) {
        Combatant target = d.battle().combatant(targetId);
        int dc = 10 + caster.stats().modifier(ability(caster));
        List<Modifier> mods = new ArrayList<>();
        Situation cover = Placement.cover(d.battle(), p, spell, targetId);
        if (ability == Ability.DEX && cover.cover().bonus() > 0) {
            mods.add(new Modifier(cover.coverSource(), cover.cover().bonus())); // 001 › Attack Basics › Cover
        }
        mods.addAll(Edges.saveBonuses(target, ability)); // Dodge (001 › Combat › Actions in Combat › Dodge)
        Edges.Found edge = Edges.save(target, ability);
        Roll roll = d.ruleset().save(d.dice(), target, ability, dc, edge.edge(), mods, spell.name());
        d.emit(new SavingThrowMade(d.step(), targetId, ability.code(), spell.name(), roll));
        edge.spend(d, targetId);
        return "success".equals(roll.outcome());
    }

    /** The dice of a spell cast with a higher slot: {@code per} more dice for each level above its own. */
    static DiceExpression upcast(String dice, String per, int levelsAbove) {
        DiceExpression base = DiceExpression.parse(dice);
        if (per == null || levelsAbove <= 0) {
            return base;
        }
        List<DiceTerm> terms = new ArrayList<>(base.terms());
        DiceExpression more = DiceExpression.parse(per);
        for (int i = 0; i < levelsAbove; i++) {
            terms.addAll(more.terms());
        }
        return new DiceExpression(terms, base.constant());
    }

    /** The caster's magic ability (Intelligence when its stat block names none). */
    static Ability ability(Combatant caster) {
        Ability a = caster.stats().magic() == null ? null : Ability.fromCode(caster.stats().magic().ability());
        return a == null ? Ability.INT : a;
    }
}
