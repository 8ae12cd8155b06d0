package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;

import java.util.ArrayList;
import java.util.List;

/**
 * Attacks and the reactions against them (Dragonbane core rules › Melee Attacks, Ranged Attacks, Parrying, Dodging,
 * Armor): an attack is a roll of the weapon's skill; the defender may parry (with a melee weapon's skill) or dodge
 * (Evade), a reaction that replaces the defender's action of the round; a hit deals the weapon's damage minus the
 * defender's armor. Against a spell cast with a Dragon, the defence holds only with a Dragon (004 › Rolling a Dragon:
 * "your target must roll a dragon to resist, parry, or dodge the spell"); area spells are dodged, not parried
 * (004 › Area of Effect).
 */
public final class Fighting {

    /** What the defender does: nothing, parry with a weapon, or dodge. */
    public enum Defence { NONE, PARRY, DODGE }

    /** The attack, the defence if any, and the damage dealt after armor. */
    public record AttackOutcome(String attacker, String defender, String weapon, SkillRoll attackRoll,
                                SkillRoll defenceRoll, String defence, boolean hit, Roll damageRoll, int armor,
                                int damage) {
    }

    private Fighting() {
    }

    public static AttackOutcome attack(Dice dice, Fighter attacker, String weaponName, Fighter defender,
                                       Defence defence, String parryWeapon, int distanceMeters) {
        Weapon weapon = attacker.weapon(weaponName);
        if (!weapon.ranged() && distanceMeters > weapon.rangeMeters()) {
            throw RuleViolation.conflict("out-of-reach", DragonbaneRule.MELEE,
                    defender.id() + " is " + distanceMeters + " m away, out of reach of a melee weapon");
        }
        if (weapon.ranged() && distanceMeters > 2 * weapon.rangeMeters()) {
            throw RuleViolation.conflict("out-of-range", DragonbaneRule.RANGED,
                    defender.id() + " is beyond twice the " + weapon.name() + "'s range");
        }
        if (defence == Defence.PARRY && (parryWeapon == null || !defender.weapon(parryWeapon).canParry())) {
            throw RuleViolation.conflict("cannot-parry", DragonbaneRule.PARRY,
                    "a parry needs a melee weapon at hand");
        }
        Attribute attr = Skills.attributeOf(weapon.skill());
        List<String> banes = new ArrayList<>(Pushing.conditionBanes(attacker.conditions(), attr));
        if (weapon.ranged() && distanceMeters > weapon.rangeMeters()) {
            banes.add("beyond the weapon's range");
        }
        SkillRoll attackRoll = SkillRoll.roll(dice, attacker.id(), "attack with " + weapon.name(),
                attacker.skill(weapon.skill()), List.of(), banes,
                weapon.ranged() ? DragonbaneRule.RANGED : DragonbaneRule.MELEE);
        if (!attackRoll.succeeded()) {
            return new AttackOutcome(attacker.id(), defender.id(), weapon.name(), attackRoll, null, null, false,
                    null, defender.armor(), 0);
        }
        SkillRoll defenceRoll = defend(dice, defender, defence, parryWeapon, "attack");
        if (defenceRoll != null && defenceRoll.succeeded()) {
            return new AttackOutcome(attacker.id(), defender.id(), weapon.name(), attackRoll, defenceRoll,
                    defence.name().toLowerCase(), false, null, defender.armor(), 0);
        }
        Roll damage = Roller.roll(dice, attacker.id(), "damage with " + weapon.name(),
                DiceExpression.parse(weapon.damage()), List.<Modifier>of(), DragonbaneRule.ARMOR);
        int dealt = Math.max(0, damage.total() - defender.armor());
        return new AttackOutcome(attacker.id(), defender.id(), weapon.name(), attackRoll, defenceRoll,
                defence == Defence.NONE ? null : defence.name().toLowerCase(), true, damage, defender.armor(), dealt);
    }

    /** A parry or dodge roll, or null for no defence. */
    static SkillRoll defend(Dice dice, Fighter defender, Defence defence, String parryWeapon, String against) {
        if (defence == Defence.NONE) {
            return null;
        }
        String skill = defence == Defence.DODGE ? Skills.EVADE : defender.weapon(parryWeapon).skill();
        List<String> banes = Pushing.conditionBanes(defender.conditions(), Skills.attributeOf(skill));
        return SkillRoll.roll(dice, defender.id(), (defence == Defence.DODGE ? "dodge " : "parry ") + against,
                defender.skill(skill), List.of(), banes,
                defence == Defence.DODGE ? DragonbaneRule.DODGE : DragonbaneRule.PARRY);
    }

    /**
     * A target's defence against a spell: dodge (Evade), parry (a melee weapon's skill), or resist (a roll of the
     * attribute named in the spell's defences, e.g. {@code resist:wil}). It holds when the roll succeeds, or, against
     * a spell cast with a Dragon, only when it is itself a Dragon.
     */
    public static SkillRoll defendAgainstSpell(Dice dice, Fighter target, Spell spell, String how, String parryWeapon,
                                               boolean casterRolledDragon) {
        boolean allowed = spell.defences().stream().anyMatch(d -> d.equals(how) || d.startsWith(how + ":"));
        if (!allowed) {
            throw RuleViolation.conflict("defence-not-allowed",
                    "parry".equals(how) && spell.range().area() ? DragonbaneRule.AREA_OF_EFFECT : DragonbaneRule.DRAGON,
                    spell.name() + " can be met with " + spell.defences() + ", not " + how);
        }
        SkillRoll roll;
        if ("resist".equals(how)) {
            String spec = spell.defences().stream().filter(d -> d.startsWith("resist:")).findFirst().orElseThrow();
            Attribute a = Attribute.of(spec.substring("resist:".length()));
            roll = SkillRoll.roll(dice, target.id(), "resist " + spell.name(), target.attributes().get(a), List.of(),
                    Pushing.conditionBanes(target.conditions(), a), DragonbaneRule.DRAGON_AND_DEMON);
        } else {
            roll = defend(dice, target, "dodge".equals(how) ? Defence.DODGE : Defence.PARRY, parryWeapon,
                    spell.name());
        }
        return roll;
    }

    /** Whether a defence roll holds against a spell: a Dragon is needed when the caster rolled one. */
    public static boolean holds(SkillRoll defence, boolean casterRolledDragon) {
        return casterRolledDragon ? defence.dragon() : defence.succeeded();
    }
}
