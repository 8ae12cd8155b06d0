package battleledger.ledger.dragonbane.casting;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The table for the narrated casting scenarios of 004: Vera the elementalist (INT 14, so six prepared spells; WIL
 * 12; Elementalism 14, Mentalism 12; 12 HP, 10 WP; a staff) and an orc with an axe (20 HP, armor 1), initiative
 * cards dealt in order so Vera acts first; dice scripted after the nine draws of the deck.
 */
final class CastingScenarios {

    /** The Fisher–Yates draws that keep the deck in order: the first combatant added draws card 1. */
    static final String TOP_CARDS = "10,9,8,7,6,5,4,3,2";

    private CastingScenarios() {
    }

    static String vera(int wp, String mageExtra) {
        return "{\"id\":\"vera\",\"name\":\"Vera\",\"side\":\"heroes\",\"hp\":12,\"speed\":10,"
                + "\"attributes\":{\"str\":10,\"con\":12,\"agl\":13,\"int\":14,\"wil\":12,\"cha\":10},"
                + "\"skills\":{\"elementalism\":14,\"mentalism\":12,\"staves\":10},\"wp\":" + wp + ","
                + "\"attacks\":[{\"name\":\"staff\",\"ability\":\"staves\",\"damage\":\"1d8\",\"reach\":5}"
                + (mageExtra.contains("dagger") ? ",{\"name\":\"dagger\",\"ability\":\"knives\",\"damage\":\"1d8\",\"reach\":5}" : "")
                + "],\"spells\":[\"fireball\",\"frost\",\"whirlwind\",\"power-fist\",\"levitate\",\"protector\","
                + "\"ignite\",\"light\",\"mind-drain\",\"farsight\",\"treat-wound\"],"
                + "\"mage\":{\"school\":\"elementalism\",\"prepared\":[\"fireball\",\"frost\",\"whirlwind\","
                + "\"levitate\",\"protector\",\"treat-wound\"],\"grimoire\":true" + mageExtra + "}}";
    }

    static String orc() {
        return "{\"id\":\"orc\",\"name\":\"Orc\",\"side\":\"orcs\",\"hp\":20,\"speed\":10,\"armor\":1,"
                + "\"attributes\":{\"str\":16,\"con\":14,\"agl\":10,\"int\":8,\"wil\":10,\"cha\":6},"
                + "\"skills\":{\"axes\":12},\"wp\":4,"
                + "\"attacks\":[{\"name\":\"axe\",\"ability\":\"axes\",\"damage\":\"1d8\",\"reach\":5}]}";
    }

    /** An encounter with Vera and the orc, dice scripted (the deck's draws first), combat started. */
    static Session table(Api api, String id, int wp, String mageExtra, String dice) {
        return table(api, id, "", dice, vera(wp, mageExtra), orc());
    }

    /**
     * An encounter on the burning bridge with these combatants (Vera first: she draws the first card), more options
     * before the dice ({@code "\"grid\":\"squares\","}), dice scripted after the deck's draws, combat started.
     */
    static Session table(Api api, String id, String options, String dice, String... combatants) {
        Session s = Session.create(api, "{\"id\":\"" + id + "\",\"name\":\"The burning bridge\",\"ruleset\":"
                + "\"dragonbane\",\"seed\":7,\"options\":{" + options + "\"dice\":{\"mode\":\"scripted\",\"script\":["
                + TOP_CARDS + (dice.isEmpty() ? "" : "," + dice) + "]}}}");
        for (String c : combatants) {
            s.add(c);
        }
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return s;
    }

    /** The same combatant with Evade 10 (it dodges). */
    static String evading(String orc) {
        return orc.replace("\"axes\":12", "\"axes\":12,\"evade\":10");
    }

    /** The orc's twin, the goblin. */
    static String goblin(String orc) {
        return orc.replace("\"orc\"", "\"goblin\"").replace("\"Orc\"", "\"Goblin\"");
    }

    /** The same combatant standing on square (x, y) of a grid. */
    static String at(String combatant, int x, int y) {
        return combatant.replace("\"speed\":10,", "\"speed\":10,\"position\":{\"x\":" + x + ",\"y\":" + y + "},");
    }

    /**
     * Vera's power-1 fireball at the orc when she has no action left: 409 action-used, citing 004 › Casting Time
     * ("casting a spell always counts as an action in combat").
     */
    static void refusedForWantOfAnAction(Session s) {
        JsonNode refused = s.attempt(cast("fireball", ",\"power\":1,\"targets\":[\"orc\"]")).problem(409,
                "action-used");
        org.assertj.core.api.Assertions.assertThat(refused.get("rule").asText())
                .isEqualTo(battleledger.kernel.ruleset.dragonbane.DragonbaneRule.CASTING_TIME.citation());
    }

    static String cast(String spell, String more) {
        return "{\"type\":\"CastSpell\",\"actor\":\"vera\",\"spell\":\"" + spell + "\"" + more + "}";
    }

    /**
     * The target lets a spell offered to its parry or dodge land (004 › Rolling a Dragon: a spell can be parried or
     * dodged); the events of that answer.
     */
    static JsonNode letLand(Session s, String target) {
        return s.command("{\"type\":\"PassReaction\",\"actor\":\"" + target + "\"}").get("events");
    }

    static String endTurn(String actor) {
        return "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}";
    }

    static JsonNode find(JsonNode events, String type) {
        for (JsonNode e : events) {
            if (type.equals(e.get("type").asText())) {
                return e;
            }
        }
        throw new AssertionError("no " + type + " in " + events);
    }

    static boolean has(JsonNode events, String type) {
        for (JsonNode e : events) {
            if (type.equals(e.get("type").asText())) {
                return true;
            }
        }
        return false;
    }

    static JsonNode combatant(Session s, String id) {
        for (JsonNode c : s.read("combatants")) {
            if (id.equals(c.get("id").asText())) {
                return c;
            }
        }
        throw new AssertionError("no combatant " + id);
    }
}
