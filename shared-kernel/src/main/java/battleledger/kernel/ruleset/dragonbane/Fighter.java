package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A Dragonbane combatant as the rules read it: attributes, trained skills, hit points and willpower points with
 * their maximums (Dragonbane core rules › Hit Points and Willpower Points), armor rating and whether the armor is
 * metal, the weapons at hand (not the inventory: 004 › Magic and Metal), the conditions it has, and its magic.
 */
public record Fighter(String id, Attributes attributes, Map<String, Integer> skills, int hp, int maxHp, int wp,
                      int maxWp, int armor, boolean metalArmor, List<Weapon> atHand, Set<String> conditions,
                      Magic magic) {

    public Fighter {
        skills = Skills.checked(skills);
        atHand = atHand == null ? List.of() : List.copyOf(atHand);
        conditions = conditions == null ? Set.of() : Set.copyOf(new TreeSet<>(conditions));
        if (maxHp < 1 || maxHp > 99 || hp < 0 || hp > maxHp) {
            throw RuleViolation.invalid("hp-out-of-range", DragonbaneRule.HIT_POINTS_AND_WILLPOWER,
                    "hit points are 0 to the maximum (1–99); got " + hp + " of " + maxHp);
        }
        if (maxWp < 0 || maxWp > 99 || wp < 0 || wp > maxWp) {
            throw RuleViolation.invalid("wp-out-of-range", DragonbaneRule.HIT_POINTS_AND_WILLPOWER,
                    "willpower points are 0 to the maximum (0–99); got " + wp + " of " + maxWp);
        }
        if (armor < 0 || armor > 10) {
            throw RuleViolation.invalid("armor-out-of-range", DragonbaneRule.ARMOR, "an armor rating is 0 to 10");
        }
    }

    /** A mage's magic: school, spells learned and prepared, the grimoire, and what its requirements need. */
    public record Magic(School school, List<String> known, List<String> prepared, boolean grimoire,
                        List<String> ingredients, boolean focus, boolean canSpeak, boolean handsFree,
                        List<String> recorded) {
        public Magic {
            known = known == null ? List.of() : List.copyOf(known);
            prepared = prepared == null ? List.of() : List.copyOf(prepared);
            ingredients = ingredients == null ? List.of() : List.copyOf(ingredients);
            recorded = recorded == null ? null : List.copyOf(recorded);
        }

        /** A mage whose grimoire records every spell it has learned. */
        public Magic(School school, List<String> known, List<String> prepared, boolean grimoire,
                     List<String> ingredients, boolean focus, boolean canSpeak, boolean handsFree) {
            this(school, known, prepared, grimoire, ingredients, focus, canSpeak, handsFree, null);
        }

        /** 004 › Grimoire: whether {@code spell} is recorded in the grimoire (any learned one when not told). */
        public boolean records(String spell) {
            return recorded == null || recorded.contains(spell);
        }

        public Magic withPrepared(List<String> spells) {
            return new Magic(school, known, spells, grimoire, ingredients, focus, canSpeak, handsFree, recorded);
        }

        public Magic withGrimoire(boolean has) {
            return new Magic(school, known, prepared, has, ingredients, focus, canSpeak, handsFree, recorded);
        }

        public Magic withIngredients(List<String> left) {
            return new Magic(school, known, prepared, grimoire, left, focus, canSpeak, handsFree, recorded);
        }
    }

    public int skill(String name) {
        return Skills.level(skills, attributes, name);
    }

    public Fighter withHp(int newHp) {
        return new Fighter(id, attributes, skills, Math.max(0, Math.min(maxHp, newHp)), maxHp, wp, maxWp, armor,
                metalArmor, atHand, conditions, magic);
    }

    public Fighter withWp(int newWp) {
        return new Fighter(id, attributes, skills, hp, maxHp, Math.max(0, Math.min(maxWp, newWp)), maxWp, armor,
                metalArmor, atHand, conditions, magic);
    }

    public Fighter withCondition(String condition) {
        Set<String> more = new TreeSet<>(conditions);
        more.add(condition);
        return new Fighter(id, attributes, skills, hp, maxHp, wp, maxWp, armor, metalArmor, atHand, more, magic);
    }

    public Fighter withMagic(Magic newMagic) {
        return new Fighter(id, attributes, skills, hp, maxHp, wp, maxWp, armor, metalArmor, atHand, conditions,
                newMagic);
    }

    public Fighter withAtHand(List<Weapon> weapons) {
        return new Fighter(id, attributes, skills, hp, maxHp, wp, maxWp, armor, metalArmor, weapons, conditions,
                magic);
    }

    public Weapon weapon(String name) {
        return atHand.stream().filter(w -> w.name().equals(name)).findFirst().orElseThrow(() ->
                RuleViolation.unknown("unknown-weapon", id + " has no weapon called \"" + name + "\" at hand"));
    }
}
