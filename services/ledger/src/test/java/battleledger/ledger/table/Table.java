package battleledger.ledger.table;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A battle at the table, over HTTP: the creatures join in initiative order, the GM sets up what was cast before the
 * fight, combat starts, and every command's answer can be read for its events in order.
 */
public final class Table {

    public final Session battle;

    private Table(Session battle) {
        this.battle = battle;
    }

    /**
     * An encounter with scripted dice: {@code initiative} first (one d20 per creature, in the order they join), then
     * {@code dice} in the order the commands roll them.
     */
    public static Table seat(Api api, String name, int[] initiative, int[] dice, List<String> beforeCombat,
                             Stat... creatures) {
        return seat(api, name, "", initiative, dice, beforeCombat, creatures);
    }

    /** The same, with more options: {@code options} is JSON members such as {@code "grid":"hexes",}. */
    public static Table seat(Api api, String name, String options, int[] initiative, int[] dice,
                             List<String> beforeCombat, Stat... creatures) {
        String script = java.util.stream.IntStream.concat(Arrays.stream(initiative), Arrays.stream(dice))
                .mapToObj(String::valueOf).collect(Collectors.joining(","));
        Session s = Session.create(api, "{\"name\":\"" + name + "\",\"seed\":2,\"options\":{" + options
                + "\"dice\":{\"mode\":\"scripted\",\"script\":[" + script + "]}}}");
        for (Stat c : creatures) {
            s.add(c.json());
        }
        beforeCombat.forEach(s::command);
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return new Table(s);
    }

    public JsonNode does(String command) {
        return battle.command(command);
    }

    /** The names of the events of an answer, in order, keeping only those named. */
    public static List<String> order(JsonNode answer, String... kept) {
        List<String> keep = List.of(kept);
        List<String> out = new ArrayList<>();
        answer.get("events").forEach(e -> {
            if (keep.contains(e.get("type").asText())) {
                out.add(e.get("type").asText());
            }
        });
        return out;
    }

    public static JsonNode first(JsonNode answer, String type) {
        List<JsonNode> all = all(answer, type);
        if (all.isEmpty()) {
            throw new AssertionError("no " + type + " in " + answer);
        }
        return all.get(0);
    }

    public static List<JsonNode> all(JsonNode answer, String type) {
        List<JsonNode> out = new ArrayList<>();
        answer.get("events").forEach(e -> {
            if (e.get("type").asText().equals(type)) {
                out.add(e);
            }
        });
        return out;
    }

    /** A field of every element of an array, or the elements themselves when {@code field} is empty. */
    public static List<String> texts(JsonNode nodes, String field) {
        List<String> out = new ArrayList<>();
        nodes.forEach(n -> out.add(field.isEmpty() ? n.asText() : n.path(field).asText(null)));
        return out;
    }

    public JsonNode fighter(String id) {
        for (JsonNode c : battle.read("combatants")) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no combatant " + id);
    }

    public JsonNode sequence() {
        return battle.read("sequence");
    }

    /** The log as the players read it. */
    public List<String> log() {
        return texts(battle.read("log"), "text");
    }
}
