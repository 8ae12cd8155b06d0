package battleledger.ledger.monsters;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A monster as the kernel's stat block (the combatant of AddCombatant). The engine adds the ability modifier to
 * attack and damage rolls itself (001 › Combat › Attack Basics › Attack Rolls, Damage Rolls), so the printed bonus
 * becomes the ability plus a training bonus, and the printed damage loses the ability modifier: a goblin's "+4 to
 * hit, 1d6+2" is Dexterity (+2) with training 2 and damage 1d6.
 */
public final class StatBlocks {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern DAMAGE = Pattern.compile("(\\d+d\\d+)([+-]\\d+)?");

    /** Those who add a monster without naming a side fight on this one. */
    public static final String DEFAULT_SIDE = "monsters";

    private StatBlocks() {
    }

    /** The combatant JSON for a monster, with its id and the default side. */
    public static ObjectNode of(Monster m) {
        ObjectNode c = NODES.objectNode();
        c.put("id", m.id());
        c.put("name", m.name());
        c.put("side", DEFAULT_SIDE);
        ObjectNode abilities = c.putObject("abilities");
        m.abilities().forEach(abilities::put);
        c.put("level", 0);
        c.put("ac", m.ac());
        c.put("hp", m.hp());
        c.put("speed", m.speed());
        c.put("size", m.size());
        ArrayNode attacks = c.putArray("attacks");
        for (Monster.Attack a : m.attacks()) {
            attacks.add(attack(a, modifier(m.abilities(), a.ability())));
        }
        strings(c.putArray("resistances"), m.resistances());
        strings(c.putArray("vulnerabilities"), m.vulnerabilities());
        strings(c.putArray("immunities"), m.immunities());
        c.put("monster", true);
        c.put("hitDie", faces(m.hitDice()));
        c.put("creatureType", m.type());
        return c;
    }

    static ObjectNode attack(Monster.Attack a, int modifier) {
        ObjectNode node = NODES.objectNode();
        node.put("name", a.name());
        node.put("ability", a.ability());
        node.put("proficiency", a.toHit() - modifier);
        node.put("damage", withoutModifier(a.damage(), modifier));
        node.put("damageType", a.damageType());
        if (a.reach() != null) {
            node.put("reach", a.reach());
        }
        if (a.range() != null) {
            ArrayNode range = node.putArray("range");
            a.range().forEach(range::add);
        }
        return node;
    }

    /** "1d6+2" less a modifier of 2 is "1d6"; "1d10" less 0 stays; "2d6+4" less 3 is "2d6+1". */
    static String withoutModifier(String damage, int modifier) {
        Matcher m = DAMAGE.matcher(damage.replace(" ", ""));
        if (!m.matches()) {
            throw new IllegalArgumentException("unreadable damage " + damage);
        }
        int rest = (m.group(2) == null ? 0 : Integer.parseInt(m.group(2))) - modifier;
        return m.group(1) + (rest > 0 ? "+" + rest : rest < 0 ? Integer.toString(rest) : "");
    }

    /** The ability modifier: (score − 10) / 2, rounded down (001 › Ability Scores › Ability Modifiers). */
    static int modifier(Map<String, Integer> abilities, String ability) {
        return Math.floorDiv(abilities.get(ability) - 10, 2);
    }

    static int faces(String hitDice) {
        return Integer.parseInt(hitDice.substring(hitDice.indexOf('d') + 1));
    }

    private static void strings(ArrayNode array, Iterable<String> values) {
        values.forEach(array::add);
    }

    /** Lays {@code overrides} over {@code base}: objects merge field by field, anything else replaces. */
    static void merge(ObjectNode base, JsonNode overrides) {
        overrides.fields().forEachRemaining(e -> {
            JsonNode old = base.get(e.getKey());
            if (old instanceof ObjectNode o && e.getValue().isObject()) {
                merge(o, e.getValue());
            } else {
                base.set(e.getKey(), e.getValue());
            }
        });
    }
}
