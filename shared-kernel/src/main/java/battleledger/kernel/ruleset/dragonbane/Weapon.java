package battleledger.kernel.ruleset.dragonbane;

/**
 * A weapon held at hand (Dragonbane core rules › Melee Attacks, Ranged Attacks): the skill it is used with, its
 * damage dice, whether it can parry, whether it is a ranged weapon and how far it reaches, and whether it is (even
 * partly) metal, which forbids magic while it is at hand (004 › Magic and Metal: "axes, spears, studded leather,
 * and arrows (but not staves, clubs, or slings)").
 */
public record Weapon(String name, String skill, String damage, boolean metal, boolean ranged, int rangeMeters) {

    public Weapon {
        Skills.attributeOf(skill);
        battleledger.kernel.dice.DiceExpression.parse(damage);
    }

    public static Weapon melee(String name, String skill, String damage, boolean metal) {
        return new Weapon(name, skill, damage, metal, false, 2);
    }

    public static Weapon ranged(String name, String skill, String damage, boolean metal, int rangeMeters) {
        return new Weapon(name, skill, damage, metal, true, rangeMeters);
    }

    /** Ranged weapons cannot parry (Dragonbane core rules › Parrying). */
    public boolean canParry() {
        return !ranged;
    }
}
