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

    /**
     * The weapon skills whose weapons are metal, or partly so, unless told otherwise: 004 › Magic and Metal, "This
     * includes partially metal items such as axes, spears, studded leather, and arrows (but not staves, clubs, or
     * slings)" — axes, spears, swords and knives, and the bows and crossbows whose arrows and bolts are at hand.
     * Staves, slings and brawling never are; a hammer may be a club or a war hammer, so only a stat block that says
     * so ({@code mage.metal}) makes it metal.
     */
    public static final java.util.Set<String> METAL_SKILLS = java.util.Set.of("axes", "spears", "swords", "knives",
            "bows", "crossbows");

    /** Whether a weapon of this skill is metal by itself (see {@link #METAL_SKILLS}). */
    public static boolean metalBySkill(String skill) {
        return METAL_SKILLS.contains(skill);
    }

    /** Ranged weapons cannot parry (Dragonbane core rules › Parrying). */
    public boolean canParry() {
        return !ranged;
    }
}
