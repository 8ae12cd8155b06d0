package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.ruleset.CastPush;
import battleledger.kernel.ruleset.MagicRules;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.ruleset.MagicRules.SpellHit;
import battleledger.kernel.ruleset.MagicRules.WillpowerAsk;
import battleledger.kernel.ruleset.MagicRules.WillpowerCast;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Willpower;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Dragonbane cast over the seam (004 › Casting Spells): the combatant as the battle has it, read as a
 * {@link Fighter} (its WP the maximum less what it spent, its ingredients less those consumed, its weapons at hand
 * its attacks), the cast as a {@link CastRequest}, checked and rolled by {@link Casting}, and the outcome as the
 * shared casting rule records it.
 */
final class WillpowerCasting {

    private WillpowerCasting() {
    }

    static WillpowerCast cast(Dice dice, Combatant caster, WillpowerAsk ask) {
        Spell spell = Grimoire.spell(ask.command().spell());
        return outcome(spell, ask.command(), Casting.cast(request(fighter(caster), spell, ask), dice), true);
    }

    /**
     * A failed cast pushed (004 › Casting Spells: "You can push the roll if this optional rule is used"): the mage
     * as it was before the cast, so its WP are spent once (004 › Failure: "you still spend your WP"), the casting
     * roll made again with the condition tied to WIL (Dragonbane core rules › Pushing Your Roll), and the cast
     * resolved with it; the power drawn from the body is not drawn again.
     */
    static CastPush.Outcome pushed(Dice dice, Combatant caster, WillpowerAsk ask, CastPush push) {
        Spell spell = Grimoire.spell(ask.command().spell());
        Fighter now = fighter(caster);
        Fighter before = new Fighter(now.id(), now.attributes(), now.skills(), now.hp(), now.maxHp(), push.wpBefore(),
                now.maxWp(), now.armor(), now.metalArmor(), now.atHand(), now.conditions(), now.magic());
        Casting.PushedCast p = Casting.push(request(before, spell, ask), CombatantRolls.skillRoll(push.failed()),
                push.bodyRoll(), push.wpGained(), push.optionOn(), dice, push.condition());
        SkillRoll again = p.outcome().castingRoll();
        return new CastPush.Outcome(new Ruleset.Pushed(again.roll(), again.succeeded(), again.dragon(),
                Condition.valueOf(p.condition().toUpperCase()), DragonbaneRule.PUSHING),
                outcome(spell, ask.command(), p.outcome(), false));
    }

    private static CastRequest request(Fighter caster, Spell spell, WillpowerAsk ask) {
        CastSpell c = ask.command();
        return new CastRequest(caster, spell, c.power(), c.powerFromBody(), c.exempt(),
                Boolean.TRUE.equals(c.fromGrimoire()), c.dragonChoice(), ask.targets().stream()
                .map(t -> new CastRequest.SpellTarget(t.id(), t.meters())).toList(), ask.inCombat(),
                ask.actionAvailable(), ask.banes(), ask.ownTurn());
    }

    /**
     * The outcome as the shared casting rule records it; a pushed cast ({@code first} false) leaves out the body's
     * roll and damage (the failed cast recorded them) and uses no action; its casting roll is the roll pushed.
     */
    private static WillpowerCast outcome(Spell spell, CastSpell c, CastOutcome o, boolean first) {
        List<Roll> rolls = new ArrayList<>();
        Map<Roll, Boolean> seen = new IdentityHashMap<>();
        List<SpellHit> hits = new ArrayList<>();
        for (CastOutcome.Effect e : o.effects()) {
            if (e.roll() != null && seen.put(e.roll(), Boolean.TRUE) == null) {
                rolls.add(e.roll());
            }
            hits.add(new SpellHit(e.target(), e.kind(), e.amount(), e.detail()));
        }
        // the level charged (004 › Power from the Body: with the body's WP, perhaps below the level asked)
        Integer power = c.power() == null ? null : Integer.valueOf(o.power());
        return new WillpowerCast(spell.id(), spell.name(), power, first ? o.bodyRoll() : null,
                first ? o.wpGained() : 0, o.castingRoll() == null ? null : o.castingRoll().roll(), o.cast(),
                o.succeeded(), o.dragonChoice(), o.cost(), o.wpSpent(), o.wpAfter(), first ? o.bodyDamage() : 0, hits,
                first && o.usesAction(), o.concentrating(), o.mishapPossible(), o.castAgain(), o.exempt(),
                first && o.cast() ? o.ingredientConsumed() : null, o.rangeMeters(), rolls,
                (spell.trick() ? DragonbaneRule.MAGIC_TRICKS : DragonbaneRule.CASTING_SPELLS).citation(),
                dodged(spell, o));
    }

    /**
     * Who stands in a sphere (the mage left out: 004 › Sphere) or a cone aimed from the mage (its width the distance
     * from the mage: 004 › Cone) on the grid, by the shared geometry of {@link SpellAreas}; a named target outside
     * the area is refused; null for a spell without an area.
     */
    static List<MagicRules.SpellTarget> area(battleledger.kernel.ruleset.WillpowerArea ask) {
        Spell spell = Grimoire.spell(ask.spell());
        if (!spell.range().area()) {
            return null;
        }
        boolean cone = spell.range().shape() == Spell.SpellRange.Shape.CONE;
        if (cone && (ask.aim() == null || ask.aim().equals(ask.at()))) {
            throw RuleViolation.invalid("cone-needs-aim", DragonbaneRule.CONE, spell.name() + " is a cone from the"
                    + " mage: give the point it is aimed at, or a target to aim it at");
        }
        List<MagicRules.SpellTarget> in = new ArrayList<>();
        for (CastRequest.SpellTarget t : SpellAreas.inSpaces(ask.grid(), spell, ask.caster(), ask.at(),
                cone ? ask.aim() : null, ask.creatures(), ask.blockers(), ask.method())) {
            in.add(new MagicRules.SpellTarget(t.id(), t.meters()));
        }
        for (String named : ask.named()) {
            if (!cone && named.equals(ask.caster())) {
                throw RuleViolation.conflict("sphere-excludes-mage", DragonbaneRule.SPHERE,
                        "a sphere affects all targets within the area except the mage themself");
            }
            if (in.stream().noneMatch(t -> t.id().equals(named))) {
                throw RuleViolation.conflict("not-in-area", cone ? DragonbaneRule.CONE : DragonbaneRule.SPHERE,
                        named + " does not stand in the " + (cone ? "cone" : "sphere") + " of " + spell.name());
            }
        }
        return in;
    }

    /**
     * A spell that deals damage is offered to each target's defence before the damage lands, as the spell's data
     * allows: an area spell dodged, not parried (004 › Area of Effect); a single-target spell parried and/or dodged
     * (004 › Rolling a Dragon: "your target must roll a dragon to resist, parry, or dodge the spell" — a spell can
     * be parried or dodged; which, each spell's {@code defences} say). After a Dragon on the casting roll only a
     * Dragon defends (ibid.).
     */
    static MagicRules.SpellDodge dodged(Spell spell, CastOutcome o) {
        boolean damages = o.effects().stream().anyMatch(e -> "damage".equals(e.kind()));
        boolean dodge = spell.defences().contains(Defending.DODGE);
        if (!damages || spell.range().area()) {
            return damages && dodge ? new MagicRules.SpellDodge(o.defenceNeedsDragon(), false,
                    DragonbaneRule.AREA_OF_EFFECT) : null;
        }
        boolean parry = spell.defences().contains(Defending.PARRY);
        return dodge || parry ? new MagicRules.SpellDodge(o.defenceNeedsDragon(), parry, DragonbaneRule.DRAGON) : null;
    }

    /** The combatant as the casting rules read it. */
    static Fighter fighter(Combatant c) {
        StatBlock s = c.stats();
        Mage mage = s.mage();
        Willpower will = c.casting().will();
        int maxWp = s.wp() == null ? 0 : s.wp();
        List<String> metal = mage == null ? List.of() : mage.metal();
        List<Weapon> atHand = new ArrayList<>();
        for (AttackProfile a : s.attacks()) {
            if (s.gear().held() != null && !s.gear().holds(a.name())) {
                // 004 › Magic and Metal: "Items in your inventory do not count": with its hands followed
                // (gear.held), a weapon it does not hold is in its pack or on the ground, not at hand
                continue;
            }
            // 004 › Magic and Metal: an axe, spear, sword, knife or bow is metal at hand; others when the stat block
            // says so
            boolean isMetal = metal.contains(a.name()) || Weapon.metalBySkill(a.ability());
            atHand.add(new Weapon(a.name(), a.ability(), a.damage(), isMetal, !a.melee(),
                    a.melee() ? 2 : rangeMeters(a)));
        }
        Fighter.Magic magic = null;
        if (mage != null || !s.spells().isEmpty()) {
            Mage m = mage == null ? new Mage(null, null, null, null, null, null, null) : mage;
            List<String> ingredients = new ArrayList<>(m.ingredients());
            will.consumed().forEach(ingredients::remove);
            magic = new Fighter.Magic(school(m.school()), s.spells(), m.prepared(), m.grimoire(), ingredients,
                    m.focus(), c.with(Condition.Effect.CANNOT_SPEAK).isEmpty(),
                    s.gear().handsFree() > 0, m.recorded());
        }
        return new Fighter(c.id(), StatBlocks.attributes(s), s.skills(), Math.max(0, c.hp()), s.hp(),
                Math.max(0, maxWp - will.spent()), maxWp, s.armor() == null ? 0 : s.armor(),
                mage != null && mage.metalArmor(), atHand, CombatantRolls.conditions(c), magic);
    }

    private static int rangeMeters(AttackProfile a) {
        return a.range() == null || a.range().isEmpty() ? 0 : a.range().get(0);
    }

    static School school(String name) {
        if (name == null) {
            return School.GENERAL;
        }
        for (School s : School.values()) {
            if (s.key().equals(name)) {
                return s;
            }
        }
        throw RuleViolation.invalid("unknown-school", DragonbaneRule.CASTING_SPELLS,
                "a school of magic is animism, elementalism or mentalism, not \"" + name + "\"");
    }
}
