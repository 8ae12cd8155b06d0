package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.state.Combatant;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Dragonbane combatant as the API gives it: the shared stat block (id, name, side, hp, speed, position, attacks)
 * with Dragonbane's traits (Dragonbane core rules › Attributes, Skills, Hit Points and Willpower Points, Armor).
 * An attack's {@code ability} names the weapon skill it is rolled with ("swords", "bows"). The shared rules read the
 * six attributes as the six abilities (AGL as Dexterity, WIL as Wisdom); the armor class is 0, since a Dragonbane
 * attack rolls against the attacker's skill, not the defender's armor.
 */
public final class StatBlocks {

    static final int MAX_HP = 99;
    static final int MAX_WP = 99;
    static final int MAX_ARMOR = 10;
    static final List<String> KEYS = List.of("str", "con", "agl", "int", "wil", "cha");

    private StatBlocks() {
    }

    /** Checks a Dragonbane combatant and completes it for the shared rules. */
    static StatBlock admit(StatBlock s) {
        StatBlockRules.requireId("combatant.id", s.id());
        if (StatBlockRules.GM.equals(s.id())) {
            throw RuleViolation.invalid("invalid-id", "\"gm\" is reserved for the game master");
        }
        StatBlockRules.requireText("combatant.name", s.name());
        StatBlockRules.requireText("combatant.side", s.side());
        if (s.attributes() == null) {
            throw RuleViolation.invalid("missing-field", DragonbaneRule.ATTRIBUTES,
                    "combatant.attributes is required: str con agl int wil cha, each 3 to 18");
        }
        if (!Set.copyOf(KEYS).equals(s.attributes().keySet())) {
            throw RuleViolation.invalid("attribute-out-of-range", DragonbaneRule.ATTRIBUTES,
                    "combatant.attributes names exactly str con agl int wil cha; got " + s.attributes().keySet());
        }
        if (s.attributes().values().stream().anyMatch(java.util.Objects::isNull)) {
            throw RuleViolation.invalid("attribute-out-of-range", DragonbaneRule.ATTRIBUTES,
                    "every attribute is a number from 3 to 18");
        }
        Attributes attributes = attributes(s);
        Skills.checked(s.skills());
        MageTraits.check(s, attributes); // 004 › Casting Spells: the spells learned and the mage's magic
        range("combatant.hp", s.hp(), 1, MAX_HP, DragonbaneRule.HIT_POINTS_AND_WILLPOWER);
        range("combatant.wp", s.wp() == null ? 0 : s.wp(), 0, MAX_WP, DragonbaneRule.HIT_POINTS_AND_WILLPOWER);
        range("combatant.armor", s.armor() == null ? 0 : s.armor(), 0, MAX_ARMOR, DragonbaneRule.ARMOR);
        StatBlockRules.range("combatant.speed", s.speed(), 0, 1_000);
        if (s.position() != null && !s.position().withinLimits()) {
            throw RuleViolation.invalid("out-of-bounds", "combatant.position lies outside the grid's limits");
        }
        Abilities abilities = Abilities.of(attributes.str(), attributes.agl(), attributes.con(),
                attributes.intelligence(), attributes.wil(), attributes.cha());
        // a stored event's stat block carries the abilities read from its attributes: deciding it again admits it
        boolean ownAbilities = s.abilities() == null || s.abilities().equals(abilities) && s.ac() == 0;
        if (!s.slots().isEmpty() || s.magic() != null || !ownAbilities) {
            throw RuleViolation.invalid("traits-of-another-ruleset", "abilities, slots and magic are the "
                    + "playtest's; a Dragonbane combatant has attributes, skills, hp, wp and armor");
        }
        if (s.attacks().size() > 50) {
            throw RuleViolation.invalid("out-of-bounds", "at most 50 weapons");
        }
        java.util.Set<String> names = new java.util.HashSet<>();
        for (AttackProfile a : s.attacks()) {
            StatBlockRules.requireText("combatant.attacks[].name", a.name());
            if (!names.add(a.name())) {
                throw RuleViolation.invalid("duplicate-attack", "two attacks are named " + a.name());
            }
            Skills.attributeOf(a.ability());
            DiceExpression.parse(a.damage());
            if (!a.melee() && !a.ranged()) {
                throw RuleViolation.invalid("missing-field", "attack " + a.name() + " needs a reach or a range");
            }
        }
        return MageTraits.newlyCreated(s.withAbilities(abilities, 0), attributes);
    }

    private static void range(String field, int value, int min, int max, battleledger.kernel.rules.Rule rule) {
        if (value < min || value > max) {
            throw RuleViolation.invalid("out-of-bounds", rule, field + " is " + min + " to " + max + "; got "
                    + value);
        }
    }

    static Attributes attributes(StatBlock s) {
        Map<String, Integer> a = s.attributes();
        return new Attributes(a.get("str"), a.get("con"), a.get("agl"), a.get("int"), a.get("wil"), a.get("cha"));
    }

    /** The attribute a shared rule's ability stands for (AGL for Dexterity, WIL for Wisdom). */
    static Attribute attributeOf(Ability ability) {
        return ATTRIBUTE.get(ability);
    }

    private static final Map<Ability, Attribute> ATTRIBUTE = new EnumMap<>(Map.of(Ability.STR, Attribute.STR,
            Ability.DEX, Attribute.AGL, Ability.CON, Attribute.CON, Ability.INT, Attribute.INT,
            Ability.WIS, Attribute.WIL, Ability.CHA, Attribute.CHA));

    /** A combatant's level in a skill: trained, or else the base chance of its attribute. */
    static int skill(Combatant c, String skill) {
        Map<String, Integer> trained = c.stats().skills() == null ? Map.of() : c.stats().skills();
        return Skills.level(trained, attributes(c.stats()), skill);
    }
}
