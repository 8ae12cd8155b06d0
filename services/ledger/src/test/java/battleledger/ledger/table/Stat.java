package battleledger.ledger.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;

/**
 * A stat block for AddCombatant as JSON (DESIGN.md, the API), built the way a GM fills in a form: Medium, AC 12,
 * 20 hit points, abilities 10 unless told.
 */
public final class Stat {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ObjectNode block = JSON.createObjectNode();
    private final ObjectNode abilities = JSON.createObjectNode();
    private final ArrayNode attacks = JSON.createArrayNode();

    private Stat(String id) {
        block.put("id", id).put("name", id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1))
                .put("side", "heroes").put("level", 5).put("ac", 12).put("hp", 20).put("speed", 30)
                .put("size", "medium");
        for (String a : new String[]{"str", "dex", "con", "int", "wis", "cha"}) {
            abilities.put(a, 10);
        }
        block.set("abilities", abilities);
        block.set("attacks", attacks);
    }

    public static Stat named(String id) {
        return new Stat(id);
    }

    public Stat side(String side) {
        block.put("side", side);
        return this;
    }

    public Stat hp(int hp) {
        block.put("hp", hp);
        return this;
    }

    public Stat ac(int ac) {
        block.put("ac", ac);
        return this;
    }

    public Stat level(int level) {
        block.put("level", level);
        return this;
    }

    public Stat ability(String name, int score) {
        abilities.put(name, score);
        return this;
    }

    public Stat monster() {
        block.put("monster", true);
        return this;
    }

    public Stat at(int x, int y) {
        block.set("position", JSON.createObjectNode().put("x", x).put("y", y));
        return this;
    }

    public Stat size(String size) {
        block.put("size", size);
        return this;
    }

    /** A caster of the class ("wizard" casts with Int 18, "cleric" with Wis 18), training 2, 4 slots of each level. */
    public Stat caster(String spellClass, int casterLevel, String... spells) {
        String ability = spellClass.equals("cleric") ? "wis" : "int";
        abilities.put(ability, 18);
        block.set("magic", JSON.createObjectNode().put("ability", ability).put("spellClass", spellClass)
                .put("casterLevel", casterLevel).put("training", 2).put("rituals", spellClass.equals("wizard")));
        ArrayNode known = block.putArray("spells");
        for (String s : spells) {
            known.add(s);
        }
        ObjectNode slots = block.putObject("slots");
        for (int level = 1; level <= 9; level++) {
            slots.put(String.valueOf(level), 4);
        }
        return this;
    }

    /** Its magic is innate: no components, its casting cannot be perceived (000 › Perceiving a Caster at Work). */
    public Stat innate() {
        ((ObjectNode) block.get("magic")).put("innate", true).putNull("spellClass");
        return this;
    }

    public Stat type(String creatureType) {
        block.put("creatureType", creatureType);
        return this;
    }

    /** A melee weapon: Strength, proficiency 2, reach 5 ft. */
    public Stat sword(String damage) {
        attacks.addObject().put("name", "sword").put("ability", "str").put("proficiency", 2).put("damage", damage)
                .put("damageType", "slashing").put("reach", 5);
        return this;
    }

    /** A ranged weapon: Dexterity, proficiency 2, 80/320 ft. */
    public Stat bow(String damage) {
        ObjectNode bow = attacks.addObject().put("name", "bow").put("ability", "dex").put("proficiency", 2)
                .put("damage", damage).put("damageType", "piercing");
        bow.putArray("range").add(80).add(320);
        return this;
    }

    public String json() {
        return block.toString();
    }
}
