package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.rules.Rule;

/**
 * Citations of the second ruleset, {@code dragonbane}: the sections of {@code 004_66e30bd8ecf33c33.txt}
 * (Dragonbane, "Casting Spells"), and the facts of the Dragonbane core rules that 004 leans on, each cited as
 * "Dragonbane core rules › topic" (facts carried over, not text).
 */
public final class DragonbaneRule {

    public static final String SEED = "004";
    /** The core rules that 004 cites by page; only the facts listed in issue 11 are carried over. */
    public static final String CORE = "Dragonbane core rules";

    private DragonbaneRule() {
    }

    private static Rule r(String... headings) {
        return Rule.of(SEED, headings);
    }

    private static Rule core(String topic) {
        return Rule.of(CORE, topic);
    }

    // 004, section by section
    public static final Rule CASTING_SPELLS = r("Casting Spells");
    /**
     * Magic tricks: 004 has no section of their own; the rule is in the opening paragraph of "Casting Spells" ("Magic
     * tricks succeed automatically and always cost 1 WP", said again under Power Level), so that is what is cited.
     */
    public static final Rule MAGIC_TRICKS = r("Casting Spells");
    public static final Rule ZERO_WP = r("Casting Spells", "Zero WP");
    public static final Rule CASTING_TIME = r("Casting Spells", "Casting Time");
    public static final Rule RANGE = r("Casting Spells", "Range");
    public static final Rule AREA_OF_EFFECT = r("Casting Spells", "Range", "Area of Effect");
    public static final Rule SPHERE = r("Casting Spells", "Range", "Sphere");
    public static final Rule CONE = r("Casting Spells", "Range", "Cone");
    public static final Rule DURATION = r("Casting Spells", "Duration");
    /** A round is 10 seconds, a stretch 15 minutes, a shift 6 hours (the core rules' measures of time). */
    public static final Rule TIME = core("Time");
    public static final Rule FAILURE = r("Casting Spells", "Failure, Dragons and Demons");
    public static final Rule DRAGON = r("Casting Spells", "Failure, Dragons and Demons", "Rolling a Dragon");
    public static final Rule DEMON = r("Casting Spells", "Failure, Dragons and Demons", "Rolling a Demon");
    public static final Rule POWER_LEVEL = r("Casting Spells", "Power Level");
    public static final Rule POWER_FROM_THE_BODY = r("Casting Spells", "Power from the Body");
    public static final Rule REQUIREMENTS = r("Casting Spells", "Requirements");
    public static final Rule RANK = r("Casting Spells", "Rank");
    public static final Rule MAGIC_AND_METAL = r("Casting Spells", "Magic and Metal");
    public static final Rule PREPARED_SPELLS = r("Casting Spells", "Prepared Spells");
    public static final Rule GRIMOIRE = r("Casting Spells", "Grimoire");
    public static final Rule LOST_GRIMOIRE = r("Casting Spells", "Grimoire", "Lost Grimoire");
    public static final Rule NEWLY_CREATED_MAGE = r("Newly Created Mage");

    // The core rules 004 leans on
    public static final Rule ATTRIBUTES = core("Attributes");
    public static final Rule BASE_CHANCE = core("Base Chance");
    public static final Rule SKILLS = core("Skills");
    public static final Rule SKILL_ROLLS = core("Skill Rolls");
    public static final Rule BOONS_AND_BANES = core("Boons and Banes");
    public static final Rule DRAGON_AND_DEMON = core("Dragons and Demons");
    public static final Rule PUSHING = core("Pushing Your Roll");
    public static final Rule CONDITIONS = core("Conditions");
    public static final Rule INITIATIVE = core("Initiative");
    public static final Rule ACTIONS = core("Actions and Movement");
    public static final Rule MELEE = core("Melee Attacks");
    public static final Rule RANGED = core("Ranged Attacks");
    public static final Rule ARMOR = core("Armor");
    public static final Rule PARRY = core("Parrying");
    public static final Rule DODGE = core("Dodging");
    public static final Rule PARRY_AND_DODGE = core("Parrying and Dodging");
    public static final Rule DEATH_ROLLS = core("Death Rolls");
    public static final Rule HIT_POINTS_AND_WILLPOWER = core("Hit Points and Willpower Points");
}
