package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;

import java.util.Map;
import java.util.TreeMap;

/**
 * Skills and the attribute each belongs to (Dragonbane core rules › Skills). A skill the character has not trained
 * has the base chance of its attribute as its level; a trained skill's level is given with the character (1–18).
 * Only the skills a battle with spells needs are listed: the weapon skills, Evade, Awareness and the three schools
 * of magic.
 */
public final class Skills {

    public static final String EVADE = "evade";
    public static final String AWARENESS = "awareness";
    public static final String ANIMISM = "animism";
    public static final String ELEMENTALISM = "elementalism";
    public static final String MENTALISM = "mentalism";

    private static final Map<String, Attribute> ATTRIBUTE = new TreeMap<>(Map.ofEntries(
            Map.entry("axes", Attribute.STR), Map.entry("bows", Attribute.AGL), Map.entry("brawling", Attribute.STR),
            Map.entry("crossbows", Attribute.AGL), Map.entry("hammers", Attribute.STR),
            Map.entry("knives", Attribute.AGL), Map.entry("slings", Attribute.AGL), Map.entry("spears", Attribute.STR),
            Map.entry("staves", Attribute.AGL), Map.entry("swords", Attribute.STR), Map.entry(EVADE, Attribute.AGL),
            Map.entry(AWARENESS, Attribute.INT), Map.entry(ANIMISM, Attribute.WIL),
            Map.entry(ELEMENTALISM, Attribute.WIL), Map.entry(MENTALISM, Attribute.WIL)));

    private Skills() {
    }

    /** Every skill this engine knows, by name, with its attribute. */
    public static Map<String, Attribute> known() {
        return ATTRIBUTE;
    }

    public static Attribute attributeOf(String skill) {
        Attribute a = ATTRIBUTE.get(skill);
        if (a == null) {
            throw RuleViolation.invalid("unknown-skill", DragonbaneRule.SKILLS,
                    "no skill is called \"" + skill + "\"; the skills are " + ATTRIBUTE.keySet());
        }
        return a;
    }

    /** Checks a character's trained skills: known names, levels 1–18. */
    public static Map<String, Integer> checked(Map<String, Integer> skills) {
        Map<String, Integer> out = new TreeMap<>();
        if (skills == null) {
            return out;
        }
        skills.forEach((name, level) -> {
            attributeOf(name);
            if (level == null || level < 1 || level > 18) {
                throw RuleViolation.invalid("skill-out-of-range", DragonbaneRule.SKILLS,
                        "a skill level is 1 to 18; " + name + " is " + level);
            }
            out.put(name, level);
        });
        return out;
    }

    /** The level of {@code skill}: the trained level, or else the base chance of its attribute. */
    public static int level(Map<String, Integer> trained, Attributes attributes, String skill) {
        Integer level = trained.get(skill);
        return level != null ? level : attributes.baseChance(attributeOf(skill));
    }
}
