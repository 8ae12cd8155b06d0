package battleledger.ledger.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The commands of a battle as a virtual tabletop sends them, each by the combatant's own player. */
public final class Orders {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A readied action's trigger: "when some enemy begins a spell" (002 › Sequences). */
    public static final String WHEN_AN_ENEMY_CASTS = "{\"on\":\"SpellBegun\",\"by\":{\"side\":\"enemy\"}}";

    private Orders() {
    }

    public static ObjectNode command(String type, String actor) {
        return JSON.createObjectNode().put("type", type).put("actor", actor).put("by", actor);
    }

    public static String cast(String actor, String spell, String... targets) {
        return castNode(actor, spell, null, targets).toString();
    }

    public static String castAs(String actor, String spell, String mode, String... targets) {
        return castNode(actor, spell, mode, targets).toString();
    }

    public static ObjectNode castNode(String actor, String spell, String mode, String... targets) {
        ObjectNode c = command("CastSpell", actor).put("spell", spell);
        if (mode != null) {
            c.put("mode", mode);
        }
        ArrayNode t = c.putArray("targets");
        for (String target : targets) {
            t.add(target);
        }
        return c;
    }

    public static String attack(String actor, String target, String weapon) {
        return command("Attack", actor).put("target", target).put("attack", weapon).toString();
    }

    public static String ready(String actor, String trigger, String action) {
        ObjectNode r = command("Ready", actor);
        r.set("trigger", parse(trigger));
        ObjectNode a = (ObjectNode) parse(action);
        a.remove("by");
        r.set("action", a);
        return r.toString();
    }

    public static String declare(String actor) {
        return command("DeclareReaction", actor).toString();
    }

    public static String pass(String actor) {
        return command("PassReaction", actor).toString();
    }

    public static String end(String actor) {
        return command("EndTurn", actor).toString();
    }

    /** A move without a grid: the creatures whose reach it enters. */
    public static String closeIn(String actor, String... reaching) {
        ObjectNode m = command("Move", actor).put("feet", 5);
        m.putArray("leaves");
        ArrayNode e = m.putArray("enters");
        for (String r : reaching) {
            e.add(r);
        }
        return m.toString();
    }

    public static com.fasterxml.jackson.databind.JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException(json, e);
        }
    }
}
