package battleledger.kernel.model;

import battleledger.kernel.support.OmittedWhenAbsent;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A combatant as the GM adds it to an encounter (DESIGN.md, the API, AddCombatant). The record is lenient so a
 * stored event always loads; {@link StatBlockRules#validate(StatBlock)} is what refuses bad input when a command
 * is decided.
 *
 * @param id              stable id used in commands ("teresa")
 * @param name            display name
 * @param side            the side it fights on; creatures on different sides are hostile to each other
 * @param abilities       the six ability scores
 * @param level           character level (0 for a monster without one)
 * @param ac              Armor Class
 * @param hp              maximum (and starting) hit points
 * @param speed           speed in feet
 * @param size            creature size
 * @param position        where it stands on the grid, or null
 * @param attacks         the attacks it can make
 * @param spells          the spells it knows or has prepared
 * @param slots           spell slots by level
 * @param resistances     damage types it resists
 * @param vulnerabilities damage types it is vulnerable to
 * @param immunities      damage types it is immune to
 * @param monster         a monster "that drops to 0 hit points typically just dies" (001 › Damage and Dying)
 * @param villain         a monster that falls unconscious and follows the dying rules like a character ("Mighty
 *                        villains and special nonplayer characters are common exceptions")
 * @param hitDie          the faces of its Hit Dice (it has one per level), 8 when not given
 * @param magic           how it casts spells, or null
 * @param creatureType    humanoid, undead, beast ... (what some spells can affect); humanoid when not given
 * @param gear            hands free and spell components carried; one hand free and a component pouch when not given
 * @param attributes      a Dragonbane character's attributes {@code str con agl int wil cha} (3–18), or null
 *                        (Dragonbane core rules › Attributes)
 * @param skills          a Dragonbane character's trained skills, name → skill level (1–18), or null
 *                        (Dragonbane core rules › Skills)
 * @param wp              a Dragonbane character's maximum (and starting) willpower points, or null
 *                        (Dragonbane core rules › Hit Points and Willpower Points)
 * @param armor           a Dragonbane armor rating, taken off every blow's damage, or null (Dragonbane core rules ›
 *                        Armor)
 * @param mage            a Dragonbane mage's school, prepared spells, grimoire, focus, ingredients and metal, or null
 *                        (004 › Casting Spells)
 */
public record StatBlock(String id, String name, String side, Abilities abilities, int level, int ac, int hp,
                        int speed, Size size, Position position, List<AttackProfile> attacks, List<String> spells,
                        Map<Integer, Integer> slots, List<String> resistances, List<String> vulnerabilities,
                        List<String> immunities, boolean monster, boolean villain, int hitDie, Magic magic,
                        String creatureType, Gear gear,
                        @OmittedWhenAbsent Map<String, Integer> attributes,
                        @OmittedWhenAbsent Map<String, Integer> skills,
                        @OmittedWhenAbsent Integer wp,
                        @OmittedWhenAbsent Integer armor,
                        @OmittedWhenAbsent Mage mage) {

    public StatBlock {
        size = size == null ? Size.MEDIUM : size;
        attacks = attacks == null ? List.of() : List.copyOf(attacks);
        spells = spells == null ? List.of() : List.copyOf(spells);
        slots = slots == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(slots));
        resistances = resistances == null ? List.of() : List.copyOf(resistances);
        vulnerabilities = vulnerabilities == null ? List.of() : List.copyOf(vulnerabilities);
        immunities = immunities == null ? List.of() : List.copyOf(immunities);
        hitDie = hitDie == 0 ? 8 : hitDie;
        creatureType = creatureType == null ? "humanoid" : creatureType;
        gear = gear == null ? Gear.DEFAULT : gear;
        attributes = attributes == null ? null : java.util.Collections.unmodifiableMap(new TreeMap<>(attributes));
        skills = skills == null ? null : java.util.Collections.unmodifiableMap(new TreeMap<>(skills));
    }

    /** A stat block of the playtest ruleset, which has no Dragonbane traits. */
    public StatBlock(String id, String name, String side, Abilities abilities, int level, int ac, int hp,
                     int speed, Size size, Position position, List<AttackProfile> attacks, List<String> spells,
                     Map<Integer, Integer> slots, List<String> resistances, List<String> vulnerabilities,
                     List<String> immunities, boolean monster, boolean villain, int hitDie, Magic magic,
                     String creatureType, Gear gear) {
        this(id, name, side, abilities, level, ac, hp, speed, size, position, attacks, spells, slots, resistances,
                vulnerabilities, immunities, monster, villain, hitDie, magic, creatureType, gear, null, null, null,
                null);
    }

    /** A stat block without a Dragonbane mage's magic. */
    public StatBlock(String id, String name, String side, Abilities abilities, int level, int ac, int hp,
                     int speed, Size size, Position position, List<AttackProfile> attacks, List<String> spells,
                     Map<Integer, Integer> slots, List<String> resistances, List<String> vulnerabilities,
                     List<String> immunities, boolean monster, boolean villain, int hitDie, Magic magic,
                     String creatureType, Gear gear, Map<String, Integer> attributes, Map<String, Integer> skills,
                     Integer wp, Integer armor) {
        this(id, name, side, abilities, level, ac, hp, speed, size, position, attacks, spells, slots, resistances,
                vulnerabilities, immunities, monster, villain, hitDie, magic, creatureType, gear, attributes, skills,
                wp, armor, null);
    }

    /** Its caster level: the magic's, or its level. */
    public int casterLevel() {
        return magic != null && magic.casterLevel() != null ? magic.casterLevel() : level;
    }

    /** Whether it simply dies at 0 hit points (001 › Damage and Dying › Monsters and Dying). */
    public boolean diesAtZero() {
        return monster && !villain;
    }

    public int modifier(Ability ability) {
        return abilities.modifier(ability);
    }

    public StatBlock at(Position newPosition) {
        return new StatBlock(id, name, side, abilities, level, ac, hp, speed, size, newPosition, attacks, spells,
                slots, resistances, vulnerabilities, immunities, monster, villain, hitDie, magic, creatureType, gear,
                attributes, skills, wp, armor, mage);
    }

    /** The same creature with other gear in hand (an item dropped or picked up). */
    public StatBlock withGear(Gear newGear) {
        return new StatBlock(id, name, side, abilities, level, ac, hp, speed, size, position, attacks, spells,
                slots, resistances, vulnerabilities, immunities, monster, villain, hitDie, magic, creatureType, newGear,
                attributes, skills, wp, armor, mage);
    }

    /** The same creature with its abilities and armor class as a ruleset reads them from its own traits. */
    public StatBlock withAbilities(Abilities newAbilities, int newAc) {
        return new StatBlock(id, name, side, newAbilities, level, newAc, hp, speed, size, position, attacks, spells,
                slots, resistances, vulnerabilities, immunities, monster, villain, hitDie, magic, creatureType, gear,
                attributes, skills, wp, armor, mage);
    }

    /** The same creature with its Dragonbane magic changed (spells prepared, the grimoire lost). */
    public StatBlock withMage(Mage newMage) {
        return new StatBlock(id, name, side, abilities, level, ac, hp, speed, size, position, attacks, spells,
                slots, resistances, vulnerabilities, immunities, monster, villain, hitDie, magic, creatureType, gear,
                attributes, skills, wp, armor, newMage);
    }
}
